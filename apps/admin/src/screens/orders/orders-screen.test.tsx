import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchStub } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';
import { ORDER_ID, orderRow } from './orders-testing';

const viewer = staffMember('viewer');
const totals = {
  count: 2,
  sum: { amount: 12_990, currency: 'USD' },
  by_currency: [{ currency: 'USD', count: 2, amount: 12_990 }],
};
const choices = {
  payment: [{ code: 'card', name: 'Bank card' }],
  shipping: [{ code: 'premium', name: 'Premium post' }],
  countries: [{ code: 'DE', name: 'Germany' }],
};

function ordersServer() {
  return fetchStub({
    'GET /admin/orders': () => ({
      body: {
        data: [
          orderRow(),
          orderRow({
            id: ORDER_ID.replace('a1', 'a2'),
            number: 'KR-1002',
            paid: false,
            state: 'pending_payment',
            total: { amount: 8000, currency: 'USD' },
          }),
        ],
        total: 2,
      },
    }),
    'GET /admin/orders/totals': { body: { data: totals } },
    'GET /admin/orders/choices': { body: { data: choices } },
  });
}

describe('the orders list', () => {
  it('lists orders with customer, state, payment and total, and the totals of what was found', async () => {
    renderAdmin('/orders', ordersServer().fetch, viewer);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = (await within(table).findByRole('link', { name: 'KR-1002' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Awaiting payment')).toBeTruthy();
    expect(within(row).getByText('unpaid')).toBeTruthy();
    expect(within(row).getByText('US$80.00')).toBeTruthy();
    const sums = await screen.findByRole('region', { name: 'Totals of the orders found' });
    expect(sums.textContent).toContain('2 orders');
    expect(sums.textContent).toContain('US$129.90');
  });

  it('searches and filters through the URL, sending the same filters to the list and its totals', async () => {
    const stub = ordersServer();
    const view = renderAdmin('/orders', stub.fetch, viewer);
    await view.user.type(await screen.findByLabelText('Search'), 'anna@');
    await view.user.selectOptions(screen.getByLabelText('State'), 'shipped');
    await screen.findByRole('option', { name: 'Germany' });
    await view.user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.location()).toBe('/orders?q=anna%40&state=shipped&country=DE');
    const lastQuery = (path: string) => Object.fromEntries(stub.callsTo('GET', path).at(-1)?.query ?? []);
    await vi.waitFor(() =>
      expect(lastQuery('/admin/orders')).toEqual({
        page: '1',
        per_page: '20',
        q: 'anna@',
        state: 'shipped',
        country: 'DE',
      }),
    );
    await vi.waitFor(() =>
      expect(lastQuery('/admin/orders/totals')).toEqual({ q: 'anna@', state: 'shipped', country: 'DE' }),
    );
  });

  it('stops a bad filter in the form with the contract’s words', async () => {
    const stub = ordersServer();
    const view = renderAdmin('/orders', stub.fetch, viewer);
    await view.user.type(await screen.findByLabelText('Search'), 'x'.repeat(101));
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Search').getAttribute('aria-invalid')).toBe('true');
    expect(view.location()).toBe('/orders');
  });

  it('sorts on the server by total, largest first', async () => {
    const stub = ordersServer();
    const view = renderAdmin('/orders', stub.fetch, viewer);
    await view.user.click(await screen.findByRole('button', { name: /Total/ }));
    expect(view.location()).toBe('/orders?sort=total&order=desc');
    await vi.waitFor(() => {
      const last = stub.callsTo('GET', '/admin/orders').at(-1)!;
      expect([last.query.get('sort'), last.query.get('order')]).toEqual(['total', 'desc']);
    });
  });

  it('opens an order from its number', async () => {
    const stub = ordersServer();
    const view = renderAdmin('/orders', stub.fetch, viewer);
    await view.user.click(await screen.findByRole('link', { name: 'KR-1001' }));
    await vi.waitFor(() => expect(view.location()).toBe(`/orders/${ORDER_ID}`));
  });
});
