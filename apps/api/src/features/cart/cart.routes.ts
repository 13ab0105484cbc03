import { cartCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/route.js';
import { resolveCurrency } from '../currency/currency.service.js';
import { forgetCart, priceAndKeepCart } from './cart.service.js';

export async function cartRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, cartCalls.price, async ({ body }, { session, request }) =>
    priceAndKeepCart(deps.db, session, body, {
      lang: request.lang,
      currency: await resolveCurrency(deps.db, request.currencyCode),
    }),
  );
  handle(app, cartCalls.clear, async (_input, { session }) => {
    await forgetCart(deps.db, session);
  });
}
