import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { API } from '../features/auth/auth.testing.js';
import { signTestCardEvent, testCardSecret } from '../features/payments/providers/test-card.signature.js';
import {
  type Channel,
  type Mismatch,
  type Opened,
  otherCurrency,
  type PaymentRow,
  placeOrder,
  type Shop,
  webhookLabel,
} from './money-payment-channels.js';

/** The two signed webhooks: the test card gateway's HMAC and Stripe's `Stripe-Signature`. */

const amountOf = (payment: PaymentRow, mismatch?: Mismatch) =>
  mismatch === 'amount' ? payment.amount - 1 : payment.amount;
const currencyOf = (payment: PaymentRow, mismatch?: Mismatch) =>
  mismatch === 'currency' ? otherCurrency(payment.currency) : payment.currency;

/** A test card gateway report, as the gateway signs it. */
export function testCardReport(o: Opened, fields: object = {}, payment = o.payment, mismatch?: Mismatch) {
  return JSON.stringify({
    id: randomUUID(),
    type: 'payment.succeeded',
    paymentId: payment.id,
    amount: amountOf(payment, mismatch),
    currency: currencyOf(payment, mismatch),
    ...fields,
  });
}

export async function postTestCardReport(shop: Shop, body: string, signature: string | null) {
  return webhookLabel(
    await shop.t.app.inject({
      method: 'POST',
      url: `${API}/payments/test-card/webhook`,
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-test-card-signature': signature }),
      },
      payload: body,
    }),
  );
}

export function testCardChannel(shop: () => Shop): Channel {
  const secret = () => testCardSecret(shop().t.config);
  const post = (body: string, signature: string | null) => postTestCardReport(shop(), body, signature);
  const signed = (body: string) => post(body, signTestCardEvent(secret(), body));
  return {
    kind: 'test card webhook',
    open: () => placeOrder(shop(), 'card', 'USD'),
    succeed: (o, { payment, mismatch } = {}) => signed(testCardReport(o, {}, payment, mismatch)),
    decline: (o, payment = o.payment) =>
      signed(JSON.stringify({ id: randomUUID(), type: 'payment.failed', paymentId: payment.id, reason: 'declined' })),
    answers: { ok: '200 received', declined: '200 received', mismatch: '409' },
    forgeries: {
      'no signature': { send: (o) => post(testCardReport(o), null), refused: '400' },
      'signed with another secret': {
        send: (o) => {
          const body = testCardReport(o);
          return post(body, signTestCardEvent('s'.repeat(43), body));
        },
        refused: '400',
      },
      'a signature of another body': {
        send: (o) => {
          const body = testCardReport(o);
          return post(testCardReport(o, { amount: 1 }), signTestCardEvent(secret(), body));
        },
        refused: '400',
      },
      'a signature older than 5 minutes': {
        send: (o) => {
          const body = testCardReport(o);
          return post(body, signTestCardEvent(secret(), body, new Date(Date.now() - 301_000)));
        },
        refused: '400',
      },
    },
  };
}

export const STRIPE_WEBHOOK_SECRET = 'whsec_trust_kordon';

export function stripeChannel(shop: () => Shop): Channel {
  const signer = new Stripe('sk_test_signer');
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET, ...options });
  const post = async (payload: string, signature: string | null) =>
    webhookLabel(
      await shop().t.app.inject({
        method: 'POST',
        url: `${API}/payments/stripe/webhook`,
        headers: {
          'content-type': 'application/json',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
        payload,
      }),
    );
  const event = (type: string, session: object) =>
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type,
      data: { object: { object: 'checkout.session', ...session } },
    });
  const completed = (o: Opened, extra: object = {}, payment = o.payment, mismatch?: Mismatch) =>
    event('checkout.session.completed', {
      id: payment.externalId,
      client_reference_id: payment.id,
      payment_status: 'paid',
      amount_total: amountOf(payment, mismatch),
      currency: currencyOf(payment, mismatch).toLowerCase(),
      ...extra,
    });
  const signed = (payload: string) => post(payload, sign(payload));
  return {
    kind: 'Stripe webhook',
    // In euros, so that a confirmation in dollars of the same number is another currency.
    open: () => placeOrder(shop(), 'card', 'EUR'),
    succeed: (o, { payment, mismatch } = {}) => signed(completed(o, {}, payment, mismatch)),
    decline: (o, payment = o.payment) =>
      signed(event('checkout.session.expired', { id: payment.externalId, client_reference_id: payment.id })),
    answers: { ok: '200 received', declined: '200 received', mismatch: '409' },
    forgeries: {
      'no signature': { send: (o) => post(completed(o), null), refused: '400' },
      'signed with another secret': {
        send: (o) => {
          const payload = completed(o);
          return post(payload, sign(payload, { secret: 'whsec_someone_else' }));
        },
        refused: '400',
      },
      'a signature of another body': {
        send: (o) => post(completed(o, { amount_total: 1 }), sign(completed(o))),
        refused: '400',
      },
      'a signature older than 5 minutes': {
        send: (o) => {
          const payload = completed(o);
          return post(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
        },
        refused: '400',
      },
      'a session not paid yet': {
        send: (o) => signed(completed(o, { payment_status: 'unpaid' })),
        refused: '200 received',
      },
      "this session under another order's payment id": {
        send: async (o) => {
          const other = await placeOrder(shop(), 'card', 'EUR');
          return signed(completed(o, { client_reference_id: other.payment.id }));
        },
        refused: '200 unknown',
      },
    },
  };
}
