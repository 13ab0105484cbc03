import { adminDashboardCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { getDashboard } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminDashboardCalls.get, async ({ query }) => getDashboard(deps, query));
}
