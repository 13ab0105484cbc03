import { healthStatus } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { defineRoute } from '../../http/route.js';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  defineRoute(app, {
    method: 'GET',
    url: '/health',
    summary: 'Liveness and database reachability',
    tags: ['operations'],
    response: healthStatus,
    handler: async (_input, _request, reply) => {
      const started = performance.now();
      const reachable = await deps.db
        .execute(sql`SELECT 1`)
        .then(() => true)
        .catch(() => false);
      if (!reachable) reply.status(503);
      return {
        status: reachable ? ('ok' as const) : ('degraded' as const),
        database: { reachable, latencyMs: reachable ? Math.round((performance.now() - started) * 100) / 100 : null },
        version: deps.version,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  });
}
