import { adminStockCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { applyBulk, listStock, previewBulk, updateVariation } from './stock.service.js';

export async function stockRoutes(app: FastifyInstance, deps: AppDeps) {
  const writing = { ...deps, outbox: app.outbox };
  handle(app, adminStockCalls.list, async ({ query }) => listStock(deps, query));
  handle(app, adminStockCalls.update, async ({ params, body }, { session }) =>
    updateVariation(writing, session, params.id, body),
  );
  handle(app, adminStockCalls.previewBulk, async ({ body }) => previewBulk(deps, body));
  handle(app, adminStockCalls.applyBulk, async ({ body }, { session }) => applyBulk(writing, session, body));
}
