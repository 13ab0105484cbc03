import type { LanguageCode } from '@kordon/contract';
import type Stripe from 'stripe';
import type { Config } from '../../config/env.js';
import { bankTransferProvider } from './providers/bank-transfer.js';
import { createPayPalClient, paypalProvider } from './providers/paypal.js';
import { createStripeClient, stripeProvider } from './providers/stripe.js';
import { testCardProvider } from './providers/test-card.js';

export { RefundRefused } from './providers/refund-refused.js';

/** Who takes the money. The `provider` column of a payment method names the kind it wants. */
export type ProviderCode = 'test_card' | 'stripe' | 'paypal' | 'bank_transfer';

export type PaymentStartInput = {
  paymentId: string;
  orderNumber: string;
  /** Minor units of `currency`, exactly the order total. */
  amount: number;
  currency: string;
  /** Digits after the point in `currency` (2 for USD), for providers that want a decimal string. */
  minorUnits: number;
  email: string;
  lang: LanguageCode;
  storeName: string;
  /** Absolute storefront pages the shopper returns to. */
  successUrl: string;
  failureUrl: string;
};

/** Where the shopper goes next (null: nowhere, as for a bank transfer) and the provider's own id. */
export type PaymentStartResult = { url: string | null; externalId?: string };

/** Money given back on a payment this provider took; `key` is the same for a retry of the same refund. */
export type RefundInput = {
  key: string;
  /** The provider's own id of the payment (a Checkout Session, a PayPal order); null when none was kept. */
  externalId: string | null;
  amount: number;
  currency: string;
  minorUnits: number;
  reason: string;
};

/**
 * What the provider said: done, still on its way (the provider finishes it), or `manual` where the
 * shop pays back itself (a bank transfer). A refusal throws.
 */
export type RefundResult = { status: 'succeeded' | 'pending' | 'manual'; externalId: string | null };

/**
 * One way of taking a payment. `start` only prepares it: the order is marked paid later, and only
 * by a confirmation the provider signed or answered server-to-server, never by the browser's return.
 */
export interface PaymentProvider {
  readonly code: ProviderCode;
  start(input: PaymentStartInput): Promise<PaymentStartResult>;
  /** Gives back part or all of a payment it took (the back office's refund, docs/admin.md "Orders"). */
  refund(input: RefundInput): Promise<RefundResult>;
  /** A provider whose page this server serves knows its address before it starts: kept with the new payment row. */
  pageOf?(paymentId: string): string;
}

/** PayPal's orders are captured by us when the shopper comes back from approving them. */
export type PayPalCapture =
  | { status: 'completed'; amount: string; currency: string }
  | { status: 'pending' }
  | { status: 'declined'; reason: string };

export interface PayPalProvider extends PaymentProvider {
  capture(paypalOrderId: string, paymentId: string): Promise<PayPalCapture>;
}

type ProviderConfig = Pick<
  Config,
  | 'isProduction'
  | 'siteUrl'
  | 'TEST_CARD_ENABLED'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_ENVIRONMENT'
  | 'PAYPAL_API_BASE'
>;

export type PaymentProviders = {
  /** Off in production unless TEST_CARD_ENABLED: it would hand out goods for a made-up card. */
  testCard: PaymentProvider | null;
  stripe: { provider: PaymentProvider; client: Stripe; webhookSecret: string } | null;
  paypal: PayPalProvider | null;
  bankTransfer: PaymentProvider;
};

const built = new WeakMap<object, PaymentProviders>();

/**
 * The providers this configuration enables, built once per configuration. They read the site URL
 * when they need it: with PORT=0 it is known only once the server listens.
 */
export function paymentProviders(config: ProviderConfig): PaymentProviders {
  let providers = built.get(config);
  if (!providers) {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET } = config;
    const stripe = STRIPE_SECRET_KEY ? createStripeClient({ ...config, STRIPE_SECRET_KEY }) : null;
    providers = {
      testCard: (config.TEST_CARD_ENABLED ?? !config.isProduction) ? testCardProvider(() => config.siteUrl) : null,
      stripe:
        stripe && STRIPE_WEBHOOK_SECRET
          ? { provider: stripeProvider(stripe), client: stripe, webhookSecret: STRIPE_WEBHOOK_SECRET }
          : null,
      paypal:
        PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET
          ? paypalProvider(
              createPayPalClient({ ...config, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET }),
              () => config.siteUrl,
            )
          : null,
      bankTransfer: bankTransferProvider,
    };
    built.set(config, providers);
  }
  return providers;
}

/** The adapter that took a payment of this provider code, when this server has it configured. */
export function providerByCode(config: ProviderConfig, code: string): PaymentProvider | null {
  const providers = paymentProviders(config);
  switch (code) {
    case 'test_card':
      return providers.testCard;
    case 'stripe':
      return providers.stripe?.provider ?? null;
    case 'paypal':
      return providers.paypal;
    case 'bank_transfer':
      return providers.bankTransfer;
    default:
      return null;
  }
}

/** Who takes a method's payments: Stripe or PayPal when configured, else the test gateway; null hides the method. */
export function providerForMethod(config: ProviderConfig, methodProvider: string): PaymentProvider | null {
  const providers = paymentProviders(config);
  switch (methodProvider) {
    case 'bank_transfer':
      return providers.bankTransfer;
    case 'paypal':
      return providers.paypal ?? providers.testCard;
    case 'stripe':
    case 'test_card':
      return providers.stripe?.provider ?? providers.testCard;
    default:
      return null;
  }
}
