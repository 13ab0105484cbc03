import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { API } from '../../auth/auth.testing.js';
import { defaultStoreId, insertOrder, orderOf, pay, paymentsOf, visitor } from '../payments.testing.js';

const WEBHOOK_SECRET = 'whsec_test_kordon';

/** Plays Stripe's API: records each Checkout Session asked for and answers it like Stripe. */
function fakeStripe() {
  const sessions: { form: URLSearchParams; headers: http.IncomingHttpHeaders }[] = [];
  let failing = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        return response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
      }
      if (failing) {
        response.statusCode = 500;
        response.setHeader('stripe-should-retry', 'false');
        return response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
      }
      const form = new URLSearchParams(body);
      sessions.push({ form, headers: request.headers });
      const id = `cs_test_${sessions.length}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          payment_status: 'unpaid',
          status: 'open',
        }),
      );
    });
  });
  return { server, sessions, fail: (value: boolean) => (failing = value) };
}

const stripe = fakeStripe();
let t: TestApp;
let storeId: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.server.address() as AddressInfo;
  t = await createTestApp({
    demo: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_kordon',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
  });
  storeId = await defaultStoreId(t);
});
afterAll(async () => {
  await t.close();
  stripe.server.close();
});

/** A card order of a new visitor, with its Stripe payment started. */
async function startedOrder(total = 4990) {
  const shopper = await visitor(t, storeId);
  const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId, total, currency: 'EUR' });
  const response = await pay(t, shopper.token, order.number);
  const [payment] = await paymentsOf(t, order.id);
  return { order, response, payment: payment! };
}

describe('POST /checkout/pay with Stripe configured', () => {
  it('creates a Checkout Session for the order total and sends the shopper to it', async () => {
    const { order, response, payment } = await startedOrder(12_345);
    const { form, headers } = stripe.sessions.at(-1)!;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(payment.id);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12345');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('success_url')).toBe(`${t.config.siteUrl}/checkout/success?number=${order.number}`);
    expect(form.get('cancel_url')).toBe(`${t.config.siteUrl}/checkout/failure?number=${order.number}`);
    expect(headers.authorization).toBe('Bearer sk_test_kordon');
    expect(headers['idempotency-key']).toBe(`kordon-payment-${payment.id}`);
    const sessionId = `cs_test_${stripe.sessions.length}`;
    expect(response.json().data).toEqual({
      action: 'redirect',
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
    });
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', externalId: sessionId, amount: 12_345 });
  });

  it('opens one Checkout Session for many pay-again calls, concurrent or not, and answers its page each time', async () => {
    const shopper = await visitor(t, storeId);
    const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId, total: 4990, currency: 'EUR' });
    const before = stripe.sessions.length;
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => pay(t, shopper.token, order.number)));
    const later = [];
    for (let i = 0; i < 4; i++) later.push(await pay(t, shopper.token, order.number));
    const urls = new Set([...concurrent, ...later].map((answer) => answer.json().data.url));
    expect(urls).toEqual(new Set([`https://checkout.stripe.test/c/pay/cs_test_${before + 1}`]));
    expect(stripe.sessions.length - before).toBe(1);
    expect(await paymentsOf(t, order.id)).toHaveLength(1);
  });

  it('answers 503 and records the failed start when Stripe cannot be reached', async () => {
    stripe.fail(true);
    try {
      const { response, payment } = await startedOrder();
      expect(response.statusCode).toBe(503);
      expect(payment.status).toBe('failed');
      expect(payment.failureReason).toContain('Stripe is down');
    } finally {
      stripe.fail(false);
    }
  });
});

describe('POST /payments/stripe/webhook', () => {
  const signer = new Stripe('sk_test_signer');
  const eventFor = (session: Record<string, unknown>, type = 'checkout.session.completed') =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object: { object: 'checkout.session', payment_status: 'paid', currency: 'eur', ...session } },
    });
  const send = (
    payload: string,
    signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/payments/stripe/webhook`,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
  const paidSession = (payment: { id: string; externalId: string | null }, amount = 4990) => ({
    id: payment.externalId,
    client_reference_id: payment.id,
    amount_total: amount,
  });

  it('pays the order on a verified checkout.session.completed, once however often it is replayed', async () => {
    const { order, payment } = await startedOrder();
    const payload = eventFor(paidSession(payment));
    for (let i = 0; i < 3; i++) {
      const response = await send(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { received: true } });
    }
    const [paid] = await paymentsOf(t, order.id);
    expect(paid).toMatchObject({ status: 'succeeded' });
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'created' });
  });

  it('answers 400 and pays nothing when the signature does not verify', async () => {
    const { order, payment } = await startedOrder();
    const payload = eventFor(paidSession(payment));
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await send(payload, forged)).statusCode).toBe(400);
    const signedOther = signer.webhooks.generateTestHeaderString({ payload: `${payload} `, secret: WEBHOOK_SECRET });
    expect((await send(payload, signedOther)).statusCode).toBe(400);
    expect((await send(payload, 'nonsense')).statusCode).toBe(400);
    expect((await orderOf(t, order.id)).paidAt).toBeNull();
  });

  it('does not pay on a wrong amount, nor on a session that is not paid yet', async () => {
    const { order, payment } = await startedOrder();
    expect((await send(eventFor(paidSession(payment, 1)))).statusCode).toBe(409);
    expect((await send(eventFor({ ...paidSession(payment), payment_status: 'unpaid' }))).statusCode).toBe(200);
    expect((await orderOf(t, order.id)).paidAt).toBeNull();
    expect((await paymentsOf(t, order.id))[0]?.status).toBe('pending');
  });

  it('fails the payment when the session expires', async () => {
    const { order, payment } = await startedOrder();
    const response = await send(
      eventFor({ id: payment.externalId, client_reference_id: payment.id }, 'checkout.session.expired'),
    );
    expect(response.statusCode).toBe(200);
    expect((await paymentsOf(t, order.id))[0]).toMatchObject({ status: 'failed' });
  });
});

describe('GET /checkout/paymentMethods with Stripe configured', () => {
  it('takes card payments through Stripe', async () => {
    const shopper = await visitor(t, storeId);
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/checkout/paymentMethods`,
      headers: { 'x-auth-token': shopper.token },
    });
    expect(response.json().data[0]).toMatchObject({ code: 'card', provider: 'stripe' });
  });
});
