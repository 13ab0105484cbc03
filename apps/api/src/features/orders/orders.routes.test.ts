import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAddresses, orderLines, orderStatusHistory, orders, products } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/test-app.js';
import { call, signIn, uniqueEmail } from '../auth/auth.testing.js';
import { type CartCatalogue, visitor } from '../cart/cart.testing.js';
import { create, orderBody, orderTestApp, person } from '../checkout/checkout.testing.js';
import { listMailbox } from '../mail/file-mailbox.js';
import { mailboxDir } from '../mail/mailer.js';
import { advanceOrder, markOrderPaid } from './orders.service.js';

let t: TestApp;
let c: CartCatalogue;
let storeId: number;
beforeAll(async () => {
  ({ t, c, storeId } = await orderTestApp());
});
afterAll(() => t.close());

/** The delivered mail to an address with this subject (mail sent in one batch may share a millisecond). */
async function mailTo(email: string, subject: string) {
  await t.app.outbox.drain();
  return (await listMailbox(mailboxDir(t.config))).find((m) => m.to === email.toLowerCase() && m.subject === subject);
}

/** A signed-in customer with one order placed through the checkout. */
async function customerWithOrder() {
  const email = uniqueEmail('orders');
  const customer = await signIn(t, storeId, email);
  const body = orderBody({ products: [{ variationId: c.v.pouch, quantity: 2 }] }, { customer: { ...person, email } });
  const created = await create(t, customer.token, body);
  if (created.statusCode !== 201) throw new Error(created.body);
  return { ...customer, email, order: created.json().data as { id: string; number: string } };
}

describe('GET /profile/orders and /profile/orders/actual', () => {
  it("lists the customer's orders, newest first, with state and total", async () => {
    const { token, order } = await customerWithOrder();
    const list = await call(t, 'GET', '/profile/orders', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().data).toEqual([
      expect.objectContaining({ number: order.number, state: 'pending_payment', itemCount: 2, total: '$32.00' }),
    ]);
    const actual = await call(t, 'GET', '/profile/orders/actual', { token });
    expect(actual.json().data.map((o: { number: string }) => o.number)).toEqual([order.number]);
  });

  it('leaves delivered and cancelled orders out of the actual ones', async () => {
    const { token, order } = await customerWithOrder();
    await advanceOrder({ db: t.db, config: t.config }, { number: order.number, to: 'cancelled' });
    const actual = await call(t, 'GET', '/profile/orders/actual', { token });
    expect(actual.json().data).toEqual([]);
  });

  it('shows an order placed as a visitor once that visitor signs in', async () => {
    const guest = await visitor(t);
    const created = await create(t, guest.token, orderBody({ products: [{ variationId: c.v.pouch, quantity: 1 }] }));
    const customer = await signIn(t, storeId, uniqueEmail('guest'), { visitor: guest });
    const list = await call(t, 'GET', '/profile/orders', { token: customer.token });
    expect(list.json().data.map((o: { number: string }) => o.number)).toEqual([created.json().data.number]);
    const stranger = await signIn(t, storeId, uniqueEmail('stranger'));
    expect((await call(t, 'GET', '/profile/orders', { token: stranger.token })).json().data).toEqual([]);
  });

  it('is for signed-in customers only', async () => {
    const { token } = await visitor(t);
    expect((await call(t, 'GET', '/profile/orders', { token })).statusCode).toBe(401);
  });
});

describe('GET /profile/orders/:id', () => {
  it('shows the order detail: lines, totals, address, history', async () => {
    const { token, order, email } = await customerWithOrder();
    const response = await call(t, 'GET', `/profile/orders/${order.id}`, { token });
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({
      number: order.number,
      customer: { email, firstname: 'Anna', lastname: 'Müller' },
      customerAddress: { city: 'Berlin', countryCode: 'DE', countryName: 'Germany', postalCode: '10117' },
      shippingName: 'Premium postal service',
      paymentName: 'Bank card',
      paymentImage: '/media/payments/card.svg',
      trackNumber: null,
    });
    expect(detail.products).toHaveLength(1);
    expect(detail.totals.map((row: { code: string }) => row.code)).toEqual(['subtotal', 'shipping', 'total']);
    expect(detail.history.map((h: { state: string }) => h.state)).toEqual(['pending_payment']);
  });

  it("names the region in the request language, not by its code ('RU-MOW')", async () => {
    const { token, order } = await customerWithOrder();
    await t.db
      .update(orderAddresses)
      .set({ countryCode: 'RU', zone: 'RU-MOW', city: 'Москва' })
      .where(eq(orderAddresses.orderId, order.id));
    const detail = async (lang: string) =>
      (await call(t, 'GET', `/profile/orders/${order.id}`, { token, headers: { 'x-app-language': lang } })).json().data;
    expect((await detail('en')).customerAddress).toMatchObject({ zone: 'RU-MOW', countryZoneName: 'Moscow' });
    expect((await detail('ru')).customerAddress).toMatchObject({ zone: 'RU-MOW', countryZoneName: 'Москва' });
  });

  it('links each line to its product page while the product is sold, and to nothing after', async () => {
    const { token, order } = await customerWithOrder();
    const [line] = await t.db
      .select({ slug: products.slug, productId: products.id })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, order.id));
    const linkOf = async () =>
      (await call(t, 'GET', `/profile/orders/${order.id}`, { token })).json().data.products[0].link;
    expect(await linkOf()).toBe(`/product/${line!.slug}`);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, line!.productId));
    try {
      expect(await linkOf()).toBeNull();
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, line!.productId));
    }
  });

  it("answers 404 for another customer's order and for an id that is not one", async () => {
    const { order } = await customerWithOrder();
    const other = await customerWithOrder();
    expect((await call(t, 'GET', `/profile/orders/${order.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await call(t, 'GET', '/profile/orders/not-a-uuid', { token: other.token })).statusCode).toBe(422);
  });
});

describe('order states', () => {
  const deps = () => ({ db: t.db, config: t.config });

  it('moves a paid order along created → assembly → assembled → shipped, recording and mailing each step', async () => {
    const { token, order, email } = await customerWithOrder();
    await t.db.transaction((tx) => markOrderPaid(deps(), tx, order.id));
    await advanceOrder(deps(), { number: order.number });
    await advanceOrder(deps(), { number: order.number });
    await expect(advanceOrder(deps(), { number: order.number })).rejects.toMatchObject({ code: 'validation_failed' });
    await advanceOrder(deps(), { number: order.number, trackNumber: 'RA123456789RU' });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.toStatus)).toEqual(['pending_payment', 'created', 'assembly', 'assembled', 'shipped']);
    const detail = (await call(t, 'GET', `/profile/orders/${order.id}`, { token })).json().data;
    expect(detail).toMatchObject({ state: 'shipped', trackNumber: 'RA123456789RU' });
    expect(detail.trackMessage).toContain('RA123456789RU');
    const mail = await mailTo(email, `Order ${order.number}: Shipped`);
    expect(mail?.text).toContain('RA123456789RU');
  });

  it('refuses a skipped step and a move out of a final state', async () => {
    const { order } = await customerWithOrder();
    await expect(advanceOrder(deps(), { number: order.number, to: 'shipped' })).rejects.toMatchObject({
      code: 'conflict',
    });
    await advanceOrder(deps(), { number: order.number, to: 'cancelled' });
    await expect(advanceOrder(deps(), { number: order.number })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('marks an order paid exactly once, and tells the customer the payment arrived', async () => {
    const { order, email } = await customerWithOrder();
    expect(await t.db.transaction((tx) => markOrderPaid(deps(), tx, order.id))).toBe(true);
    expect(await t.db.transaction((tx) => markOrderPaid(deps(), tx, order.id))).toBe(false);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('created');
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.toStatus === 'created')).toHaveLength(1);
    expect(await mailTo(email, `Order ${order.number}: payment received`)).toBeDefined();
  });

  it('sends the codes of digital products by e-mail once the order is paid, and only then', async () => {
    const email = uniqueEmail('digital');
    const customer = await signIn(t, storeId, email);
    const body = orderBody(
      { products: [{ variationId: c.v.digital, quantity: 1 }] },
      {
        customer: { ...person, email },
        address: { country: '', countryZone: '', city: '', address: '', postalCode: '' },
      },
      { shippingMethod: null, pickupPoint: null },
    );
    const created = await create(t, customer.token, body);
    expect(created.statusCode).toBe(201);
    const orderId = created.json().data.id as string;
    const codes = () =>
      t.db.select({ code: orderLines.digitalCode }).from(orderLines).where(eq(orderLines.orderId, orderId));
    expect((await codes())[0]?.code).toBeNull();
    await t.db.transaction((tx) => markOrderPaid(deps(), tx, orderId));
    const [{ code }] = (await codes()) as [{ code: string }];
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const mail = await mailTo(email, `Your digital products from order ${created.json().data.number}`);
    expect(mail?.text).toContain(code);
  });

  it('confirms a bank transfer when the owner moves the unpaid order to created', async () => {
    const { order } = await customerWithOrder();
    await advanceOrder(deps(), { number: order.number });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paidAt).not.toBeNull();
    expect(row?.status).toBe('created');
  });
});
