import { signTestCardEvent, testCardSecret } from '../features/payments/providers/test-card.signature.js';
import { postTestCardReport, testCardReport } from './money-channel-webhooks.js';
import { type Channel, type PaymentRow, placeOrder, returnLabel, type Shop } from './money-payment-channels.js';
import type { fakePayPal } from './money-provider-fakes.js';

/**
 * PayPal: the shopper's return starts a server-to-server capture, and only PayPal's answer to it
 * (the captured amount and currency) confirms. The return itself proves nothing.
 */
export function paypalChannel(shop: () => Shop, paypal: ReturnType<typeof fakePayPal>): Channel {
  const back = async (query: string) =>
    returnLabel(await shop().t.app.inject({ method: 'GET', url: `/pay/paypal/return?${query}` }));
  const returnOf = (payment: PaymentRow) => back(`token=${payment.externalId}&PayerID=P1&payment=${payment.id}`);
  return {
    kind: 'PayPal return',
    open: () => placeOrder(shop(), 'paypal', 'USD'),
    succeed: (o, { payment = o.payment, mismatch } = {}) => {
      paypal.captureAs(payment.externalId!, mismatch ? `other-${mismatch}` : 'completed');
      return returnOf(payment);
    },
    decline: async (o, payment = o.payment) =>
      returnLabel(await o.t.app.inject({ method: 'GET', url: `/pay/paypal/cancel?token=X&payment=${payment.id}` })),
    answers: { ok: 'success page', declined: 'failure page', mismatch: 'failure page' },
    forgeries: {
      'a return without the PayPal order': { send: (o) => back(`payment=${o.payment.id}`), refused: '404' },
      "a return naming another payment's PayPal order": {
        send: async (o) => {
          const other = await placeOrder(shop(), 'paypal', 'USD');
          return back(`token=${other.payment.externalId}&payment=${o.payment.id}`);
        },
        refused: '404',
      },
      'a capture PayPal declines': {
        send: (o) => {
          paypal.captureAs(o.payment.externalId!, 'declined');
          return returnOf(o.payment);
        },
        refused: 'failure page',
      },
      // The success page then says the payment is still being checked.
      'a capture still pending': {
        send: (o) => {
          paypal.captureAs(o.payment.externalId!, 'pending');
          return returnOf(o.payment);
        },
        refused: 'success page',
      },
      'the test card gateway confirming this PayPal payment': {
        send: (o) => {
          const body = testCardReport(o);
          return postTestCardReport(shop(), body, signTestCardEvent(testCardSecret(o.t.config), body));
        },
        refused: '200 unknown',
      },
    },
  };
}
