import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import type { Config } from '../../../config/env.js';
import { absoluteUrl } from '../../../platform/links.js';
import type { PayPalCapture, PayPalProvider } from '../payment-provider.js';
import { RefundRefused } from './refund-refused.js';

type PayPalConfig = Pick<
  Config,
  'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_ENVIRONMENT' | 'PAYPAL_API_BASE'
>;

export const paypalReturnPath = '/pay/paypal/return';
export const paypalCancelPath = '/pay/paypal/cancel';

/** The SDK has no base-URL option but takes an agent: this one connects to PAYPAL_API_BASE, for a local fake. */
function agentFor(base: URL): http.Agent {
  const host = base.hostname;
  const port = Number(base.port || (base.protocol === 'http:' ? 80 : 443));
  if (base.protocol === 'http:') {
    // https.request refuses an agent of another protocol; this one only pretends.
    const agent = Object.assign(new http.Agent(), { protocol: 'https:' });
    agent.createConnection = () => net.createConnection({ host, port });
    return agent;
  }
  const agent = new https.Agent();
  agent.createConnection = () => tls.connect({ host, port, servername: host });
  return agent;
}

export function createPayPalClient(config: PayPalConfig & { PAYPAL_CLIENT_ID: string; PAYPAL_CLIENT_SECRET: string }) {
  const base = config.PAYPAL_API_BASE ? new URL(config.PAYPAL_API_BASE) : null;
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.PAYPAL_CLIENT_ID,
      oAuthClientSecret: config.PAYPAL_CLIENT_SECRET,
    },
    environment: config.PAYPAL_ENVIRONMENT === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    ...(base ? { httpClientOptions: { timeout: 20_000, retryConfig: {}, httpsAgent: agentFor(base) } } : {}),
  });
}

const errorIssue = (error: ApiError) => {
  const body = error.result as { details?: { issue?: string }[]; name?: string } | undefined;
  return body?.details?.[0]?.issue ?? body?.name ?? `HTTP ${error.statusCode}`;
};

function captureOf(order: Order): PayPalCapture {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED' && capture.amount) {
    return { status: 'completed', amount: capture.amount.value, currency: capture.amount.currencyCode };
  }
  if (capture?.status === 'PENDING') return { status: 'pending' };
  return {
    status: 'declined',
    reason: `PayPal: order ${order.status ?? 'unknown'}, capture ${capture?.status ?? 'none'}`,
  };
}

/** PayPal Orders v2: an order to approve on PayPal's page, captured by us when the shopper returns. */
export function paypalProvider(client: Client, siteUrl: () => string): PayPalProvider {
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  return {
    code: 'paypal',
    async start(input) {
      const back = (path: string) => absoluteUrl(siteUrl(), `${path}?payment=${input.paymentId}`);
      const { result } = await orders.createOrder({
        paypalRequestId: `kordon-payment-${input.paymentId}`,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.paymentId,
              customId: input.paymentId,
              description: `${input.storeName}: order ${input.orderNumber}`.slice(0, 127),
              amount: { currencyCode: input.currency, value: decimalOf(input.amount, input.minorUnits) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                brandName: input.storeName.slice(0, 127),
                locale: input.lang === 'ru' ? 'ru-RU' : 'en-US',
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                userAction: PaypalExperienceUserAction.PayNow,
                returnUrl: back(paypalReturnPath),
                cancelUrl: back(paypalCancelPath),
              },
            },
          },
        },
      });
      const link = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!result.id || !link) throw new Error('PayPal answered an order without an approval link');
      return { url: link.href, externalId: result.id };
    },
    async capture(paypalOrderId, paymentId) {
      try {
        const { result } = await orders.captureOrder({
          id: paypalOrderId,
          paypalRequestId: `kordon-capture-${paymentId}`,
        });
        return captureOf(result);
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
        // Captured before (a reload of the return page after a lost answer): read the order instead.
        if (errorIssue(error) === 'ORDER_ALREADY_CAPTURED') {
          return captureOf((await orders.getOrder({ id: paypalOrderId })).result);
        }
        return { status: 'declined', reason: `PayPal: ${errorIssue(error)}` };
      }
    },
    async refund(input) {
      if (!input.externalId) throw new RefundRefused('PayPal: the payment has no PayPal order to refund');
      try {
        const { result: order } = await orders.getOrder({ id: input.externalId });
        const captureId = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
        if (!captureId) throw new RefundRefused(`PayPal: order ${input.externalId} has no capture to refund`);
        const { result } = await payments.refundCapturedPayment({
          captureId,
          // A retried refund (a lost answer) is answered with the first one, not made twice.
          paypalRequestId: `kordon-refund-${input.key}`,
          body: {
            amount: { currencyCode: input.currency, value: decimalOf(input.amount, input.minorUnits) },
            noteToPayer: input.reason.slice(0, 255),
          },
        });
        if (result.status === 'FAILED' || result.status === 'CANCELLED') {
          throw new RefundRefused(`PayPal: the refund ${result.status.toLowerCase()}`);
        }
        return { status: result.status === 'COMPLETED' ? 'succeeded' : 'pending', externalId: result.id ?? null };
      } catch (error) {
        if (error instanceof ApiError && error.statusCode < 500)
          throw new RefundRefused(`PayPal: ${errorIssue(error)}`);
        throw error;
      }
    },
  };
}

/** Minor units as PayPal's decimal string: 12345 with 2 digits → "123.45". */
export function decimalOf(minor: number, minorUnits: number): string {
  if (minorUnits === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(minorUnits + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

/** PayPal's decimal string as minor units, exactly; null when it has more digits than the currency. */
export function minorOf(value: string, minorUnits: number): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnits && /[1-9]/.test(fraction.slice(minorUnits))) return null;
  const minor = Number(match[1]) * 10 ** minorUnits + Number(fraction.slice(0, minorUnits).padEnd(minorUnits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
