import { ApiError } from '../../lib/api-errors';

/** A fresh idempotency key: 32 hex digits (the contract takes 16–128 letters, digits, - or _). */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll('-', '');

/**
 * One idempotency key per order attempt (spec-coverage 7.3.10): the same order sent again keeps it, so the
 * server makes one order; an order that changed is a new attempt.
 */
export function createOrderAttempts(newKey: () => string = newIdempotencyKey) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(order: unknown): string {
      const body = JSON.stringify(order);
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    /** The order was placed: the next one is a new attempt whatever it holds. */
    finish() {
      last = null;
    },
  };
}

export type CreateFailure = 'invalid' | 'soldOut' | 'rateLimited' | 'unexpected';

/**
 * What a failed POST /checkout/create means for the shopper, by status and code, never by the message;
 * anything unrecognised is spec-coverage 8.14's generic line.
 */
export function createFailureOf(error: unknown): CreateFailure {
  if (!(error instanceof ApiError)) return 'unexpected';
  if (error.status === 422) return 'invalid';
  const code = (error.body as { code?: unknown } | null)?.code;
  if (error.status === 409 && code === 'out_of_stock') return 'soldOut';
  if (error.status === 429 && code === 'rate_limited') return 'rateLimited';
  return 'unexpected';
}
