import rateLimit from '@fastify/rate-limit';
import { checkoutCalls } from '@kordon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { assertWithinLimit } from '../../http/rate-limit.js';
import { handle } from '../../http/route.js';
import { clientKeyOf } from '../auth/session.service.js';
import { resolveCurrency } from '../currency/currency.service.js';
import { checkoutLimits } from './checkout.limits.js';
import { assessCheckout, type CheckoutContext } from './checkout-assess.js';
import { createOrder } from './checkout-create.js';
import { findOwnOrder } from './order-lookup.service.js';

export async function checkoutRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(rateLimit, { global: false });
  const limits = checkoutLimits(deps.config);
  const window = limits.windowSeconds * 1000;
  const perClient = app.createRateLimit({ max: limits.createsPerClientKey, timeWindow: window });
  const perSession = app.createRateLimit({
    max: limits.createsPerSession,
    timeWindow: window,
    keyGenerator: (request) => `session:${request.session?.sessionId}`,
  });
  const contextOf = async (request: FastifyRequest): Promise<CheckoutContext> => ({
    lang: request.lang,
    currency: await resolveCurrency(deps.db, request.currencyCode),
    config: deps.config,
    customerId: request.session?.customerId ?? null,
  });

  handle(app, checkoutCalls.validate, async ({ body }, { request }) => {
    const assessment = await assessCheckout(deps.db, body, await contextOf(request));
    return assessment.validation;
  });

  handle(app, checkoutCalls.create, async ({ body }, { session, request, reply }) => {
    await assertWithinLimit(perClient, request, reply, 'placing another order');
    await assertWithinLimit(perSession, request, reply, 'placing another order');
    return createOrder(deps, session, body, await contextOf(request), clientKeyOf(request.ip));
  });

  handle(app, checkoutCalls.searchOrder, async ({ query }, { session, request }) =>
    findOwnOrder(deps.db, session, query.number, request.lang),
  );
}
