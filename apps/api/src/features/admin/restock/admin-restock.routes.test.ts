import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restockRequests } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/test-app.js';
import { uniqueEmail } from '../../auth/auth.testing.js';
import type { CartCatalogue } from '../../cart/cart.testing.js';
import { orderTestApp } from '../../checkout/checkout.testing.js';
import { adminCall, type SignedInStaff, signedInStaff } from '../admin.testing.js';

let t: TestApp;
let c: CartCatalogue;
let viewer: SignedInStaff;
const mailedAt = new Date('2026-03-01T10:00:00Z');
const firstAskedAt = new Date('2026-02-01T09:00:00Z');
beforeAll(async () => {
  ({ t, c } = await orderTestApp());
  viewer = await signedInStaff(t, 'viewer');
  // Sold out: three wait (and one was mailed before). Preorder: one waits. Drop ship: only mailed ones.
  const ask = (variationId: number, notifiedAt: Date | null = null, createdAt = new Date()) => ({
    variationId,
    email: uniqueEmail('restock'),
    notifiedAt,
    createdAt,
  });
  await t.db
    .insert(restockRequests)
    .values([
      ask(c.v.soldOut, null, firstAskedAt),
      ask(c.v.soldOut),
      ask(c.v.soldOut),
      ask(c.v.soldOut, mailedAt, firstAskedAt),
      ask(c.v.preorder),
      ask(c.v.dropShip, mailedAt),
    ]);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await adminCall(t, 'GET', `/restock${query}`, { token: viewer.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Array<Record<string, unknown>>; total: number };
};

describe('GET /admin/restock', () => {
  it('counts the waiting requests per variation, most first, with the oldest and the last mail', async () => {
    const { data, total } = await list();
    const ours = data.filter((row) => [c.v.soldOut, c.v.preorder, c.v.dropShip].includes(row.variation_id as number));
    expect(ours.map((row) => [row.variation_id, row.waiting])).toEqual([
      [c.v.soldOut, 3],
      [c.v.preorder, 1],
    ]);
    expect(ours[0]).toMatchObject({
      oldest_waiting_at: firstAskedAt.toISOString(),
      last_mailed_at: mailedAt.toISOString(),
      stock: 0,
    });
    expect(ours[1]).toMatchObject({ last_mailed_at: null });
    expect(total).toBe(data.length);
  });

  it('lists variations whose requests were all mailed on request, and sorts the other way', async () => {
    const all = await list('?waiting_only=false&sort=waiting&order=asc');
    const ids = all.data.map((row) => row.variation_id);
    expect(ids.indexOf(c.v.dropShip)).toBeLessThan(ids.indexOf(c.v.soldOut));
    expect(all.data.find((row) => row.variation_id === c.v.dropShip)).toMatchObject({
      waiting: 0,
      oldest_waiting_at: null,
      last_mailed_at: mailedAt.toISOString(),
    });
  });

  it('pages on the server and refuses an unknown sort', async () => {
    const page = await list('?per_page=1&page=2');
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(2);
    const past = await list('?per_page=1&page=9');
    expect(past).toEqual({ data: [], total: 2 });
    const bad = await adminCall(t, 'GET', '/restock?sort=email', { token: viewer.token });
    expect(bad.statusCode).toBe(422);
  });
});
