import type { StockVariation } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE } from '../../components/notices/notice-store';
import { errorAnswer, fetchStub, fieldErrors } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const jacket: StockVariation = {
  id: 11,
  product_id: 3,
  product_name: 'Field jacket',
  product_slug: 'field-jacket',
  sku: 'FJ-OLV-M',
  options: 'Olive, M',
  availability: 'normal',
  stock: 2,
  price: 1999,
  old_price: 2499,
  low_stock: true,
  is_active: true,
  version: 4,
};
const pouch: StockVariation = {
  ...jacket,
  id: 12,
  product_name: 'Pouch',
  sku: 'POUCH',
  options: '',
  stock: 0,
  low_stock: false,
  old_price: null,
};

function stockServer(overrides: Parameters<typeof fetchStub>[0] = {}) {
  return fetchStub({
    'GET /admin/stock': () => ({ body: { data: [jacket, pouch], total: 2 } }),
    'PATCH /admin/stock/:id': ({ body }) => ({ body: { data: { ...jacket, ...(body as object) } } }),
    'POST /admin/stock/bulk/preview': () => ({
      body: { data: { count: 2, max: 500, sample: [{ id: 11, sku: 'FJ-OLV-M', before: 2, after: 7 }] } },
    }),
    'POST /admin/stock/bulk': () => ({ body: { data: { changed: 2, restock_notices: 1 } } }),
    ...overrides,
  });
}

const row = (sku: string) => screen.getByText(sku).closest('tr') as HTMLElement;

describe('the stock screen', () => {
  it('lists variations with their stock state, and sends the filter to the server', async () => {
    const stub = stockServer();
    const view = renderAdmin('/stock', stub.fetch, staffMember('manager'));
    await screen.findByText('FJ-OLV-M');
    expect(within(row('FJ-OLV-M')).getByText('low')).toBeTruthy();
    expect(within(row('POUCH')).getByText('sold out')).toBeTruthy();
    await view.user.selectOptions(screen.getByLabelText('Stock'), 'low');
    expect(view.location()).toBe('/stock?stock=low');
    expect(stub.calls.some((c) => c.path === '/admin/stock' && c.query.get('stock') === 'low')).toBe(true);
  });

  it('edits a price in USD and sends only what changed, with the version it read', async () => {
    const stub = stockServer();
    const view = renderAdmin('/stock', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Edit FJ-OLV-M' }));
    const dialog = screen.getByRole('dialog');
    await view.user.clear(within(dialog).getByLabelText('Price'));
    await view.user.type(within(dialog).getByLabelText('Price'), '17.50');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stub.callsTo('PATCH', '/admin/stock/11')[0]?.body).toEqual({ price: 1750, version: 4 });
  });

  it('stops an old price below the price in the form, and shows the server’s field errors', async () => {
    const stub = stockServer({ 'PATCH /admin/stock/:id': fieldErrors({ stock: ['Too many'] }) });
    const view = renderAdmin('/stock', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Edit FJ-OLV-M' }));
    const dialog = screen.getByRole('dialog');
    await view.user.clear(within(dialog).getByLabelText('Old price'));
    await view.user.type(within(dialog).getByLabelText('Old price'), '10');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The old price must be higher than the price, or empty')).toBeTruthy();
    expect(stub.callsTo('PATCH', '/admin/stock/11')).toEqual([]);
    await view.user.clear(within(dialog).getByLabelText('Old price'));
    await view.user.type(within(dialog).getByLabelText('Stock'), '0');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too many')).toBeTruthy();
  });

  it('previews a bulk change, then applies it with the previewed count and one idempotency key', async () => {
    const stub = stockServer();
    const view = renderAdmin('/stock?q=jacket', stub.fetch, staffMember('manager'));
    const bar = await screen.findByRole('region', { name: 'Bulk change' });
    await view.user.type(within(bar).getByLabelText('Units'), '5');
    await view.user.click(within(bar).getByRole('button', { name: 'Preview' }));
    expect(stub.callsTo('POST', '/admin/stock/bulk/preview')[0]?.body).toEqual({
      q: 'jacket',
      field: 'stock',
      op: 'add',
      value: 5,
    });
    expect(await within(bar).findByText(/FJ-OLV-M/)).toBeTruthy();
    await view.user.click(within(bar).getByRole('button', { name: 'Apply to 2' }));
    const [applied] = stub.callsTo('POST', '/admin/stock/bulk');
    expect(applied?.body).toMatchObject({ q: 'jacket', field: 'stock', op: 'add', value: 5, expected_count: 2 });
    expect((applied?.body as { idempotency_key?: string } | undefined)?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain('2 variations changed');
  });

  it('shows a stale edit’s 409 as the conflict banner', async () => {
    const stub = stockServer({
      'PATCH /admin/stock/:id': errorAnswer(409, 'conflict', 'Someone else changed this variation'),
    });
    const view = renderAdmin('/stock', stub.fetch, staffMember('manager'));
    await view.user.click(await screen.findByRole('button', { name: 'Edit FJ-OLV-M' }));
    const dialog = screen.getByRole('dialog');
    await view.user.clear(within(dialog).getByLabelText('Stock'));
    await view.user.type(within(dialog).getByLabelText('Stock'), '9');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(CONFLICT_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stub.callsTo('PATCH', '/admin/stock/11')[0]?.body).toEqual({ stock: 9, version: 4 });
  });

  it('shows a viewer the list without edits or the bulk bar', async () => {
    const stub = stockServer();
    renderAdmin('/stock', stub.fetch, staffMember('viewer'));
    await screen.findByText('FJ-OLV-M');
    expect(screen.queryByRole('button', { name: 'Edit FJ-OLV-M' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bulk change' })).toBeNull();
  });
});
