import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchStub } from '../testing/fetch-stub';
import { renderAdmin, staffMember } from '../testing/render-admin';

const navLinks = () =>
  within(screen.getAllByRole('navigation', { name: 'Back office' })[0]!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the back office frame', () => {
  it('offers an owner every screen', async () => {
    renderAdmin('/', fetchStub({}).fetch, staffMember('owner'));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(navLinks()).toEqual([
      'Dashboard',
      'Orders',
      'Reviews',
      'Stock & prices',
      'Coupons',
      'Customers',
      'Restock',
      'Announcements',
      'Staff',
      'Audit log',
      'Settings',
    ]);
  });

  it('hides from a viewer the screens of the owner', async () => {
    renderAdmin('/orders', fetchStub({}).fetch, staffMember('viewer'));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(navLinks()).not.toContain('Staff');
    expect(navLinks()).not.toContain('Audit log');
    expect(navLinks()).not.toContain('Settings');
  });

  it('opens the navigation as a menu panel (the phone layout), and closes it on a choice', async () => {
    const view = renderAdmin('/', fetchStub({}).fetch, staffMember('owner'));
    await view.user.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Kordon back office' });
    await view.user.click(within(panel).getByRole('link', { name: 'Coupons' }));
    expect(await screen.findByRole('heading', { name: 'Coupons' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs out: the session ends on the server and the sign-in page shows', async () => {
    const stub = fetchStub({ 'POST /admin/auth/logout': { body: { data: null } } });
    const view = renderAdmin('/', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: /Olga manager/ }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(stub.callsTo('POST', '/admin/auth/logout')).toHaveLength(1);
    expect(view.services.session.get()).toEqual({ status: 'signed-out' });
  });

  it('says so for an address that is no screen', async () => {
    renderAdmin('/no-such-screen', fetchStub({}).fetch, staffMember('owner'));
    expect(await screen.findByRole('heading', { name: 'No such screen' })).toBeTruthy();
  });
});
