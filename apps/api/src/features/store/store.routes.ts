import { storeCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { STORE_ANSWERS } from '../../http/answer-cache.js';
import { handle } from '../../http/route.js';
import { getStoreContext } from './context.service.js';

export async function storeRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(
    app,
    storeCalls.context,
    async (_input, { request }) => getStoreContext(deps.db, request.lang, request.currencyCode),
    {
      cache: STORE_ANSWERS,
    },
  );
}
