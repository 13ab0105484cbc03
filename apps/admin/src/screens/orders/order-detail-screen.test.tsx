import type { AdminOrderDetail } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fetchStub } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';
import { ORDER_ID, orderDetail } from './orders-testing';
import { minorUnitsOf } from './refund-dialog';

const manager = staffMember('manager');
const viewer = staffMember('viewer');
const PATH = `/orders/${ORDER_ID}`;

/** One order the stub keeps, changed by the writes the way the server changes it. */
function orderServer(initial: AdminOrderDetail, overrides: Parameters<typeof fetchStub>[0] = {}) {
  let order = initial;
  const answer = (next: Partial<AdminOrderDetail>) => {
    order = { ...order, ...next, version: order.version + 1 };
    return { body: { data: order } };
  };
  return fetchStub({
    'GET /admin/orders/:id': () => ({ body: { data: order } }),
    'POST /admin/orders/:id/transition': ({ body }) => {
      const { to, track_number } = body as { to: AdminOrderDetail['state']; track_number?: string };
      return answer({ state: to, track_number: track_number ?? order.track_number, next_states: ['delivered'] });
    },
    'POST /admin/orders/:id/cancel': () => answer({ state: 'cancelled', next_states: [], stock_returned: true }),
    'POST /admin/orders/:id/refund': ({ body }) => {
      const { amount } = body as { amount: number };
      return answer({ refunded: { amount, currency: 'USD' }, refundable: { amount: 4990 - amount, currency: 'USD' } });
    },
    ...overrides,
  });
}

describe('an order’s page', () => {
  it('shows the lines, the customer, the address, the payment with its reference and the history', async () => {
    renderAdmin(PATH, orderServer(orderDetail()).fetch, viewer);
    expect(await screen.findByRole('heading', { name: 'Order KR-1001' })).toBeTruthy();
    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).getByText('Tactical pouch')).toBeTruthy();
    expect(within(lines).getByText('Colour: Olive')).toBeTruthy();
    expect(within(lines).getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('US$49.90');
    expect(within(screen.getByRole('region', { name: 'Customer' })).getByText('anna@example.com')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Delivery' })).getByText(/Unter den Linden 1, 10117 Berlin/),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('cs_test_123')).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Paid, to assemble'),
      expect.stringContaining('Awaiting payment'),
    ]);
  });

  it('offers a viewer the packing slip and no change', async () => {
    renderAdmin(PATH, orderServer(orderDetail()).fetch, viewer);
    expect(await screen.findByRole('button', { name: 'Packing slip (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start assembly' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
  });

  it('moves the order to the next state its table allows, after a confirmation, with the version it read', async () => {
    const stub = orderServer(orderDetail());
    const view = renderAdmin(PATH, stub.fetch, manager);
    expect(screen.queryByRole('button', { name: 'Ship…' })).toBeNull();
    await view.user.click(await screen.findByRole('button', { name: 'Start assembly' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Start assembly: order KR-1001?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Start assembly' }));
    expect(stub.callsTo('POST', `/admin/orders/${ORDER_ID}/transition`)[0]?.body).toEqual({
      to: 'assembly',
      version: 3,
    });
    expect(await screen.findByText('Assembly', { selector: '.order-summary .state-badge' })).toBeTruthy();
  });

  it('ships only with a tracking number, and shows it', async () => {
    const stub = orderServer(orderDetail({ state: 'assembled', next_states: ['shipped', 'cancelled'] }));
    const view = renderAdmin(PATH, stub.fetch, manager);
    await view.user.click(await screen.findByRole('button', { name: 'Ship…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ship order KR-1001' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(within(dialog).getByText('A shipped order needs a tracking number')).toBeTruthy();
    expect(stub.callsTo('POST', `/admin/orders/${ORDER_ID}/transition`)).toEqual([]);
    await view.user.type(within(dialog).getByLabelText('Tracking number'), 'RR123456785RU');
    await view.user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(stub.callsTo('POST', `/admin/orders/${ORDER_ID}/transition`)[0]?.body).toEqual({
      to: 'shipped',
      track_number: 'RR123456785RU',
      version: 3,
    });
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(await within(delivery).findByText('RR123456785RU')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancels with a reason, and shows a stale version’s 409 in the dialog', async () => {
    let answer = errorAnswer(409, 'conflict', 'Someone else changed this order since you opened it.');
    const stub = orderServer(orderDetail(), { 'POST /admin/orders/:id/cancel': () => answer });
    const view = renderAdmin(PATH, stub.fetch, manager);
    await view.user.click(await screen.findByRole('button', { name: 'Cancel order…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order KR-1001?' });
    expect(dialog.textContent).toContain('US$49.90 was paid: refund it separately.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Required field')).toBeTruthy();
    await view.user.type(within(dialog).getByLabelText('Reason'), 'Customer asked');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone else changed this order since you opened it.',
    );
    expect(stub.callsTo('POST', `/admin/orders/${ORDER_ID}/cancel`)[0]?.body).toEqual({
      reason: 'Customer asked',
      version: 3,
    });

    answer = { body: { data: orderDetail({ state: 'cancelled', next_states: [], version: 4 }) } };
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Cancelled', { selector: '.order-summary .state-badge' })).toBeTruthy();
  });

  it('refunds an amount typed in the currency as minor units, once per dialog key', async () => {
    const stub = orderServer(orderDetail());
    const view = renderAdmin(PATH, stub.fetch, manager);
    await view.user.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund order KR-1001' });
    await view.user.type(within(dialog).getByLabelText('Amount (USD)'), '12.505');
    await view.user.type(within(dialog).getByLabelText('Reason'), 'Damaged box');
    await view.user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter an amount with at most 2 digits after the point')).toBeTruthy();
    await view.user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await view.user.type(within(dialog).getByLabelText('Amount (USD)'), '12,50');
    await view.user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const sent = stub.callsTo('POST', `/admin/orders/${ORDER_ID}/refund`)[0]?.body as { idempotency_key: string };
    expect(sent).toMatchObject({ amount: 1250, reason: 'Damaged box', version: 3 });
    expect(sent.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('reads amounts exactly', () => {
    expect([minorUnitsOf('12.5', 2), minorUnitsOf('0,07', 2), minorUnitsOf('3', 0), minorUnitsOf('1.234', 2)]).toEqual([
      1250,
      7,
      3,
      null,
    ]);
  });
});
