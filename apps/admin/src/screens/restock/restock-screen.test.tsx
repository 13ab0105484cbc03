import type { RestockVariation } from '@kordon/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchStub } from '../../testing/fetch-stub';
import { renderAdmin, staffMember } from '../../testing/render-admin';

const row: RestockVariation = {
  variation_id: 12,
  product: { id: 3, name: 'Field jacket', slug: 'field-jacket' },
  options: 'Olive, L',
  sku: 'FJ-OL-L',
  stock: 0,
  waiting: 5,
  oldest_waiting_at: '2026-11-01T10:00:00.000Z',
  last_mailed_at: null,
};

describe('the restock screen', () => {
  it('lists how many wait per variation, most first, and sorts on the server', async () => {
    const stub = fetchStub({ 'GET /admin/restock': { body: { data: [row], total: 1 } } });
    const view = renderAdmin('/restock', stub.fetch, staffMember('viewer'));
    const table = await screen.findByRole('table', { name: 'Restock requests by variation' });
    const cells = within(table);
    expect(await cells.findByText('FJ-OL-L')).toBeTruthy();
    expect(cells.getByText(/Olive, L/)).toBeTruthy();
    expect(cells.getByText('never')).toBeTruthy();
    expect(stub.calls[0]?.query.get('sort')).toBe('waiting');
    expect(stub.calls[0]?.query.get('order')).toBe('desc');
    await view.user.click(cells.getByRole('button', { name: /Oldest request/ }));
    expect(view.location()).toContain('sort=oldest_waiting_at');
    const last = stub.callsTo('GET', '/admin/restock').at(-1);
    expect(last?.query.get('sort')).toBe('oldest_waiting_at');
  });
});
