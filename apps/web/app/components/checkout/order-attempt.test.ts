import { idempotencyKey } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { createFailureOf, createOrderAttempts, newIdempotencyKey } from './order-attempt';

describe('order attempts (one order per click, spec §8)', () => {
  it('keeps the key while the same order is sent again', () => {
    const attempts = createOrderAttempts();
    const first = attempts.keyFor({ order: { comment: 'a' } });
    expect(attempts.keyFor({ order: { comment: 'a' } })).toBe(first);
  });

  it('takes a new key when the order changed, or after it was placed', () => {
    const attempts = createOrderAttempts();
    const first = attempts.keyFor({ order: { comment: 'a' } });
    const changed = attempts.keyFor({ order: { comment: 'b' } });
    expect(changed).not.toBe(first);
    attempts.finish();
    expect(attempts.keyFor({ order: { comment: 'b' } })).not.toBe(changed);
  });

  it('makes keys the contract accepts', () => {
    expect(idempotencyKey.safeParse(newIdempotencyKey()).success).toBe(true);
  });
});

describe('a failed order (spec §8)', () => {
  it('tells field errors, sold-out items and everything else apart by status and code', () => {
    expect(createFailureOf(new ApiError(422, { code: 'validation_failed', errors: {} }))).toBe('invalid');
    expect(createFailureOf(new ApiError(409, { code: 'out_of_stock', message: 'x' }))).toBe('soldOut');
    expect(createFailureOf(new ApiError(409, { code: 'conflict', message: 'x' }))).toBe('unexpected');
    expect(createFailureOf(new ApiError(429, { code: 'rate_limited', message: 'x' }))).toBe('rateLimited');
    expect(createFailureOf(new ApiError(500, null))).toBe('unexpected');
    expect(createFailureOf(new TypeError('Failed to fetch'))).toBe('unexpected');
  });
});
