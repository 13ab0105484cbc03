import { adminAuditCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { listAudit } from './audit.service.js';

export async function auditRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminAuditCalls.list, async ({ query }) => listAudit(deps.db, query));
}
