import { messages } from '@kordon/contract';

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

/** Spec §8: a 422 'Unavailable currency.' means the stored currency is gone from the shop. */
export function isUnavailableCurrency(status: number, body: unknown): boolean {
  return (
    status === 422 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { message?: unknown }).message === messages.unavailableCurrency
  );
}
