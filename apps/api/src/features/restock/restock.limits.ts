import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';

/** The numbers of restock notices; docs/security.md lists them. */
export const restockLimits = {
  /** Both per-client limits count in windows of this length, per node in memory. */
  windowSeconds: 10 * 60,
  /** Requests per client key (IPv4 address, IPv6 /64): a shared office or carrier address. */
  requestsPerClientKey: 60,
  /** Requests per session: a shopper asks for a few sizes, not for the catalogue. */
  requestsPerSession: 10,
  /** Seconds from ready to the first sweep, then between sweeps. */
  sweepFirstRunAfterSeconds: 30,
  sweepEverySeconds: 30,
  /** Requests marked and mailed per transaction. */
  sweepBatchSize: 500,
} as const;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the request; 429 with Retry-After once the key is over its limit. */
export async function assertWithinLimit(limit: Limiter, request: FastifyRequest, reply: FastifyReply, what: string) {
  const result = await limit(request);
  // `isAllowed` is true only for allow-listed keys; a counted request is judged by `isExceeded`.
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  reply.header('retry-after', String(seconds));
  const wait = seconds <= 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  throw new AppError('rate_limited', `Please wait ${wait} before ${what}`);
}
