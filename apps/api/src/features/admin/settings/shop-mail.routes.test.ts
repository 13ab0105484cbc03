import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/executor.js';
import { auditLog, outbox, stores, variations } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { type CartCatalogue, insertCartCatalogue, visitor } from '../../cart/cart.testing.js';
import { create, orderBody } from '../../checkout/checkout.testing.js';
import { releaseOrderHolds } from '../../orders/order-holds.js';
import { failPayment } from '../../payments/payments.service.js';
import { paymentsOf } from '../../payments/payments.testing.js';
import { adminCall, mailTo, type SignedInStaff, signedInStaff } from '../admin.testing.js';

let t: TestApp;
let c: CartCatalogue;
let owner: SignedInStaff;
let storeEmail: string;
const shopAddress = 'orders-desk@example.com';

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
  owner = await signedInStaff(t, 'owner');
  const [store] = await t.db.select({ email: stores.email }).from(stores).where(eq(stores.code, 'default'));
  storeEmail = store!.email;
});
afterAll(() => t.close());

const settings = () => adminCall(t, 'GET', '/settings', { token: owner.token });
const setSettings = (body: unknown) => adminCall(t, 'PATCH', '/settings', { token: owner.token, body });

let ip = 0;
/** An order of `quantity` pouches by a new visitor from an address of its own (clear of the unpaid caps). */
async function orderPouches(quantity: number) {
  const { token } = await visitor(t);
  ip += 1;
  const response = await create(t, token, orderBody({ products: [{ variationId: c.v.pouch, quantity }] }), undefined, {
    ip: `10.77.${Math.floor(ip / 250)}.${ip % 250}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: string };
}

type Payload = { to: string; subject: string; text: string };
const queuedTo = async (to: string, subject: string) =>
  (
    await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(sql`${outbox.payload}->>'to' = ${to}`, sql`${outbox.payload}->>'subject' LIKE ${`%${subject}%`}`))
  ).map((row) => row.payload as Payload);

describe('GET and PATCH /admin/settings', () => {
  it("answers the defaults first: the store's own address and a threshold of 3", async () => {
    const response = await settings();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      notification_email: null,
      store_email: storeEmail,
      low_stock_threshold: 3,
      version: 1,
    });
  });

  it('sets the address and threshold, audited, and answers 409 to a stale version', async () => {
    const response = await setSettings({
      notification_email: shopAddress.toUpperCase(),
      low_stock_threshold: 4,
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ notification_email: shopAddress, low_stock_threshold: 4, version: 2 });
    expect((await settings()).json().data).toMatchObject({ notification_email: shopAddress, version: 2 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(entry).toMatchObject({ staffId: owner.member.id, before: { email: null, low_stock_threshold: 3 } });
    expect(entry?.after).toEqual({ email: shopAddress, low_stock_threshold: 4 });
    const retry = await setSettings({ notification_email: shopAddress, low_stock_threshold: 4, version: 1 });
    expect(retry.json().data.version).toBe(2);
    const stale = await setSettings({ notification_email: null, low_stock_threshold: 4, version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
  });

  it('answers 422 per field', async () => {
    const response = await setSettings({ notification_email: 'nope', low_stock_threshold: -1, version: 2 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().codes).sort()).toEqual(['low_stock_threshold', 'notification_email']);
  });

  it('refuses a manager', async () => {
    const manager = await signedInStaff(t, 'manager');
    expect((await adminCall(t, 'GET', '/settings', { token: manager.token })).statusCode).toBe(403);
  });
});

describe("mail to the shop goes to the settings' address", () => {
  it('a new order', async () => {
    const order = await orderPouches(1);
    const mail = await mailTo(t, shopAddress, new RegExp(`New order ${order.number}`));
    expect(mail?.text).toContain(order.number);
    expect(await queuedTo(storeEmail, order.number)).toHaveLength(0);
  });

  it('a failed payment, once', async () => {
    const order = await orderPouches(1);
    // Checkout opened its payment (pending) with the order.
    const payment = (await paymentsOf(t, order.id)).find((row) => row.status === 'pending');
    const deps = { db: t.db, config: t.config };
    await failPayment(deps, { provider: 'test_card', paymentId: payment!.id, reason: 'card_declined' });
    await failPayment(deps, { provider: 'test_card', paymentId: payment!.id, reason: 'card_declined' });
    const mail = await mailTo(t, shopAddress, new RegExp(`Payment failed for order ${order.number}`));
    expect(mail?.text).toContain('Reason: card_declined');
    expect(mail?.text).toMatch(/\$\d/);
    expect(await queuedTo(shopAddress, `Payment failed for order ${order.number}`)).toHaveLength(1);
  });

  it('low stock: once when an order takes a variation to the threshold, again only after it was above', async () => {
    const [pouch] = await t.db.select().from(variations).where(eq(variations.id, c.v.pouch));
    const lowMails = async () =>
      (await queuedTo(shopAddress, 'Low stock')).filter((mail) => mail.text.includes(`[${pouch!.sku}]`));
    await t.db.update(variations).set({ stock: 6 }).where(eq(variations.id, c.v.pouch));
    await orderPouches(1); // 5 left: above 4
    expect(await lowMails()).toHaveLength(0);
    const crossing = await orderPouches(1); // 4 left: at the threshold
    expect(await lowMails()).toHaveLength(1);
    const [mail] = await lowMails();
    expect(mail?.text).toContain(`[${pouch!.sku}] — 4 left`);
    const below = await orderPouches(1); // 3 left: still low, told already
    expect(await lowMails()).toHaveLength(1);
    // Both orders give their units back (cancelled or expired): 5, above again, so the next fall tells again.
    await inTransaction(t.db, (tx) => releaseOrderHolds(tx, below.id));
    await inTransaction(t.db, (tx) => releaseOrderHolds(tx, crossing.id));
    await orderPouches(1);
    expect(await lowMails()).toHaveLength(2);
    expect(await mailTo(t, shopAddress, /Low stock/)).toBeDefined();
  });

  it('low stock: two orders crossing at once mail once', async () => {
    const [jacket] = await t.db.select().from(variations).where(eq(variations.id, c.v.normal));
    const lowMails = async () =>
      (await queuedTo(shopAddress, 'Low stock')).filter((mail) => mail.text.includes(`[${jacket!.sku}]`));
    await t.db.update(variations).set({ stock: 6 }).where(eq(variations.id, c.v.normal));
    const order = async () => {
      const { token } = await visitor(t);
      ip += 1;
      const body = orderBody({ products: [{ variationId: c.v.normal, quantity: 2 }] });
      return create(t, token, body, undefined, { ip: `10.78.${Math.floor(ip / 250)}.${ip % 250}` });
    };
    // 6 → 4 → 2 in whichever order they commit: the first crosses, the second finds the alert taken.
    const answers = await Promise.all([order(), order()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await lowMails()).toHaveLength(1);
  });
});
