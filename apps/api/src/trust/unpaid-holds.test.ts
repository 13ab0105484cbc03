import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, variations } from '../db/schema/index.js';
import { uniqueIp } from '../features/auth/auth.testing.js';
import { type CartCatalogue, insertCartCatalogue, visitor } from '../features/cart/cart.testing.js';
import { create, orderBody } from '../features/checkout/checkout.testing.js';
import { expireUnpaidOrders } from '../features/orders/orders.service.js';
import { signTestCardEvent, testCardSecret } from '../features/payments/providers/test-card.signature.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { postTestCardReport, testCardReport } from './money-channel-webhooks.js';
import { reportFigure } from './stress-size.js';

/**
 * Issue 27 §1: a session and a client key hold few unpaid orders at once, also when creates race; a late
 * payment brings neither an expired order nor its stock back.
 */
const SUITE = 'unpaid holds';
const PER_SESSION = 3;
const PER_CLIENT = 10;

let t: TestApp;
let c: CartCatalogue;
beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    env: { CHECKOUT_UNPAID_PER_SESSION: String(PER_SESSION), CHECKOUT_UNPAID_PER_CLIENT: String(PER_CLIENT) },
  });
  c = await insertCartCatalogue(t);
  await t.db.update(variations).set({ stock: 1000 }).where(eq(variations.id, c.v.pouch));
});
afterAll(() => t.close());

const place = (token: string, ip: string, variationId = c.v.pouch) =>
  create(t, token, orderBody({ products: [{ variationId, quantity: 1 }] }), undefined, { ip });

/** Variations of the pouch's product with stock: orders of different ones do not queue on a stock row. */
async function pouches(n: number) {
  const [pouch] = await t.db.select().from(variations).where(eq(variations.id, c.v.pouch));
  const rows = await t.db
    .insert(variations)
    .values(
      Array.from({ length: n }, (_, i) => ({
        productId: pouch!.productId,
        sku: `cap-${i}-${Date.now()}`,
        price: 700,
        stock: 10,
        weightGrams: 100,
      })),
    )
    .returning({ id: variations.id });
  return rows.map((row) => row.id);
}
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const expireOrder = async (id: string) => {
  await t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, id));
  await expireUnpaidOrders(t);
};

describe('POST /checkout/create past the unpaid-order cap', () => {
  it(`lets one session hold ${PER_SESSION} unpaid orders, then answers 429 with a clear message`, async () => {
    const ip = uniqueIp();
    const { token } = await visitor(t);
    const answers = [];
    for (let i = 0; i <= PER_SESSION; i++) answers.push(await place(token, ip));
    expect(statuses(answers.slice(0, -1))).toEqual(Array(PER_SESSION).fill(201));
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().message).toMatch(/unpaid orders.*pay one of them, or wait until it expires/);

    // One expires: its place is free again.
    await expireOrder(answers[0]!.json().data.id);
    expect((await place(token, ip)).statusCode).toBe(201);
  });

  it(`lets one client key hold ${PER_CLIENT} across its sessions; another address is not held back`, async () => {
    const ip = uniqueIp();
    const answers = [];
    for (let i = 0; i <= PER_CLIENT; i++) answers.push(await place((await visitor(t)).token, ip));
    expect(statuses(answers.slice(0, -1))).toEqual(Array(PER_CLIENT).fill(201));
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect((await place((await visitor(t)).token, uniqueIp())).statusCode).toBe(201);
  });

  it('holds when the creates of one session, and of one address, arrive at once', async () => {
    const { token } = await visitor(t);
    const ip = uniqueIp();
    // Each order of its own variation, so only the cap's locks can make them queue.
    const own = await pouches(16);
    const bySession = await Promise.all(own.slice(0, 8).map((variationId) => place(token, ip, variationId)));
    expect(bySession.filter((a) => a.statusCode === 201)).toHaveLength(PER_SESSION);
    const other = uniqueIp();
    const tokens = await Promise.all(Array.from({ length: 16 }, async () => (await visitor(t)).token));
    const byAddress = await Promise.all(tokens.map((each, i) => place(each, other, own[i])));
    expect(byAddress.filter((a) => a.statusCode === 201)).toHaveLength(PER_CLIENT);
    expect(byAddress.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 429)).toBe(true);
    reportFigure(
      SUITE,
      'orders of one session / one address, creates at once',
      `${PER_SESSION} of 8 / ${PER_CLIENT} of 16`,
    );
  });
});

describe('a payment that arrives after its order expired', () => {
  it('leaves the order cancelled, takes no stock again, and flags the payment for a refund', async () => {
    const { token } = await visitor(t);
    const answer = await place(token, uniqueIp());
    const id = answer.json().data.id as string;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    await expireOrder(id);
    const stock = async () =>
      (await t.db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, c.v.pouch)))[0]!.stock;
    const before = await stock();

    const report = testCardReport({ t, order: order!, token, payment: payment! });
    const sent = await postTestCardReport({ t, c }, report, signTestCardEvent(testCardSecret(t.config), report));
    expect(sent).toBe('200 received');
    const [after] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(after).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await stock()).toBe(before);
    const [flagged] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(flagged).toMatchObject({ status: 'succeeded', failureReason: expect.stringContaining('refund') });
  });
});
