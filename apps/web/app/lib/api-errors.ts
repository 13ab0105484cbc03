import type { FieldErrorCode } from '@kordon/contract';

const UNAVAILABLE_CURRENCY: FieldErrorCode = 'unavailable_currency';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Browser calls keep them: a 429 says in Retry-After how long to wait. */
    readonly headers?: Headers,
    /** `GET /api/v1.2/…`, for the log. */
    readonly request?: string,
  ) {
    super(`API answered ${status}${request ? ` to ${request}` : ''}`);
    // Kept through minification: the browser's handler of unhandled failures tells it by name.
    this.name = 'ApiError';
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

/** Statuses whose caller handles them: renewal (401, 498), a refusal or field errors shown in place (403, 422). */
const HANDLED_BY_CALLER = new Set([401, 403, 422, 498]);

/**
 * spec-coverage 8.1, 8.4: the error page an API status leads to, or null for none. 455 (the session is gone)
 * shows the 404 page; any other status its own page (error-page.tsx words it as 404 or 500).
 */
export function errorPageStatusOf(status: number): number | null {
  if (HANDLED_BY_CALLER.has(status) || status < 400) return null;
  return status === 455 ? 404 : status;
}
