import { fieldErrorCodes, messages } from '@kordon/contract';

const UNAVAILABLE_CURRENCY = fieldErrorCodes[messages.unavailableCurrency];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Browser calls keep them: a 429 says in Retry-After how long to wait. */
    readonly headers?: Headers,
  ) {
    super(`API answered ${status}`);
  }

  get isNotFound() {
    return this.status === 404;
  }
}

/**
 * spec-coverage 8.5: a 422 'Unavailable currency.' means the stored currency is gone from the shop. Told by
 * its code (`unavailable_currency` on the `currency` field), not by the English text.
 */
export function isUnavailableCurrency(status: number, body: unknown): boolean {
  if (status !== 422 || typeof body !== 'object' || body === null) return false;
  const codes = (body as { codes?: { currency?: unknown } }).codes?.currency;
  return Array.isArray(codes) && codes.includes(UNAVAILABLE_CURRENCY);
}
