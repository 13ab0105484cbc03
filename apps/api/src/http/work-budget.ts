import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { clientKeyOf } from './client-key.js';

/**
 * What one client key may spend on work no cache covers (docs/security.md): a bucket of milliseconds,
 * refilled `msPerSecond` up to `burstMs`, charged each request's own time when it ends.
 */
export type WorkBudget = {
  /** Seconds to wait before `key` may spend again, or 0 when it may now. */
  waitFor(key: string): number;
  charge(key: string, ms: number): void;
};

/**
 * A refusal is sent this late: refused at once, a client looping on its connections turns the refusals
 * themselves into the flood (docs/security.md). Waiting costs a timer, not CPU.
 */
export const REFUSAL_DELAY_MS = 250;

/** Keys remembered at once; past this the longest idle are forgotten (they had refilled anyway). */
const MAX_KEYS = 50_000;

export function createWorkBudget(
  options: { msPerSecond: number; burstMs: number },
  now: () => number = Date.now,
): WorkBudget {
  const buckets = new Map<string, { ms: number; at: number }>();
  const current = (key: string) => {
    const bucket = buckets.get(key);
    const time = now();
    if (!bucket) return { ms: options.burstMs, at: time };
    const refilled = Math.min(options.burstMs, bucket.ms + ((time - bucket.at) / 1000) * options.msPerSecond);
    return { ms: refilled, at: time };
  };
  return {
    waitFor(key) {
      if (options.msPerSecond <= 0) return 0;
      const { ms } = current(key);
      return ms > 0 ? 0 : Math.max(1, Math.ceil(-ms / options.msPerSecond));
    },
    charge(key, ms) {
      if (options.msPerSecond <= 0) return;
      const bucket = current(key);
      bucket.ms -= ms;
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > MAX_KEYS) buckets.delete(buckets.keys().next().value as string);
    },
  };
}

/** Marks the storefront's own API calls (in-process or from a web node), with `internalCallTokenOf`. */
export const INTERNAL_CALL_HEADER = 'x-internal-call';

/** The token of internal calls, the same on every node of one shop (derived from its secret). */
export const internalCallTokenOf = (secret: string) =>
  createHmac('sha256', secret).update('kordon internal call').digest('base64url');

/** The budget's key of a request: its client key (IPv4 address, IPv6 /64). */
export const budgetKeyOf = (request: { ip?: string }) => clientKeyOf(request.ip);

/** Throws 429 `rate_limited` with Retry-After when the request's client has spent its budget. */
export function assertWorkAllowed(budget: WorkBudget, request: FastifyRequest, reply: FastifyReply) {
  const wait = budget.waitFor(budgetKeyOf(request));
  if (wait === 0) return;
  reply.header('retry-after', String(wait));
  throw new AppError('rate_limited', `Too many requests from your address. Please wait ${wait} seconds.`);
}

/** Runs `work`, then charges its wall time to `key`. */
export async function chargingWork<T>(budget: WorkBudget, key: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    budget.charge(key, performance.now() - started);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    workBudget: WorkBudget;
  }
}

/**
 * The API's share: a request that reaches its handler (a stored answer never does) is refused
 * when its client's budget is spent, and charged its time when answered.
 */
export function registerWorkBudget(api: FastifyInstance, internalCallToken: string) {
  api.addHook('preHandler', (request, reply, done) => {
    // A page render's own calls: the render is charged to its visitor already.
    if (request.headers[INTERNAL_CALL_HEADER] === internalCallToken) return done();
    try {
      assertWorkAllowed(api.workBudget, request, reply);
    } catch (error) {
      setTimeout(() => done(error as Error), REFUSAL_DELAY_MS).unref();
      return;
    }
    // Charged when answered; a stored answer never gets here, so it pays no hook at all.
    const started = performance.now();
    reply.raw.once('finish', () => api.workBudget.charge(budgetKeyOf(request), performance.now() - started));
    done();
  });
}
