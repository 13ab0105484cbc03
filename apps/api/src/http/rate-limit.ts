import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** 429 with the seconds to wait; the error handler copies them into a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

export function waitMessage(seconds: number, what: string): string {
  if (seconds <= 90) return `Please wait ${seconds} seconds before ${what}`;
  return `Please wait ${Math.ceil(seconds / 60)} minutes before ${what}`;
}

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
  throw new RateLimitedError(waitMessage(seconds, what), seconds);
}
