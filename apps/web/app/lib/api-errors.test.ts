import { describe, expect, it } from 'vitest';
import { isUnavailableCurrency } from './api-errors';

describe('isUnavailableCurrency (spec §8)', () => {
  it('is a 422 whose currency field carries the code unavailable_currency, whatever the text', () => {
    const body = (message: string, codes: Record<string, string[]>) => ({ code: 'validation_failed', message, codes });
    expect(isUnavailableCurrency(422, body('Unavailable currency.', { currency: ['unavailable_currency'] }))).toBe(
      true,
    );
    expect(isUnavailableCurrency(422, body('Валюта недоступна', { currency: ['unavailable_currency'] }))).toBe(true);
    expect(isUnavailableCurrency(422, body('Unavailable currency.', {}))).toBe(false);
    expect(isUnavailableCurrency(422, body('Invalid email', { email: ['invalid_email'] }))).toBe(false);
    expect(isUnavailableCurrency(400, body('Unavailable currency.', { currency: ['unavailable_currency'] }))).toBe(
      false,
    );
    expect(isUnavailableCurrency(422, null)).toBe(false);
  });
});
