import { adminRestockCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { listRestockOverview } from '../../restock/restock-overview.service.js';

export async function adminRestockRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminRestockCalls.list, async ({ query }) => listRestockOverview(deps.db, query));
}
