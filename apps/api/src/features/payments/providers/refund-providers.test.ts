import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundInput } from '../payment-provider.js';
import { bankTransferProvider } from './bank-transfer.js';
import { createPayPalClient, paypalProvider } from './paypal.js';
import { RefundRefused } from './refund-refused.js';
import { createStripeClient, stripeProvider } from './stripe.js';
import { testCardProvider } from './test-card.js';

type Seen = { method: string; url: string; body: string; headers: http.IncomingHttpHeaders };
type Route = (seen: Seen) => [number, unknown] | undefined;

/** A provider's API played by a local server: each route answers a request it knows. */
async function fakeApi(route: Route) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', body, headers: request.headers };
      seen.push(entry);
      const [status, answer] = route(entry) ?? [404, { error: { type: 'invalid_request_error', message: 'no route' } }];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => server.close() };
}

const input = (over: Partial<RefundInput> = {}): RefundInput => ({
  key: 'k1',
  externalId: 'ext_1',
  amount: 1250,
  currency: 'USD',
  minorUnits: 2,
  reason: 'Damaged box',
  ...over,
});

describe('the Stripe refund', () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let refundStatus = 'succeeded';
  beforeAll(async () => {
    api = await fakeApi(({ method, url }) => {
      if (method === 'GET' && url.startsWith('/v1/checkout/sessions/cs_paid'))
        return [200, { id: 'cs_paid', object: 'checkout.session', payment_intent: 'pi_123' }];
      if (method === 'GET' && url.startsWith('/v1/checkout/sessions/cs_unpaid'))
        return [200, { id: 'cs_unpaid', object: 'checkout.session', payment_intent: null }];
      if (method === 'POST' && url === '/v1/refunds') {
        if (refundStatus === 'refused')
          return [400, { error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' } }];
        return [200, { id: 're_1', object: 'refund', status: refundStatus }];
      }
      return undefined;
    });
  });
  afterAll(() => api.close());
  const provider = () =>
    stripeProvider(createStripeClient({ STRIPE_SECRET_KEY: 'sk_test_kordon', STRIPE_API_BASE: api.base }));

  it('refunds the Session’s payment intent for the amount, once per key', async () => {
    refundStatus = 'succeeded';
    expect(await provider().refund(input({ externalId: 'cs_paid' }))).toEqual({
      status: 'succeeded',
      externalId: 're_1',
    });
    const refund = api.seen.find((s) => s.url === '/v1/refunds')!;
    const form = new URLSearchParams(refund.body);
    expect([form.get('payment_intent'), form.get('amount')]).toEqual(['pi_123', '1250']);
    expect(refund.headers['idempotency-key']).toBe('kordon-refund-k1');
  });

  it('says pending while Stripe is not done, and passes its refusal on', async () => {
    refundStatus = 'pending';
    expect((await provider().refund(input({ externalId: 'cs_paid' }))).status).toBe('pending');
    refundStatus = 'refused';
    await expect(provider().refund(input({ externalId: 'cs_paid' }))).rejects.toThrow(
      new RefundRefused('Stripe: Charge has already been refunded.'),
    );
    await expect(provider().refund(input({ externalId: 'cs_unpaid' }))).rejects.toBeInstanceOf(RefundRefused);
  });
});

describe('the PayPal refund', () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  beforeAll(async () => {
    api = await fakeApi(({ method, url }) => {
      if (url === '/v1/oauth2/token') return [200, { access_token: 'A21', token_type: 'Bearer', expires_in: 32_400 }];
      if (method === 'GET' && url === '/v2/checkout/orders/PP1')
        return [
          200,
          { id: 'PP1', status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: 'CAP1' }] } }] },
        ];
      if (method === 'POST' && url === '/v2/payments/captures/CAP1/refund')
        return [201, { id: 'RF1', status: 'COMPLETED' }];
      return [404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] }];
    });
  });
  afterAll(() => api.close());
  const provider = () =>
    paypalProvider(
      createPayPalClient({
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_ENVIRONMENT: 'sandbox',
        PAYPAL_API_BASE: api.base,
      }),
      () => 'http://shop.test',
    );

  it('refunds the order’s capture for the amount as a decimal, once per key', async () => {
    expect(await provider().refund(input({ externalId: 'PP1' }))).toEqual({ status: 'succeeded', externalId: 'RF1' });
    const refund = api.seen.find((s) => s.url === '/v2/payments/captures/CAP1/refund')!;
    expect(JSON.parse(refund.body)).toMatchObject({ amount: { currency_code: 'USD', value: '12.50' } });
    expect(refund.headers['paypal-request-id']).toBe('kordon-refund-k1');
  });

  it('passes a refusal on with PayPal’s issue', async () => {
    await expect(provider().refund(input({ externalId: 'PP404' }))).rejects.toThrow(
      new RefundRefused('PayPal: INVALID_RESOURCE_ID'),
    );
  });
});

describe('the offline refunds', () => {
  it('the test gateway refunds at once; a bank transfer is paid back by hand', async () => {
    const card = testCardProvider(() => 'http://shop.test');
    expect(await card.refund(input())).toEqual({ status: 'succeeded', externalId: 'test_refund_k1' });
    expect(await bankTransferProvider.refund(input())).toEqual({ status: 'manual', externalId: null });
  });
});
