import { describe, expect, it } from 'vitest';
import { isUnavailableCurrency } from './api-errors';

describe('isUnavailableCurrency (spec §8)', () => {
  it('is exactly a 422 with the message "Unavailable currency."', () => {
    expect(isUnavailableCurrency(422, { message: 'Unavailable currency.', code: 'validation_failed' })).toBe(true);
    expect(isUnavailableCurrency(422, { message: 'Invalid email' })).toBe(false);
    expect(isUnavailableCurrency(400, { message: 'Unavailable currency.' })).toBe(false);
    expect(isUnavailableCurrency(422, null)).toBe(false);
  });
});
