import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { coupons, orders, payments, variations } from '../db/schema/index.js';
import { API, startSession, uniqueIp } from '../features/auth/auth.testing.js';
import { firstStoreId, insertCartCatalogue, insertCoupon } from '../features/cart/cart.testing.js';
import { create, orderBody } from '../features/checkout/checkout.testing.js';
import { advanceOrder, expireUnpaidOrders } from '../features/orders/orders.service.js';
import { signTestCardEvent, testCardSecret } from '../features/payments/providers/test-card.signature.js';
import type { TestApp } from '../testing/test-app.js';
import { testCardReport } from './money-channel-webhooks.js';

// The stock ledger (issue 27 §1): after any mix of creates, payments, cancels and expiries, some at once,
// initial stock = on hand + held + sold, and each coupon's uses = its orders not cancelled.

const lineKinds = ['jacket', 'pouch', 'kit', 'preorder', 'dropShip', 'jacketAndKit'] as const;
type Act =
  | { kind: 'create'; line: (typeof lineKinds)[number]; quantity: number; bank: boolean; coupon: 0 | 1 | 2 }
  | { kind: 'pay' | 'cancel' | 'expire' | 'forward'; pick: number };

const actArbitrary: fc.Arbitrary<Act> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      line: fc.constantFrom(...lineKinds),
      quantity: fc.integer({ min: 1, max: 3 }),
      bank: fc.boolean(),
      coupon: fc.constantFrom(0 as const, 1 as const, 2 as const),
    }),
  },
  ...(['pay', 'cancel', 'expire', 'forward'] as const).map((kind) => ({
    weight: kind === 'cancel' || kind === 'pay' ? 2 : 1,
    arbitrary: fc.record({ kind: fc.constant(kind), pick: fc.nat() }),
  })),
);

/** Batches of acts; the acts of one batch run at the same time. */
export const ledgerArbitrary = fc.array(fc.array(actArbitrary, { minLength: 1, maxLength: 4 }), {
  minLength: 2,
  maxLength: 8,
});

export type LedgerStats = {
  runs: number;
  created: number;
  refused: number;
  paid: number;
  cancelled: number;
  expired: number;
};
export const newLedgerStats = (): LedgerStats => ({
  runs: 0,
  created: 0,
  refused: 0,
  paid: 0,
  cancelled: 0,
  expired: 0,
});

/** One run on fresh rows: the acts, then the ledger of every stocked variation and both coupons. */
export async function runLedger(t: TestApp, batches: Act[][], stats: LedgerStats) {
  const c = await insertCartCatalogue(t);
  const initial = { jacket: 6, pouch: 12, preorder: 3 };
  const ids = { jacket: c.v.normal, pouch: c.v.pouch, preorder: c.v.preorder };
  for (const [name, stock] of Object.entries(initial)) {
    await t.db
      .update(variations)
      .set({ stock })
      .where(eq(variations.id, ids[name as keyof typeof ids]));
  }
  const limited = await insertCoupon(t, { kind: 'percent', value: 10, usageLimit: 2 });
  const open = await insertCoupon(t, { kind: 'fixed', value: 100 });
  const placed: { id: string; number: string }[] = [];
  const linesOf = (line: (typeof lineKinds)[number], quantity: number) => {
    const one = (variationId: number) => [{ variationId, quantity }];
    if (line === 'kit') return { productKits: one(c.kit.variation) };
    if (line === 'jacketAndKit') return { products: one(c.v.normal), productKits: one(c.kit.variation) };
    const variation = { jacket: c.v.normal, pouch: c.v.pouch, preorder: c.v.preorder, dropShip: c.v.dropShip }[line];
    return { products: one(variation) };
  };
  const pickOf = (pick: number) => (placed.length === 0 ? null : placed[pick % placed.length]!);

  const run = async (act: Act) => {
    if (act.kind === 'create') {
      const code = [null, limited.code, open.code][act.coupon];
      const body = orderBody(linesOf(act.line, act.quantity), {
        paymentMethod: act.bank ? 'bank_transfer' : 'card',
        ...(code ? { coupon: { code } } : {}),
      });
      // Each shopper from an address of its own: the per-address session brake is not what this counts.
      const ip = uniqueIp();
      const { token } = await startSession(t, await firstStoreId(t), ip);
      const answer = await create(t, token, body, undefined, { ip });
      expect([201, 409, 422], answer.body).toContain(answer.statusCode);
      if (answer.statusCode !== 201) return void stats.refused++;
      stats.created++;
      placed.push(answer.json().data);
      return;
    }
    const order = pickOf(act.pick);
    if (!order) return;
    if (act.kind === 'cancel') {
      // Asked twice at once: one of them gives the units back, the other is refused or finds it cancelled.
      const answers = await Promise.allSettled(
        [0, 1].map(() => advanceOrder(t, { number: order.number, to: 'cancelled' })),
      );
      if (answers.some((a) => a.status === 'fulfilled')) stats.cancelled++;
    } else if (act.kind === 'expire') {
      await t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
      stats.expired += await expireUnpaidOrders(t);
    } else if (act.kind === 'forward') {
      await advanceOrder(t, { number: order.number }).catch(() => {});
    } else if (await payOrder(t, order.id)) stats.paid++;
  };
  for (const batch of batches) await Promise.all(batch.map(run));

  for (const [name, variationId] of Object.entries(ids)) {
    const counted = await ledgerOf(
      t,
      variationId,
      placed.map((o) => o.id),
    );
    expect({ variation: name, ...counted, total: counted.onHand + counted.held + counted.sold }).toEqual({
      variation: name,
      ...counted,
      total: initial[name as keyof typeof initial],
    });
  }
  for (const coupon of [limited, open]) {
    const [row] = await t.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
    const live =
      placed.length === 0
        ? []
        : await t.db
            .select({ status: orders.status })
            .from(orders)
            .where(
              sql`${inArray(
                orders.id,
                placed.map((o) => o.id),
              )} AND ${orders.couponCode} = ${coupon.code} AND ${orders.status} <> 'cancelled'`,
            );
    expect({ coupon: coupon.code, used: row!.used }).toEqual({ coupon: coupon.code, used: live.length });
  }
  stats.runs++;
}

/** Pays the order the way its method does: a signed test card report, or the owner confirming the transfer. */
async function payOrder(t: TestApp, orderId: string): Promise<boolean> {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (order!.paymentCode === 'bank_transfer') {
    return advanceOrder(t, { number: order!.number, to: 'created' }).then(
      () => true,
      () => false,
    );
  }
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) return false;
  const report = testCardReport({ t, order: order!, token: '', payment });
  const sent = await t.app.inject({
    method: 'POST',
    url: `${API}/payments/test-card/webhook`,
    headers: {
      'content-type': 'application/json',
      'x-test-card-signature': signTestCardEvent(testCardSecret(t.config), report),
    },
    payload: report,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return true;
}

/** Units of a variation on hand, held by the run's unpaid orders, and sold to its paid ones not cancelled. */
async function ledgerOf(t: TestApp, variationId: number, orderIds: string[]) {
  const [row] = await t.db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, variationId));
  if (orderIds.length === 0) return { onHand: row!.stock, held: 0, sold: 0 };
  const result = await t.db.execute<{ held: number; sold: number }>(sql`
    SELECT coalesce(sum(u.units) FILTER (WHERE o.status = 'pending_payment'), 0)::int AS held,
      coalesce(sum(u.units) FILTER (WHERE o.status NOT IN ('pending_payment', 'cancelled')), 0)::int AS sold
    FROM orders o JOIN (
      SELECT l.order_id, l.quantity * coalesce(k.quantity, 1) AS units
      FROM order_lines l LEFT JOIN kit_variation_items k ON k.kit_variation_id = l.kit_variation_id
      WHERE l.variation_id = ${variationId} OR k.variation_id = ${variationId}
    ) u ON u.order_id = o.id
    WHERE o.id IN (SELECT unnest(${sql.param(orderIds)}::uuid[]))`);
  return { onHand: row!.stock, ...result.rows[0]! };
}
