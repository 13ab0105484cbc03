import { checkoutCalls } from '@kordon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/route.js';
import { resolveCurrency } from '../currency/currency.service.js';
import { assessCheckout, type CheckoutContext } from './checkout-assess.js';
import { createOrder } from './checkout-create.js';
import { findOwnOrder } from './order-lookup.service.js';

export async function checkoutRoutes(app: FastifyInstance, deps: AppDeps) {
  const contextOf = async (request: FastifyRequest): Promise<CheckoutContext> => ({
    lang: request.lang,
    currency: await resolveCurrency(deps.db, request.currencyCode),
    config: deps.config,
  });

  handle(app, checkoutCalls.validate, async ({ body }, { request }) => {
    const assessment = await assessCheckout(deps.db, body, await contextOf(request));
    return assessment.validation;
  });

  handle(app, checkoutCalls.create, async ({ body }, { session, request }) =>
    createOrder(deps, session, body, await contextOf(request)),
  );

  handle(app, checkoutCalls.searchOrder, async ({ query }, { session, request }) =>
    findOwnOrder(deps.db, session, query.number, request.lang),
  );
}
