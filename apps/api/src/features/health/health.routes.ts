import { healthCalls } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/route.js';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, healthCalls.health, async (_input, { reply }) => {
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
  });
}
