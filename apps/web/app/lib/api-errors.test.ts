import { describe, expect, it } from 'vitest';
import { errorPageStatusOf, isUnavailableCurrency } from './api-errors';

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

describe('errorPageStatusOf (spec-coverage 8.1, 8.4)', () => {
  it('shows no error page for 401, 403, 422 and 498: their callers handle them', () => {
    expect([401, 403, 422, 498].map(errorPageStatusOf)).toEqual([null, null, null, null]);
  });

  it('shows the error page of any other failure with its own status, and 404 for 455', () => {
    expect([400, 404, 409, 418, 429, 500, 502, 503].map(errorPageStatusOf)).toEqual([
      400, 404, 409, 418, 429, 500, 502, 503,
    ]);
    expect(errorPageStatusOf(455)).toBe(404);
  });
});
