import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { defaultStoreId, insertOrder, orderOf, pathOf, pay, paymentsOf, visitor } from '../payments.testing.js';
import { decimalOf, minorOf } from './paypal.js';

type Capture = 'completed' | 'declined' | 'pending' | 'tampered';
type FakeOrder = {
  id: string;
  body: { purchase_units: { amount: { currency_code: string; value: string } }[] };
  captures: number;
};

/** Plays PayPal's REST API: OAuth token, create order, capture (as each test asks), get order. */
function fakePayPal() {
  const orders = new Map<string, FakeOrder>();
  const requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  let nextCapture: Capture = 'completed';
  const completed = (order: FakeOrder, value = order.body.purchase_units[0]!.amount.value) => ({
    id: order.id,
    status: 'COMPLETED',
    purchase_units: [
      {
        reference_id: 'x',
        payments: {
          captures: [
            {
              id: `CAP-${order.id}`,
              status: 'COMPLETED',
              amount: { currency_code: order.body.purchase_units[0]!.amount.currency_code, value },
            },
          ],
        },
      },
    ],
  });
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const url = request.url ?? '';
      if (url === '/v1/oauth2/token')
        return answer(200, { access_token: 'A21-fake', token_type: 'Bearer', expires_in: 32_400 });
      if (url === '/v2/checkout/orders' && request.method === 'POST') {
        const id = `PP${orders.size + 1}`;
        orders.set(id, { id, body: JSON.parse(text), captures: 0 });
        return answer(201, {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            { href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
          ],
        });
      }
      const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url);
      const order = match ? orders.get(match[1]!) : undefined;
      if (!order) return answer(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (!match?.[2]) return answer(200, completed(order));
      if (order.captures > 0)
        return answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      order.captures++;
      if (nextCapture === 'declined')
        return answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
      if (nextCapture === 'pending') {
        return answer(201, {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [{ payments: { captures: [{ status: 'PENDING' }] } }],
        });
      }
      return answer(201, completed(order, nextCapture === 'tampered' ? '0.01' : undefined));
    });
  });
  return { server, orders, requests, captureAs: (kind: Capture) => (nextCapture = kind) };
}

const paypal = fakePayPal();
let t: TestApp;
let storeId: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => paypal.server.listen(0, '127.0.0.1', resolve));
  const { port } = paypal.server.address() as AddressInfo;
  t = await createTestApp({
    demo: true,
    env: {
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
    },
  });
  storeId = await defaultStoreId(t);
});
afterAll(async () => {
  await t.close();
  paypal.server.close();
});

/** A PayPal order of a new visitor, started: our payment and PayPal's order id. */
async function startedOrder(total = 4990) {
  const shopper = await visitor(t, storeId);
  const order = await insertOrder(t, storeId, { sessionId: shopper.sessionId, paymentCode: 'paypal', total });
  const response = await pay(t, shopper.token, order.number);
  const [payment] = await paymentsOf(t, order.id);
  return { order, response, payment: payment!, paypalId: payment!.externalId! };
}

const back = (paymentId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/pay/paypal/return?token=${token}&PayerID=PAYER1&payment=${paymentId}` });

describe('POST /checkout/pay with PayPal configured', () => {
  it('creates a PayPal order to capture the total and sends the shopper to approve it', async () => {
    const { order, response, payment, paypalId } = await startedOrder(12_345);
    const created = paypal.orders.get(paypalId)!;
    expect(created.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: payment.id, amount: { currency_code: 'USD', value: '123.45' } }],
    });
    const context = (
      created.body as unknown as { payment_source: { paypal: { experience_context: Record<string, string> } } }
    ).payment_source.paypal.experience_context;
    expect(context.return_url).toBe(`${t.config.siteUrl}/pay/paypal/return?payment=${payment.id}`);
    expect(context.cancel_url).toBe(`${t.config.siteUrl}/pay/paypal/cancel?payment=${payment.id}`);
    expect(response.json().data).toEqual({
      action: 'redirect',
      url: `https://www.sandbox.paypal.test/checkoutnow?token=${paypalId}`,
    });
    expect(payment).toMatchObject({ provider: 'paypal', status: 'pending' });
    const token = paypal.requests.find((r) => r.url === '/v1/oauth2/token');
    expect(token?.headers.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(order.number).toBeTruthy();
  });
});

describe('GET /pay/paypal/return', () => {
  it('captures server to server and pays the order once, however often the shopper comes back', async () => {
    paypal.captureAs('completed');
    const { order, payment, paypalId } = await startedOrder();
    for (let i = 0; i < 2; i++) {
      const response = await back(payment.id, paypalId);
      expect(response.statusCode).toBe(303);
      expect(pathOf(response.headers.location as string)).toBe(`/checkout/success?number=${order.number}`);
    }
    expect(paypal.orders.get(paypalId)?.captures).toBe(1);
    expect((await paymentsOf(t, order.id))[0]).toMatchObject({ status: 'succeeded' });
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'created' });
  });

  it('fails the payment when PayPal declines the capture', async () => {
    paypal.captureAs('declined');
    const { order, payment, paypalId } = await startedOrder();
    const response = await back(payment.id, paypalId);
    expect(response.headers.location).toContain('/checkout/failure?number=');
    expect((await paymentsOf(t, order.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'PayPal: INSTRUMENT_DECLINED',
    });
    expect((await orderOf(t, order.id)).paidAt).toBeNull();
  });

  it('pays nothing when the captured amount is not the order total, or the capture is still pending', async () => {
    for (const kind of ['tampered', 'pending'] as const) {
      paypal.captureAs(kind);
      const { order, payment, paypalId } = await startedOrder();
      await back(payment.id, paypalId);
      expect((await orderOf(t, order.id)).paidAt).toBeNull();
      expect((await paymentsOf(t, order.id))[0]?.status).toBe('pending');
    }
    paypal.captureAs('completed');
  });

  it('answers 404 and captures nothing for a token that is not the payment’s PayPal order', async () => {
    const { order, payment } = await startedOrder();
    const other = await startedOrder();
    expect((await back(payment.id, other.paypalId)).statusCode).toBe(404);
    expect(paypal.orders.get(other.paypalId)?.captures).toBe(0);
    expect((await orderOf(t, order.id)).paidAt).toBeNull();
  });
});

describe('GET /pay/paypal/cancel', () => {
  it('fails the payment and sends the shopper to the failure page to pay again', async () => {
    const { order, payment } = await startedOrder();
    const response = await t.app.inject({ method: 'GET', url: `/pay/paypal/cancel?token=X&payment=${payment.id}` });
    expect(response.headers.location).toContain(`/checkout/failure?number=${order.number}`);
    expect((await paymentsOf(t, order.id))[0]?.status).toBe('failed');
  });
});

describe('PayPal amounts', () => {
  it('converts minor units to PayPal decimals and back, exactly', () => {
    expect(decimalOf(12_345, 2)).toBe('123.45');
    expect(decimalOf(5, 2)).toBe('0.05');
    expect(decimalOf(700, 0)).toBe('700');
    expect(minorOf('123.45', 2)).toBe(12_345);
    expect(minorOf('0.5', 2)).toBe(50);
    expect(minorOf('10.00', 0)).toBe(10);
    expect(minorOf('1.005', 2)).toBeNull();
    expect(minorOf('abc', 2)).toBeNull();
  });
});
