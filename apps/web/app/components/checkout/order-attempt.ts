import { ApiError } from '../../lib/api-errors';

/** A fresh idempotency key: 32 hex digits (the contract takes 16–128 letters, digits, - or _). */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll('-', '');

/**
 * One idempotency key per order attempt (spec-coverage 7.3.10): the same order sent again (a
 * double click, a retry after a lost answer) keeps its key, so the server makes one order; an
 * order that changed in between is a new attempt with a new key.
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
 * What a failed POST /checkout/create means for the shopper, by status and code (never by the
 * message): 422 names fields, 409 `out_of_stock` says items sold out, 429 `rate_limited` asks to
 * pay or wait (too many orders at once, or unpaid ones still held: docs/checkout.md, "Holds"),
 * anything else is spec-coverage 8.14's 'Unexpected error occurred. Please try again later.'
 */
export function createFailureOf(error: unknown): CreateFailure {
  if (!(error instanceof ApiError)) return 'unexpected';
  if (error.status === 422) return 'invalid';
  const code = (error.body as { code?: unknown } | null)?.code;
  if (error.status === 409 && code === 'out_of_stock') return 'soldOut';
  if (error.status === 429 && code === 'rate_limited') return 'rateLimited';
  return 'unexpected';
}
