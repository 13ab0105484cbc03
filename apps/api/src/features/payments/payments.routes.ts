import rateLimit from '@fastify/rate-limit';
import { checkoutCalls, paymentCalls } from '@kordon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { assertWithinLimit } from '../../http/rate-limit.js';
import { handle } from '../../http/route.js';
import { paymentLimits } from './payment.limits.js';
import { receiveStripeEvent, receiveTestCardEvent } from './payment-webhooks.js';
import { findOrderToPay, listPaymentMethods, type PaymentDeps, payOrder } from './payments.service.js';
import { paypalPageRoutes } from './providers/paypal.routes.js';
import { testCardPageRoutes } from './providers/test-card.routes.js';
import { TEST_CARD_SIGNATURE_HEADER } from './providers/test-card.signature.js';

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Signatures cover the bytes as sent, so these routes keep the JSON body raw (a Buffer). */
async function webhookRoutes(app: FastifyInstance, deps: PaymentDeps) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const rawBody = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : undefined);

  handle(app, paymentCalls.testCardWebhook, async (_input, { request }) =>
    receiveTestCardEvent(deps, rawBody(request), headerOf(request, TEST_CARD_SIGNATURE_HEADER)),
  );
  handle(app, paymentCalls.stripeWebhook, async (_input, { request }) =>
    receiveStripeEvent(deps, rawBody(request), headerOf(request, 'stripe-signature')),
  );
}

/** Payment calls under the API base: pay (again), the methods look-up, the providers' webhooks. */
export async function paymentRoutes(app: FastifyInstance, deps: AppDeps) {
  const services: PaymentDeps = { ...deps, outbox: app.outbox };
  // Per node in memory, like the checkout's limits (payment.limits.ts).
  await app.register(rateLimit, { global: false });
  const window = paymentLimits.windowSeconds * 1000;
  const perSession = app.createRateLimit({
    max: paymentLimits.paysPerSession,
    timeWindow: window,
    keyGenerator: (request) => `session:${request.session?.sessionId}`,
  });
  const perOrder = app.createRateLimit({
    max: paymentLimits.paysPerOrder,
    timeWindow: window,
    keyGenerator: (request) => `order:${(request.body as { number?: string } | undefined)?.number}`,
  });
  handle(app, checkoutCalls.pay, async ({ body }, { session, request, reply }) => {
    await assertWithinLimit(perSession, request, reply, 'paying again');
    const order = await findOrderToPay(services, session, body.number);
    // Counted only for the order's own caller: a stranger knowing its number cannot block it.
    await assertWithinLimit(perOrder, request, reply, 'paying for this order again');
    return payOrder(services, order);
  });
  handle(app, paymentCalls.methods, async ({ query }, { request }) => listPaymentMethods(deps, query, request.lang));
  await app.register(webhookRoutes, services);
}

/** The providers' pages at the site root: the test card gateway's hosted page, PayPal's return. */
export async function paymentPageRoutes(app: FastifyInstance, deps: AppDeps) {
  const services: PaymentDeps = { ...deps, outbox: app.outbox };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await app.register(testCardPageRoutes, services);
  await app.register(paypalPageRoutes, services);
}
