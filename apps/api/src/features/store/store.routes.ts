import { storeContext } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { defineRoute } from '../../http/route.js';
import { getStoreContext } from './context.service.js';

export async function storeRoutes(app: FastifyInstance, deps: AppDeps) {
  defineRoute(app, {
    method: 'GET',
    url: '/context',
    summary: 'Store settings, languages and currencies; 422 "Unavailable currency." for an unknown X-App-Currency',
    tags: ['store'],
    response: storeContext,
    handler: async (_input, request) => getStoreContext(deps.db, request.lang, request.currencyCode),
  });
}
