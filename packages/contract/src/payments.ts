import { z } from 'zod';
import { defineCall } from './call.js';

/** An optional text parameter; an empty one (`countryRegion=`) means the same as an absent one. */
const optional = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(schema.optional())
    .optional();

export const paymentMethodsQuery = z.object({
  countryCode: optional(z.string().regex(/^[A-Z]{2}$/, 'Must be a two-letter country code')),
  countryRegion: optional(z.string().max(32)),
  shippingMethod: optional(z.string().regex(/^[a-z0-9_-]{1,32}$/, 'Must be a shipping method code')),
});

/** Spec §3 payment method, named in the request language. */
export const paymentMethod = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    /** Who takes the money: test_card, stripe, paypal or bank_transfer (docs/payments.md). */
    provider: z.string(),
    /** Every method is paid before the order ships (spec-coverage 1.5f: preorders in full). */
    prepaid: z.literal(true),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const webhookReceipt = z.object({ received: z.boolean() }).meta({ id: 'WebhookReceipt' });

export const paymentCalls = {
  methods: defineCall({
    id: 'listPaymentMethods',
    method: 'GET',
    path: '/checkout/paymentMethods',
    summary: 'Payment methods offered for the country (all when none is given); empty when none is',
    tag: 'checkout',
    auth: 'session',
    query: paymentMethodsQuery,
    response: z.array(paymentMethod),
  }),
  testCardWebhook: defineCall({
    id: 'testCardWebhook',
    method: 'POST',
    path: '/payments/test-card/webhook',
    summary:
      'The built-in test card gateway reports a payment; the raw JSON body is signed (X-Test-Card-Signature: t=…,v1=HMAC-SHA256)',
    tag: 'payments',
    auth: 'none',
    response: webhookReceipt,
    errors: ['bad_request', 'not_found', 'conflict'],
  }),
  stripeWebhook: defineCall({
    id: 'stripeWebhook',
    method: 'POST',
    path: '/payments/stripe/webhook',
    summary: 'Stripe reports a Checkout Session; the raw body is verified against the Stripe-Signature header',
    tag: 'payments',
    auth: 'none',
    response: webhookReceipt,
    errors: ['bad_request', 'not_found', 'conflict'],
  }),
};
