import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockStock } from '../../features/checkout/order-write.queries.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A cart and an order of the same variations at once must not deadlock: the stock lock is FOR NO KEY
 * UPDATE, which a cart line's KEY SHARE does not block (docs/security.md, "Load").
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t?.close();
});

/** Resolves once some transaction of this database waits for a row lock. */
async function untilSomeoneWaitsForALock(pool: pg.Pool) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await pool.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for a lock');
}

describe('stock lock of an order against a cart being written', () => {
  it('lets a cart referencing two variations and an order of the same two both finish', async () => {
    const { rows: variations } = await t.pool.query<{ id: number }>(
      "SELECT id FROM variations WHERE availability = 'normal' AND is_active ORDER BY id LIMIT 2",
    );
    const [low, high] = variations.map((row) => row.id) as [number, number];
    const { rows: sessions } = await t.pool.query<{ id: string }>(
      "INSERT INTO sessions (store_id, device_id, platform) SELECT id, 'stock-lock', 'web' FROM stores LIMIT 1 RETURNING id",
    );
    const cartClient = await t.pool.connect();
    const line = 'INSERT INTO cart_lines (cart_id, variation_id, quantity) VALUES ($1, $2, 1)';
    await cartClient.query('BEGIN');
    const { rows } = await cartClient.query<{ id: string }>('INSERT INTO carts (session_id) VALUES ($1) RETURNING id', [
      sessions[0]!.id,
    ]);
    await cartClient.query(line, [rows[0]!.id, high]);
    const order = t.db.transaction((tx) => lockStock(tx, [low, high]));
    // The order holds `low` and waits for `high` (or, fixed, has finished); the cart goes on to `low`.
    await Promise.race([untilSomeoneWaitsForALock(t.pool), order.catch(() => {})]);
    const cart = cartClient.query(line, [rows[0]!.id, low]).then(() => cartClient.query('COMMIT'));
    const outcomes = await Promise.allSettled([cart, order]);
    await cartClient.query('ROLLBACK').catch(() => {});
    cartClient.release();
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'done'))).toEqual([
      'done',
      'done',
    ]);
  });
});
