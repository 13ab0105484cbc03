import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  defaultStoreId,
  insertOrder,
  orderOf,
  pathOf,
  pay,
  paymentsOf,
  postForm,
  visitor,
} from '../payments.testing.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  storeId = await defaultStoreId(t);
});
afterAll(() => t.close());

const goodCard = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/** An unpaid order of a new visitor and the hosted page its payment opened. */
async function openPayment(options: Parameters<typeof insertOrder>[2] = {}) {
  const shopper = await visitor(t, storeId);
  const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId, ...options });
  const started = await pay(t, shopper.token, order.number);
  expect(started.statusCode).toBe(200);
  const page = pathOf(started.json().data.url);
  return { shopper, order, page };
}

const paidTransitions = (orderId: string) =>
  t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

describe('GET /pay/test-card/:paymentId', () => {
  it('shows the shop, the order number, the amount and the test cards, with no script allowed', async () => {
    const { order, page } = await openPayment({ total: 12_345 });
    expect(page).toMatch(/^\/pay\/test-card\/[0-9a-f-]{36}$/);
    const response = await t.app.inject({ method: 'GET', url: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Kordon');
    expect(response.body).toContain(`Order ${order.number}`);
    expect(response.body).toContain('$123.45');
    expect(response.body).toContain('4242 4242 4242 4242');
    expect(response.body).toContain('4000 0000 0000 0002');
    expect(response.body).toContain('4000 0000 0000 3220');
    expect(response.body).not.toContain('<script');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain('script-src');
  });

  it('speaks the order language', async () => {
    const { page } = await openPayment({ language: 'ru', total: 500_000, currency: 'RUB' });
    const response = await t.app.inject({ method: 'GET', url: page });
    expect(response.body).toContain('Оплата картой');
    expect(response.body).toContain('5\u00a0000,00\u00a0₽');
  });

  it('answers 404 for an unknown or malformed payment', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-payment']) {
      expect((await t.app.inject({ method: 'GET', url: `/pay/test-card/${id}` })).statusCode).toBe(404);
    }
  });
});

describe('POST /pay/test-card/:paymentId', () => {
  it('pays the order with 4242…: signed report first, then the shopper goes to the success page', async () => {
    const { order, page } = await openPayment();
    const response = await postForm(t, page, goodCard);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${t.config.siteUrl}/checkout/success?number=${order.number}`);
    const [payment] = await paymentsOf(t, order.id);
    expect(payment).toMatchObject({ status: 'succeeded', amount: 4990, currency: 'USD', provider: 'test_card' });
    expect(payment?.confirmedAt).toBeInstanceOf(Date);
    const paid = await orderOf(t, order.id);
    expect(paid.status).toBe('created');
    expect(paid.paidAt).toBeInstanceOf(Date);
    // The page is closed now: a second card cannot pay again.
    const again = await postForm(t, page, goodCard);
    expect(again.statusCode).toBe(409);
    expect(await paidTransitions(order.id)).toHaveLength(1);
  });

  it('declines 4000…0002 and any other card: failure page, payment failed, order still unpaid', async () => {
    for (const number of ['4000000000000002', '5555555555554444']) {
      const { order, page } = await openPayment({ language: 'ru' });
      const response = await postForm(t, page, { ...goodCard, number });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${t.config.siteUrl}/ru/checkout/failure?number=${order.number}`);
      const [payment] = await paymentsOf(t, order.id);
      expect(payment).toMatchObject({ status: 'failed', failureReason: 'test card: card_declined' });
      expect(await orderOf(t, order.id)).toMatchObject({ status: 'pending_payment', paidAt: null });
    }
  });

  it('answers 422 with a message per field and changes nothing', async () => {
    const { order, page } = await openPayment();
    const response = await postForm(t, page, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('The card number is not valid');
    expect(response.body).toContain('The card has expired');
    expect(response.body).toContain('The CVC is 3 or 4 digits');
    expect(response.body).toContain('value="4242 4242 4242 4241"');
    expect((await paymentsOf(t, order.id))[0]?.status).toBe('pending');
  });

  it('stops after 10 tries of one payment', async () => {
    const { page } = await openPayment();
    for (let i = 0; i < 10; i++) expect((await postForm(t, page, { ...goodCard, cvc: '' })).statusCode).toBe(422);
    const blocked = await postForm(t, page, goodCard);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('POST /pay/test-card/:paymentId/challenge', () => {
  /** The second-step form that 4000…3220 opens, as its hidden fields. */
  async function challenge(page: string) {
    const response = await postForm(t, page, { ...goodCard, number: '4000 0000 0000 3220' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('1234');
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(response.body)?.[1] ?? '';
    return { challenge: field('challenge'), expires: field('expires') };
  }

  it('pays after the right one-time code', async () => {
    const { order, page } = await openPayment();
    const response = await postForm(t, `${page}/challenge`, {
      ...(await challenge(page)),
      code: '1234',
      action: 'confirm',
    });
    expect(response.headers.location).toContain('/checkout/success?number=');
    expect((await orderOf(t, order.id)).paidAt).toBeInstanceOf(Date);
  });

  it('fails the payment on a wrong code or a cancel', async () => {
    for (const fields of [
      { code: '9999', action: 'confirm' },
      { code: '', action: 'cancel' },
    ]) {
      const { order, page } = await openPayment();
      const response = await postForm(t, `${page}/challenge`, { ...(await challenge(page)), ...fields });
      expect(response.headers.location).toContain('/checkout/failure?number=');
      expect((await paymentsOf(t, order.id))[0]?.status).toBe('failed');
      expect((await orderOf(t, order.id)).paidAt).toBeNull();
    }
  });

  it('refuses a forged second step', async () => {
    const { order, page } = await openPayment();
    const real = await challenge(page);
    const forged = { challenge: 'f'.repeat(64), expires: real.expires, code: '1234', action: 'confirm' };
    expect((await postForm(t, `${page}/challenge`, forged)).statusCode).toBe(400);
    expect((await orderOf(t, order.id)).paidAt).toBeNull();
  });
});
