import type { Dashboard } from '@kordon/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchStub } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const dashboard: Dashboard = {
  from: '2026-11-01',
  to: '2026-11-03',
  currency: { code: 'USD', symbol: '$', minor_units: 2 },
  days: [
    { date: '2026-11-01', orders: 2, revenue: 6000 },
    { date: '2026-11-02', orders: 0, revenue: 0 },
    { date: '2026-11-03', orders: 1, revenue: 1000 },
  ],
  totals: { orders: 3, revenue: 7000, average_order: 2333 },
  top_products: [{ product_id: 4, name: 'Chest rig', units: 6, revenue: 7000 }],
  low_stock: {
    threshold: 3,
    total: 12,
    items: [{ variation_id: 9, product_id: 4, name: 'Chest rig', sku: 'KRD-9', stock: 0 }],
  },
  expiring_orders: {
    total: 1,
    items: [
      {
        id: '00000000-0000-4000-8000-000000000010',
        number: 'KR-1001',
        total: 4990,
        currency: 'EUR',
        hold_until: '2026-11-03T12:00:00.000Z',
      },
    ],
  },
  reviews_waiting: {
    total: 2,
    items: [
      {
        id: 3,
        product_id: 4,
        product_name: 'Chest rig',
        author: 'Walter',
        rating: 4,
        created_at: '2026-11-02T10:00:00.000Z',
      },
    ],
  },
};

describe('the dashboard', () => {
  it('shows the range’s revenue, paid orders and average order in the store currency, and the lists with their screens', async () => {
    const stub = fetchStub({ 'GET /admin/dashboard': { body: { data: dashboard } } });
    renderAdmin('/', stub.fetch, staffMember('viewer'));
    const figures = await screen.findByRole('region', { name: 'Paid orders in these days' });
    expect(within(figures).getByText('US$70.00')).toBeTruthy();
    expect(within(figures).getByText('3')).toBeTruthy();
    expect(within(figures).getByText('US$23.33')).toBeTruthy();
    const low = screen.getByRole('region', { name: /Low stock/ });
    expect(within(low).getByText('12')).toBeTruthy();
    expect(within(low).getByText('sold out')).toBeTruthy();
    expect(within(low).getByRole('link', { name: 'Stock & prices' }).getAttribute('href')).toBe('/stock');
    const expiring = screen.getByRole('region', { name: /about to expire/ });
    expect(within(expiring).getByText('KR-1001')).toBeTruthy();
    expect(within(expiring).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    const reviews = screen.getByRole('region', { name: /Reviews waiting/ });
    expect(within(reviews).getByRole('img', { name: '4 of 5' })).toBeTruthy();
    expect(within(reviews).getByRole('link', { name: 'Reviews' }).getAttribute('href')).toBe('/reviews');
    const revenue = screen
      .getAllByText('Revenue')
      .find((el) => el.tagName === 'FIGCAPTION')
      ?.closest('figure');
    expect(within(revenue as HTMLElement).getAllByRole('row')).toHaveLength(4);
  });

  it('asks for the days chosen, kept in the URL, and refuses a range that ends before it starts', async () => {
    const stub = fetchStub({ 'GET /admin/dashboard': { body: { data: dashboard } } });
    const view = renderAdmin('/', stub.fetch, staffMember('viewer'));
    await screen.findByRole('region', { name: 'Paid orders in these days' });
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-11-05' } });
    await view.user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    fireEvent.change(from, { target: { value: '2026-11-02' } });
    await view.user.click(screen.getByRole('button', { name: 'Show' }));
    expect(view.location()).toBe('/?from=2026-11-02&to=2026-11-03');
    await waitFor(() => expect(stub.callsTo('GET', '/admin/dashboard').at(-1)?.query.get('from')).toBe('2026-11-02'));
  });
});
