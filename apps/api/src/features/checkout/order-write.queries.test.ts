import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements } from '../../testing/statement-count.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { mailWrite } from '../mail/mail.service.js';
import { nextOrderNumber } from './order-numbers.js';
import { insertOrder, type NewOrder, stillDropShipped } from './order-write.queries.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  storeId = (await t.pool.query<{ id: number }>('SELECT id FROM stores LIMIT 1')).rows[0]!.id;
});
afterAll(() => t?.close());

const variationWhere = async (availability: string) =>
  (
    await t.pool.query<{ id: number }>(
      'SELECT id FROM variations WHERE availability = $1 AND is_active ORDER BY id LIMIT 1',
      [availability],
    )
  ).rows[0]!.id;

function anOrder(variationId: number) {
  const key = randomBytes(8).toString('hex');
  const order: NewOrder = {
    number: `T-${key}`,
    storeId,
    idempotencyKey: key,
    status: 'pending_payment',
    language: 'en',
    currency: 'USD',
    exchangeRate: '1',
    shippingCode: 'premium',
    shippingName: 'Premium post',
    paymentCode: 'card',
    paymentName: 'Card',
    subtotal: 1000,
    total: 1000,
    email: 'buyer@example.test',
  };
  const lines = [{ variationId, name: 'Patch', quantity: 1, unitPrice: 1000, total: 1000 }];
  const totals = [{ code: 'total', title: 'Total', value: 1000, position: 0 }];
  const addresses = [{ role: 'customer', firstname: 'Anna', lastname: 'Müller', email: 'buyer@example.test' }];
  const mail = mailWrite({ to: 'buyer@example.test', subject: `Order ${key}`, text: 'Thanks', html: '<p>Thanks</p>' });
  return {
    key,
    write: (when = stillDropShipped([variationId])) =>
      insertOrder(t.db, order, { lines, totals, addresses }, [mail], when),
  };
}

const countsOf = async (key: string) =>
  (
    await t.pool.query(
      `SELECT (SELECT count(*)::int FROM orders WHERE idempotency_key = $1) AS orders,
        (SELECT count(*)::int FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.idempotency_key = $1) AS lines,
        (SELECT count(*)::int FROM outbox WHERE payload->>'subject' = 'Order ' || $1) AS mails`,
      [key],
    )
  ).rows[0];

describe('an order written without a transaction', () => {
  it('is written whole, mail included, while its goods are drop-shipped', async () => {
    const order = anOrder(await variationWhere('drop_ship'));
    expect(await order.write()).toMatchObject({ number: expect.stringMatching(/^T-/), total: 1000 });
    expect(await countsOf(order.key)).toEqual({ orders: 1, lines: 1, mails: 1 });
  });

  it('is not written at all, nor its mail, once a variation keeps stock', async () => {
    const order = anOrder(await variationWhere('normal'));
    expect(await order.write()).toBeNull();
    expect(await countsOf(order.key)).toEqual({ orders: 0, lines: 0, mails: 0 });
  });
});

describe('nextOrderNumber', () => {
  it('hands out distinct numbers to concurrent orders, a block per round trip', async () => {
    const log = recordStatements();
    let numbers: string[] = [];
    try {
      const statements = await log.measure(async () => {
        numbers = await Promise.all(Array.from({ length: 30 }, () => nextOrderNumber(t.db, t.db)));
      });
      // 30 numbers from blocks of 20: two draws of the sequence, not thirty.
      expect(statements.filter((s) => s.includes('order_number_seq'))).toHaveLength(2);
    } finally {
      log.stop();
    }
    expect(new Set(numbers).size).toBe(30);
    expect(numbers.every((n) => /^KR-\d+$/.test(n))).toBe(true);
  });
});
