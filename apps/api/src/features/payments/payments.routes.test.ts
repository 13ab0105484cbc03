import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, paymentMethods, payments } from '../../db/schema/index.js';
import { cacheOf } from '../../platform/cache.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { API, latestMailTo, signIn, uniqueEmail, uniqueIp } from '../auth/auth.testing.js';
import {
  defaultStoreId,
  insertOrder,
  orderOf,
  pathOf,
  pay,
  paymentsOf,
  postForm,
  visitor,
} from './payments.testing.js';
import { signTestCardEvent, testCardSecret } from './providers/test-card.signature.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  storeId = await defaultStoreId(t);
});
afterAll(() => t.close());

/** Moves the order's payments back in time, as if they were opened `minutes` ago. */
const agePayments = (orderId: string, minutes: number) =>
  t.db
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(payments.orderId, orderId));
/** Mails to an address written to the outbox (delivered or not). */
const mailsTo = async (email: string) =>
  (await t.db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`)).length;

const declined = { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };
const approved = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('POST /checkout/pay', () => {
  it('pays again after a decline: a new payment, which can succeed', async () => {
    const shopper = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId });
    const first = (await pay(t, shopper.token, order.number)).json().data;
    expect(first.action).toBe('redirect');
    expect((await postForm(t, pathOf(first.url), declined)).headers.location).toContain('/checkout/failure');
    const again = await pay(t, shopper.token, order.number);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.url).not.toBe(first.url);
    expect((await postForm(t, pathOf(again.json().data.url), approved)).headers.location).toContain(
      '/checkout/success',
    );
    expect((await paymentsOf(t, order.id)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
    expect((await orderOf(t, order.id)).paidAt).toBeInstanceOf(Date);
  });

  it('answers the page still open again instead of opening another, however often and concurrently asked', async () => {
    const shopper = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId });
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(t, shopper.token, order.number)));
    const first = answers[0]!.json().data;
    expect(first.action).toBe('redirect');
    expect(answers.map((a) => a.json().data)).toEqual(answers.map(() => first));
    expect((await pay(t, shopper.token, order.number)).json().data).toEqual(first);
    expect((await paymentsOf(t, order.id)).map((p) => p.status)).toEqual(['pending']);
  });

  it('opens a new page, superseding the old one, once the open one is past the reuse window (60 minutes)', async () => {
    const shopper = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId });
    const first = (await pay(t, shopper.token, order.number)).json().data;
    await agePayments(order.id, 61);
    const again = (await pay(t, shopper.token, order.number)).json().data;
    expect(again.url).not.toBe(first.url);
    expect((await postForm(t, pathOf(first.url), approved)).statusCode).toBe(409);
    expect((await paymentsOf(t, order.id)).map((p) => p.status)).toEqual(['superseded', 'pending']);
  });

  it('limits pay-again to 10 calls per order in 10 minutes: 429 with Retry-After beyond', async () => {
    const shopper = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId });
    for (let i = 0; i < 10; i++) expect((await pay(t, shopper.token, order.number)).statusCode).toBe(200);
    const refused = await pay(t, shopper.token, order.number);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another order of the same session is still payable: the count is per order.
    const other = await insertOrder(t, storeId, { sessionId: shopper.sessionId });
    expect((await pay(t, shopper.token, other.number)).statusCode).toBe(200);
  });

  it("does not count a stranger's calls against the owner's order", async () => {
    const owner = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: owner.sessionId });
    const stranger = await visitor(t, storeId);
    for (let i = 0; i < 12; i++) expect((await pay(t, stranger.token, order.number)).statusCode).toBe(404);
    expect((await pay(t, owner.token, order.number)).statusCode).toBe(200);
  });

  it('limits a session to 30 pay-again calls in 10 minutes, over all its orders', async () => {
    const shopper = await visitor(t, storeId);
    const orders = await Promise.all(
      Array.from({ length: 4 }, () => insertOrder(t, storeId, { sessionId: shopper.sessionId })),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await pay(t, shopper.token, orders[i % 4]!.number)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuses (409) a paid order', async () => {
    const shopper = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId, paid: true, status: 'created' });
    const response = await pay(t, shopper.token, order.number);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict');
  });

  it("answers 404 for another session's order and an unknown number, 422 for a malformed one", async () => {
    const owner = await visitor(t, storeId);
    const stranger = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: owner.sessionId });
    expect((await pay(t, stranger.token, order.number)).statusCode).toBe(404);
    expect((await pay(t, owner.token, 'NOPE0000')).statusCode).toBe(404);
    expect((await pay(t, owner.token, 'not a number!')).statusCode).toBe(422);
    expect(await paymentsOf(t, order.id)).toEqual([]);
  });

  it('lets the signed-in customer pay their order from another session', async () => {
    const email = uniqueEmail('payer');
    const customer = await signIn(t, storeId, email, { ip: uniqueIp() });
    const order = await insertOrder(t, storeId, { customerId: customer.customer.id });
    expect((await pay(t, customer.token, order.number)).statusCode).toBe(200);
  });

  it('mails bank transfer instructions (details, amount, order number) and sends the shopper to the success page', async () => {
    const shopper = await visitor(t, storeId);
    const email = uniqueEmail('transfer');
    const order = await insertOrder(t, storeId, {
      sessionId: shopper.sessionId,
      paymentCode: 'bank_transfer',
      language: 'ru',
      total: 1_234_550,
      currency: 'RUB',
      email,
    });
    const response = await pay(t, shopper.token, order.number);
    expect(response.json().data).toEqual({
      action: 'none',
      url: `${t.config.siteUrl}/ru/checkout/success?number=${order.number}`,
    });
    const mail = await latestMailTo(t, email);
    expect(mail?.subject).toBe(`Реквизиты для оплаты заказа ${order.number}`);
    expect(mail?.text).toContain('12\u00a0345,50\u00a0₽');
    expect(mail?.text).toContain(`Назначение платежа: Заказ ${order.number}`);
    expect(mail?.text).toContain('БИК');
    expect(await paymentsOf(t, order.id)).toMatchObject([{ provider: 'bank_transfer', status: 'pending' }]);
    expect((await orderOf(t, order.id)).paidAt).toBeNull();
  });

  it('mails the bank instructions again at most once per 15 minutes, answering the success page meanwhile', async () => {
    const shopper = await visitor(t, storeId);
    const email = uniqueEmail('transfer-again');
    const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId, paymentCode: 'bank_transfer', email });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await pay(t, shopper.token, order.number)).json().data);
    expect(new Set(answers.map((a) => a.url)).size).toBe(1);
    expect(answers[0]).toMatchObject({ action: 'none' });
    expect(await mailsTo(email)).toBe(1);
    await agePayments(order.id, 16);
    await pay(t, shopper.token, order.number);
    await pay(t, shopper.token, order.number);
    expect(await mailsTo(email)).toBe(2);
    expect((await paymentsOf(t, order.id)).map((p) => p.status)).toEqual(['superseded', 'pending']);
  });
});

describe('GET /checkout/paymentMethods', () => {
  const methods = async (query = '', lang = 'en') => {
    const shopper = await visitor(t, storeId);
    return t.app.inject({
      method: 'GET',
      url: `${API}/checkout/paymentMethods${query}`,
      headers: { 'x-auth-token': shopper.token, 'x-app-language': lang },
    });
  };

  it('lists the methods in the request language, each prepaid, PayPal on the test gateway when unconfigured', async () => {
    const response = await methods('?countryCode=DE&shippingMethod=premium');
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((m: { code: string; provider: string }) => [m.code, m.provider])).toEqual([
      ['card', 'test_card'],
      ['paypal', 'test_card'],
      ['bank_transfer', 'bank_transfer'],
    ]);
    expect(list[0]).toMatchObject({ name: 'Bank card', prepaid: true, image: '/media/payments/card.svg' });
    // spec-coverage 1.5b: the checkout's texts mention PayPal.
    expect(list[1]).toMatchObject({ name: 'PayPal', description: expect.stringContaining('PayPal') });
    expect((await methods('', 'ru')).json().data[2].name).toBe('Банковский перевод');
  });

  it('offers a method limited to some countries only there', async () => {
    await t.db
      .update(paymentMethods)
      .set({ countries: ['RU'] })
      .where(eq(paymentMethods.code, 'bank_transfer'));
    // Payment methods are cached (payment-methods.ts): a change of settings drops them.
    cacheOf(t.db).invalidateTag('payments');
    try {
      const codes = async (query: string) => (await methods(query)).json().data.map((m: { code: string }) => m.code);
      expect(await codes('?countryCode=DE')).not.toContain('bank_transfer');
      expect(await codes('?countryCode=RU')).toContain('bank_transfer');
      expect(await codes('')).toContain('bank_transfer');
    } finally {
      await t.db.update(paymentMethods).set({ countries: null }).where(eq(paymentMethods.code, 'bank_transfer'));
      cacheOf(t.db).invalidateTag('payments');
    }
  });

  it('refuses a malformed country code with a message on the field', async () => {
    const response = await methods('?countryCode=germany');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.countryCode).toBeDefined();
  });
});

describe('POST /payments/test-card/webhook', () => {
  const secret = () => testCardSecret(t.config);

  const send = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/payments/test-card/webhook`,
      headers: { 'content-type': 'application/json', 'x-test-card-signature': signature },
      payload: body,
    });

  async function opened() {
    const shopper = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId });
    await pay(t, shopper.token, order.number);
    const [payment] = await paymentsOf(t, order.id);
    const event = (fields: object) =>
      JSON.stringify({
        id: 'evt-1',
        type: 'payment.succeeded',
        paymentId: payment!.id,
        amount: 4990,
        currency: 'USD',
        ...fields,
      });
    return { order, event };
  }

  it('pays the order on a signed success, once however often it is replayed', async () => {
    const { order, event } = await opened();
    const body = event({});
    const signature = signTestCardEvent(secret(), body);
    for (let i = 0; i < 2; i++) {
      const response = await send(body, signature);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { received: true } });
    }
    expect((await paymentsOf(t, order.id))[0]?.status).toBe('succeeded');
    expect((await orderOf(t, order.id)).status).toBe('created');
  });

  it('answers 400 and pays nothing when the signature is wrong or covers another body', async () => {
    const { order, event } = await opened();
    const body = event({});
    expect((await send(body, signTestCardEvent('x'.repeat(32), body))).statusCode).toBe(400);
    expect((await send(body.replace('4990', '4991'), signTestCardEvent(secret(), body))).statusCode).toBe(400);
    expect((await send(body, '')).statusCode).toBe(400);
    expect((await orderOf(t, order.id)).paidAt).toBeNull();
  });

  it('answers 409 and pays nothing for a signed confirmation of the wrong amount or currency', async () => {
    for (const fields of [{ amount: 100 }, { currency: 'EUR' }]) {
      const { order, event } = await opened();
      const body = event(fields);
      expect((await send(body, signTestCardEvent(secret(), body))).statusCode).toBe(409);
      expect((await orderOf(t, order.id)).paidAt).toBeNull();
    }
  });

  it('acknowledges a payment it does not know without changing anything', async () => {
    const body = JSON.stringify({
      id: 'e',
      type: 'payment.failed',
      paymentId: '00000000-0000-4000-8000-000000000000',
      reason: 'x',
    });
    const response = await send(body, signTestCardEvent(secret(), body));
    expect(response.json()).toEqual({ data: { received: false } });
  });
});
