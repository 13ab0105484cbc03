import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Local servers playing Stripe's and PayPal's APIs, kept to what the trust suite needs; each PayPal
// capture answers as the test asks.

type Answer = (status: number, body: unknown) => void;
type Route = (request: http.IncomingMessage, body: string, answer: Answer) => void;

function jsonServer(route: Route) {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () =>
      route(request, body, (status, answer) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      }),
    );
  });
  return {
    server,
    /** Listens on a free local port and answers the origin to hand the SDK. */
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function fakeStripe() {
  let sessions = 0;
  return jsonServer((request, body, answer) => {
    if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
      return answer(404, { error: { type: 'invalid_request_error', message: 'no such route' } });
    }
    const id = `cs_test_trust_${++sessions}`;
    answer(200, {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      client_reference_id: new URLSearchParams(body).get('client_reference_id'),
      payment_status: 'unpaid',
      status: 'open',
    });
  });
}

/** How PayPal answers the capture of one of its orders. */
export type PayPalCaptureMode = 'completed' | 'declined' | 'pending' | 'other-amount' | 'other-currency';

type PayPalOrder = { id: string; currency: string; value: string; captured: boolean };

export function fakePayPal() {
  const orders = new Map<string, PayPalOrder>();
  const modes = new Map<string, PayPalCaptureMode>();
  const captured = (order: PayPalOrder, mode: PayPalCaptureMode) => ({
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
              amount: {
                currency_code: mode === 'other-currency' ? (order.currency === 'USD' ? 'EUR' : 'USD') : order.currency,
                value: mode === 'other-amount' ? '0.01' : order.value,
              },
            },
          ],
        },
      },
    ],
  });
  const fake = jsonServer((request, body, answer) => {
    const url = request.url ?? '';
    if (url === '/v1/oauth2/token')
      return answer(200, { access_token: 'A21', token_type: 'Bearer', expires_in: 32_400 });
    if (url === '/v2/checkout/orders' && request.method === 'POST') {
      const id = `PPTRUST${orders.size + 1}`;
      const amount = JSON.parse(body).purchase_units[0].amount;
      orders.set(id, { id, currency: amount.currency_code, value: amount.value, captured: false });
      return answer(201, {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ href: `https://paypal.test/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' }],
      });
    }
    const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url);
    const order = match ? orders.get(match[1]!) : undefined;
    if (!order) return answer(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const mode = modes.get(order.id) ?? 'completed';
    if (!match?.[2]) return answer(200, captured(order, mode));
    // PayPal captures an order once; a second capture is refused and the SDK user reads the order.
    if (order.captured) {
      return answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    }
    if (mode === 'declined') {
      return answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    }
    if (mode === 'pending') {
      return answer(201, {
        id: order.id,
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ status: 'PENDING' }] } }],
      });
    }
    order.captured = true;
    answer(201, captured(order, mode));
  });
  return {
    ...fake,
    orders,
    captureAs: (paypalOrderId: string, mode: PayPalCaptureMode) => modes.set(paypalOrderId, mode),
  };
}
