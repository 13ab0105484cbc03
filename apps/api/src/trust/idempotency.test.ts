import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, newKey, orderBody } from '../features/checkout/checkout.testing.js';
import type { TestApp } from '../testing/test-app.js';
import { reportFigure } from './stress-size.js';
import { createRaceApp, insertKitSharingStock, linesOf, shoppers, stockOf } from './trust.testing.js';

// A double click, a retried request, two tabs: one create sent many times at once (docs/checkout.md).
const SUITE = 'idempotency';
const COPIES = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createRaceApp();
});
afterAll(() => t.close());

async function ordersWithKey(key: string) {
  const result = await t.db.execute<{ id: string; number: string }>(
    sql`SELECT id, number FROM orders WHERE idempotency_key = ${key}`,
  );
  return result.rows;
}

async function mailsAbout(number: string) {
  const result = await t.db.execute<{ subject: string }>(
    sql`SELECT payload->>'subject' AS subject FROM outbox WHERE payload->>'subject' LIKE ${`%${number}%`} ORDER BY id`,
  );
  return result.rows.map((row) => row.subject);
}

/** The same body with the same key from the same session, `COPIES` times at once. */
async function sendCopies(paymentMethod = 'card') {
  const { a } = await insertKitSharingStock(t, { a: 5, b: 0 });
  const [token] = await shoppers(t, 1);
  const key = newKey();
  const body = orderBody({ products: [{ variationId: a, quantity: 1 }] }, { paymentMethod });
  const answers = await Promise.all(Array.from({ length: COPIES }, () => create(t, token!, body, key)));
  return { a, token: token!, key, body, answers };
}

describe('POST /checkout/create sent again with the same idempotency key', () => {
  it(`answers ${COPIES} simultaneous copies with one order, named in every answer`, async () => {
    const { a, key, answers } = await sendCopies();
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(COPIES).fill(201));
    const numbers = new Set(answers.map((answer) => answer.json().data.number));
    const orders = await ordersWithKey(key);
    expect(orders).toHaveLength(1);
    expect([...numbers]).toEqual([orders[0]!.number]);
    expect(await linesOf(t, orders[0]!.id)).toEqual([{ variation: a, kit: null, quantity: 1 }]);
    expect(await stockOf(t, a)).toBe(4);
    // One confirmation to the customer, one notice to the shop.
    expect((await mailsAbout(orders[0]!.number)).sort()).toEqual(
      [`New order ${orders[0]!.number}`, `Order ${orders[0]!.number} received`].sort(),
    );
    reportFigure(SUITE, 'simultaneous copies → orders written', `${COPIES} → ${orders.length}`);
  });

  it('answers a copy with the first order even after the stock has run out', async () => {
    const { a } = await insertKitSharingStock(t, { a: 1, b: 0 });
    const [token] = await shoppers(t, 1);
    const key = newKey();
    const body = orderBody({ products: [{ variationId: a, quantity: 1 }] });
    const first = await create(t, token!, body, key);
    expect(first.statusCode).toBe(201);
    expect(await stockOf(t, a)).toBe(0);
    const again = await create(t, token!, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.number).toBe(first.json().data.number);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  // A copy answers the payment the first request opened (payment-start.ts resumePayment).
  it('sends every copy to the same open card page', async () => {
    const { answers } = await sendCopies();
    for (const answer of answers) {
      const page = new URL(answer.json().data.payment.url).pathname;
      expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
    }
  });

  it('mails the bank-transfer instructions once, however many copies arrive', async () => {
    const { key } = await sendCopies('bank_transfer');
    const [order] = await ordersWithKey(key);
    const instructions = (await mailsAbout(order!.number)).filter((s) => s.startsWith('Payment instructions'));
    expect(instructions).toHaveLength(1);
  });
});
