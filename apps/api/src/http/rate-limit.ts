import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts the request against a limiter made with `app.createRateLimit`; once the key is over its
 * limit, 429 `rate_limited` with Retry-After and "Please wait N minutes before <what>".
 */
export async function assertWithinLimit(limit: Limiter, request: FastifyRequest, reply: FastifyReply, what: string) {
  const result = await limit(request);
  // `isAllowed` is true only for allow-listed keys; a counted request is judged by `isExceeded`.
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  reply.header('retry-after', String(seconds));
  const wait = seconds <= 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  throw new AppError('rate_limited', `Please wait ${wait} before ${what}`);
}
