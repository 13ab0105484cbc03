import Stripe from 'stripe';
import type { Config } from '../../../config/env.js';
import type { PaymentProvider } from '../payment-provider.js';
import { RefundRefused } from './refund-refused.js';

type StripeConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;

/** The official client; STRIPE_API_BASE points it at a mock (tests) instead of api.stripe.com. */
export function createStripeClient(config: StripeConfig & { STRIPE_SECRET_KEY: string }): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    timeout: 20_000,
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe Checkout: a Session for the order total, paid on Stripe's page. */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    code: 'stripe',
    async start(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          ...(input.email ? { customer_email: input.email } : {}),
          locale: input.lang,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amount,
                product_data: { name: `${input.storeName}: order ${input.orderNumber}` },
              },
            },
          ],
          metadata: { paymentId: input.paymentId, orderNumber: input.orderNumber },
          success_url: input.successUrl,
          cancel_url: input.failureUrl,
        },
        // A retried start of the same payment gets the same Session, not a second one.
        { idempotencyKey: `kordon-payment-${input.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe answered Session ${session.id} without a url`);
      return { url: session.url, externalId: session.id };
    },
    async refund(input) {
      if (!input.externalId) throw new RefundRefused('Stripe: the payment has no Checkout Session to refund');
      const session = await stripe.checkout.sessions.retrieve(input.externalId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new RefundRefused(`Stripe: Session ${session.id} has no payment to refund`);
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount: input.amount, metadata: { reason: input.reason.slice(0, 500) } },
          // A retried refund (a lost answer) is the same refund at Stripe, not a second one.
          { idempotencyKey: `kordon-refund-${input.key}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new RefundRefused(`Stripe: the refund ${refund.status}`);
        }
        return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', externalId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw new RefundRefused(`Stripe: ${error.message}`);
        throw error;
      }
    },
  };
}

export type StripeOutcome =
  | { kind: 'paid'; paymentId: string | null; sessionId: string; amount: number; currency: string }
  | { kind: 'failed'; paymentId: string | null; sessionId: string; reason: string }
  | { kind: 'ignored'; type: string };

/**
 * Verifies the Stripe-Signature over the raw body (throws Stripe's signature error otherwise) and
 * reads what the event says about a Checkout Session. Only a paid session confirms a payment.
 */
export function readStripeEvent(
  stripe: Stripe,
  secret: string,
  rawBody: string | Buffer,
  signature: string,
): StripeOutcome {
  const event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  const session = event.data.object as Stripe.Checkout.Session;
  const ids = { paymentId: session.client_reference_id ?? null, sessionId: session.id };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A delayed method (bank debit) completes unpaid first; its async_payment_succeeded follows.
      if (session.payment_status !== 'paid')
        return { kind: 'ignored', type: `${event.type}:${session.payment_status}` };
      return {
        kind: 'paid',
        ...ids,
        amount: session.amount_total ?? -1,
        currency: (session.currency ?? '').toUpperCase(),
      };
    case 'checkout.session.async_payment_failed':
      return { kind: 'failed', ...ids, reason: 'Stripe: the payment failed' };
    case 'checkout.session.expired':
      return { kind: 'failed', ...ids, reason: 'Stripe: the Checkout Session expired' };
    default:
      return { kind: 'ignored', type: event.type };
  }
}
