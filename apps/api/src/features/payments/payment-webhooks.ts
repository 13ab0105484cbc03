import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { confirmPayment, failPayment } from './payment-confirm.js';
import { paymentProviders } from './payment-provider.js';
import type { PaymentDeps } from './payment-start.js';
import { readStripeEvent, type StripeOutcome } from './providers/stripe.js';
import { testCardSecret, verifyTestCardSignature } from './providers/test-card.signature.js';

export type WebhookReceipt = { received: boolean };

/** What the test card gateway reports, in its signed body. */
export const testCardEvent = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('payment.succeeded'),
    paymentId: z.string(),
    amount: z.number().int(),
    currency: z.string().length(3),
  }),
  z.object({ id: z.string(), type: z.literal('payment.failed'), paymentId: z.string(), reason: z.string().max(200) }),
]);
export type TestCardEvent = z.infer<typeof testCardEvent>;

/** A confirmation about a payment we never opened is acknowledged, so the sender stops retrying. */
async function unlessUnknown(work: () => Promise<unknown>): Promise<WebhookReceipt> {
  try {
    await work();
    return { received: true };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return { received: false };
    throw error;
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError('bad_request', 'The body is not JSON');
  }
}

/**
 * POST /payments/test-card/webhook: the gateway's signed report. The signature over the raw body is
 * checked before anything is read from it; a bad one answers 400 and changes nothing.
 */
export async function receiveTestCardEvent(
  deps: PaymentDeps,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  if (!paymentProviders(deps.config).testCard) throw AppError.notFound('Test card gateway');
  const body = rawBody?.toString('utf8') ?? '';
  if (!verifyTestCardSignature(testCardSecret(deps.config), body, signature)) {
    throw new AppError('bad_request', 'The signature does not match the body');
  }
  const event = testCardEvent.safeParse(parseJson(body));
  if (!event.success) throw new AppError('bad_request', 'Not a test card gateway event');
  const { data } = event;
  const ref = { provider: 'test_card' as const, paymentId: data.paymentId };
  return unlessUnknown(() =>
    data.type === 'payment.succeeded'
      ? confirmPayment(deps, { ...ref, amount: data.amount, currency: data.currency })
      : failPayment(deps, { ...ref, reason: `test card: ${data.reason}` }),
  );
}

/** POST /payments/stripe/webhook: Stripe's event, verified by stripe-node over the raw body. */
export async function receiveStripeEvent(
  deps: PaymentDeps,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  const stripe = paymentProviders(deps.config).stripe;
  if (!stripe) throw AppError.notFound('Stripe');
  let outcome: StripeOutcome;
  try {
    outcome = readStripeEvent(stripe.client, stripe.webhookSecret, rawBody ?? Buffer.alloc(0), signature ?? '');
  } catch {
    throw new AppError('bad_request', 'The Stripe-Signature does not verify');
  }
  if (outcome.kind === 'ignored') return { received: true };
  const ref = {
    provider: 'stripe' as const,
    externalId: outcome.sessionId,
    ...(outcome.paymentId ? { paymentId: outcome.paymentId } : {}),
  };
  return unlessUnknown(() =>
    outcome.kind === 'paid'
      ? confirmPayment(deps, { ...ref, amount: outcome.amount, currency: outcome.currency })
      : failPayment(deps, { ...ref, reason: outcome.reason }),
  );
}
