import { z } from 'zod';
import { defineCall } from './call.js';
import { envelope } from './envelope.js';

export const healthStatus = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ reachable: z.boolean(), latencyMs: z.number().nullable() }),
    version: z.string(),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

export const healthResponse = envelope(healthStatus);
export type HealthStatus = z.infer<typeof healthStatus>;

export const healthCalls = {
  health: defineCall({
    id: 'getHealth',
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database reachability; 503 with the same body when the database is gone',
    tag: 'operations',
    auth: 'none',
    response: healthStatus,
    errors: ['unavailable'],
  }),
};
