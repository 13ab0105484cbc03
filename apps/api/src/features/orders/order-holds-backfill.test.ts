import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { insertCartCatalogue, insertCoupon, visitor } from '../cart/cart.testing.js';
import { create, orderBody } from '../checkout/checkout.testing.js';
import { advanceOrder } from './orders.service.js';

/** Migration 0014 gives orders placed before it what checkout now records: the give-back must match. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const migration = path.resolve(import.meta.dirname, '../../db/migrations/0014_order_holds.sql');
/** The migration's UPDATE statements, re-run over rows whose new columns were emptied. */
const backfills = () =>
  readFileSync(migration, 'utf8')
    .split('--> statement-breakpoint')
    .filter((part) => /^UPDATE/m.test(part) && !/ALTER TABLE|CREATE INDEX/.test(part));

describe('migration 0014 on orders placed before it', () => {
  it('finds the units and coupon each order holds, as checkout records them', async () => {
    const c = await insertCartCatalogue(t);
    await t.pool.query('UPDATE variations SET stock = 50 WHERE id = ANY($1)', [[c.v.normal, c.v.pouch]]);
    const coupon = await insertCoupon(t, { kind: 'percent', value: 10 });
    const bodies = [
      // The pouch both alone and twice in each kit: one key, summed.
      orderBody(
        {
          productKits: [{ variationId: c.kit.variation, quantity: 2 }],
          products: [{ variationId: c.v.pouch, quantity: 1 }],
        },
        { coupon: { code: coupon.code.toLowerCase() } },
      ),
      orderBody(
        {
          products: [
            { variationId: c.v.dropShip, quantity: 1 },
            { variationId: c.v.normal, quantity: 2 },
          ],
        },
        { paymentMethod: 'bank_transfer' },
      ),
      orderBody({ products: [{ variationId: c.v.pouch, quantity: 1 }] }),
    ];
    const numbers: string[] = [];
    for (const body of bodies) {
      const answer = await create(t, (await visitor(t)).token, body);
      expect(answer.statusCode, answer.body).toBe(201);
      numbers.push(answer.json().data.number);
    }
    await advanceOrder(t, { number: numbers[2]!, to: 'cancelled' });
    const read = async () =>
      (
        await t.pool.query(
          `SELECT number, stock_held, coupon_id, stock_returned_at IS NOT NULL AS returned,
          CASE WHEN status = 'pending_payment' THEN round(extract(epoch FROM hold_until - created_at) / 60) END AS minutes
          FROM orders WHERE number = ANY($1) ORDER BY number`,
          [numbers],
        )
      ).rows;
    const written = await read();
    expect(written[0].stock_held).toEqual({ [c.v.normal]: 2, [c.v.pouch]: 5 });

    await t.pool.query(
      'UPDATE orders SET stock_held = NULL, coupon_id = NULL, stock_returned_at = NULL, hold_until = NULL',
    );
    for (const statement of backfills()) await t.pool.query(statement);
    expect(await read()).toEqual(written);
  });
});
