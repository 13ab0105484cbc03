import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchStub, fieldErrors } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const owner = staffMember('owner');
const stored = { notification_email: null, store_email: 'shop@kordon.test', low_stock_threshold: 3, version: 1 };

describe('the settings screen', () => {
  it("shows the store's own address as the default and saves the address and threshold with the version", async () => {
    const stub = fetchStub({
      'GET /admin/settings': { body: { data: stored } },
      'PATCH /admin/settings': ({ body }) => ({ body: { data: { ...stored, ...(body as object), version: 2 } } }),
    });
    const view = renderAdmin('/settings', stub.fetch, owner);
    const email = await screen.findByLabelText('Notification e-mail');
    expect(screen.getByText("Empty: the store's own address, shop@kordon.test.")).toBeTruthy();
    await view.user.type(email, 'desk@kordon.test');
    const threshold = screen.getByLabelText('Low-stock threshold');
    await view.user.clear(threshold);
    await view.user.type(threshold, '5');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(stub.callsTo('PATCH', '/admin/settings')[0]?.body).toEqual({
      notification_email: 'desk@kordon.test',
      low_stock_threshold: 5,
      version: 1,
    });
    expect(await screen.findByText('The settings were saved.')).toBeTruthy();
  });

  it('stops a bad address in the form and shows the server’s words per field', async () => {
    const stub = fetchStub({
      'GET /admin/settings': { body: { data: stored } },
      'PATCH /admin/settings': fieldErrors({ low_stock_threshold: ['Too big'] }),
    });
    const view = renderAdmin('/settings', stub.fetch, owner);
    await view.user.type(await screen.findByLabelText('Notification e-mail'), 'nobody');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(stub.callsTo('PATCH', '/admin/settings')).toEqual([]);
    await view.user.clear(screen.getByLabelText('Notification e-mail'));
    await view.user.type(screen.getByLabelText('Low-stock threshold'), '0');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too big')).toBeTruthy();
  });

  it('is for owners only', async () => {
    const stub = fetchStub({ 'GET /admin/settings': { body: { data: stored } } });
    renderAdmin('/settings', stub.fetch, staffMember('manager'));
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
    expect(stub.callsTo('GET', '/admin/settings')).toEqual([]);
  });
});
