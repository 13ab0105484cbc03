import type { Coupon } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fetchStub } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const welcome: Coupon = {
  id: 1,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  min_subtotal: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: 100,
  per_customer_limit: null,
  used_count: 3,
  first_order_only: true,
  is_active: true,
  version: 2,
};

function couponServer(overrides: Parameters<typeof fetchStub>[0] = {}) {
  let coupons = [welcome];
  return fetchStub({
    'GET /admin/coupons': () => ({ body: { data: coupons, total: coupons.length } }),
    'POST /admin/coupons': ({ body }) => {
      const made = { ...welcome, ...(body as object), id: 2, used_count: 0, version: 1 } as Coupon;
      coupons = [made, ...coupons];
      return { status: 201, body: { data: made } };
    },
    'PATCH /admin/coupons/:id': ({ body }) => ({ body: { data: { ...welcome, ...(body as object) } } }),
    'GET /admin/coupons/:id': () => ({
      body: {
        data: {
          ...welcome,
          uses: [
            {
              order_id: '00000000-0000-4000-8000-00000000000a',
              number: 'KR-1042',
              placed_at: '2026-11-20T10:00:00.000Z',
              email: 'anna@example.com',
              status: 'paid',
              discount: 450,
              total: 4049,
              currency: 'USD',
            },
          ],
        },
      },
    }),
    ...overrides,
  });
}

describe('the coupons screen', () => {
  it('lists coupons with their discount, conditions and uses, and the uses’ orders', async () => {
    const stub = couponServer();
    const view = renderAdmin('/coupons', stub.fetch, staffMember('viewer'));
    const row = (await screen.findByText('WELCOME10')).closest('tr') as HTMLElement;
    expect(within(row).getByText('10 % off')).toBeTruthy();
    expect(within(row).getByText('first order only')).toBeTruthy();
    await view.user.click(within(row).getByRole('button', { name: 'Orders with WELCOME10' }));
    const dialog = screen.getByRole('dialog', { name: 'Orders with WELCOME10' });
    expect(await within(dialog).findByText('KR-1042')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New coupon' })).toBeNull();
  });

  it('creates a coupon from the form: money in minor units, the code upper-case, first orders only', async () => {
    const stub = couponServer();
    const view = renderAdmin('/coupons', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'New coupon' });
    await view.user.type(within(dialog).getByLabelText('Code'), 'first5');
    await view.user.selectOptions(within(dialog).getByLabelText('Discount'), 'fixed');
    await view.user.type(within(dialog).getByLabelText('Amount'), '5');
    await view.user.type(within(dialog).getByLabelText('Minimum order'), '30.50');
    await view.user.click(within(dialog).getByLabelText('First order only'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stub.callsTo('POST', '/admin/coupons')[0]?.body).toEqual({
      code: 'FIRST5',
      kind: 'fixed',
      value: 500,
      min_subtotal: 3050,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      per_customer_limit: null,
      first_order_only: true,
      is_active: true,
    });
    expect(await screen.findByText('FIRST5')).toBeTruthy();
  });

  it('stops a percent over 100 and an end before the start in the form', async () => {
    const stub = couponServer();
    const view = renderAdmin('/coupons', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog');
    await view.user.type(within(dialog).getByLabelText('Code'), 'BIG');
    await view.user.type(within(dialog).getByLabelText('Percent'), '150');
    await view.user.type(within(dialog).getByLabelText('Starts'), '2026-12-02T10:00');
    await view.user.type(within(dialog).getByLabelText('Ends'), '2026-12-01T10:00');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A percent is from 1 to 100')).toBeTruthy();
    expect(within(dialog).getByText('The end must be after the start')).toBeTruthy();
    expect(stub.callsTo('POST', '/admin/coupons')).toEqual([]);
  });

  it('edits with the version it read, the code left as it is', async () => {
    const stub = couponServer();
    const view = renderAdmin('/coupons', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = screen.getByRole('dialog');
    await view.user.click(within(dialog).getByLabelText('Active'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stub.callsTo('PATCH', '/admin/coupons/1')[0]?.body).toMatchObject({
      is_active: false,
      version: 2,
      value: 10,
    });
    expect(stub.callsTo('PATCH', '/admin/coupons/1')[0]?.body).not.toHaveProperty('code');
  });

  it('switches a coupon off with the version it read: what a used coupon gets instead of a delete', async () => {
    const stub = couponServer();
    const view = renderAdmin('/coupons', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Switch off WELCOME10' }));
    expect(stub.callsTo('PATCH', '/admin/coupons/1')[0]?.body).toMatchObject({
      is_active: false,
      version: 2,
      value: 10,
    });
    expect(await screen.findByText('Coupon WELCOME10 was switched off.')).toBeTruthy();
  });

  it('keeps the delete dialog open with the reason when orders used the coupon', async () => {
    const reason = '3 orders used WELCOME10: it stays with them. Switch it off or give it an end date instead.';
    const stub = couponServer({ 'DELETE /admin/coupons/:id': errorAnswer(409, 'conflict', reason) });
    const view = renderAdmin('/coupons', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Delete WELCOME10' }));
    const confirm = screen.getByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(reason);
  });
});
