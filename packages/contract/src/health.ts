import { z } from 'zod';
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
