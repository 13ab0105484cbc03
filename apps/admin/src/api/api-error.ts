import { type ErrorCode, errorBody, validationErrorBody } from '@kordon/contract';

/** A failed call, read from the contract's error envelope; `status` 0 when no answer came. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** 422: messages per field (dotted paths), as the server wrote them. */
    readonly fields: Readonly<Record<string, string[]>> = {},
    /** Seconds to wait, from Retry-After (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }

  /** 409: someone changed the object since it was read, or the change breaks a rule (the last owner). */
  get isConflict() {
    return this.status === 409;
  }
}

const fallbackCode = (status: number): ErrorCode =>
  status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'internal';

/** The error an answer carries; a body outside the contract still gives a status-based code. */
export function apiErrorOf(response: Response, body: unknown): AdminApiError {
  const retryAfter = Number(response.headers.get('retry-after'));
  const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  const invalid = validationErrorBody.safeParse(body);
  if (invalid.success)
    return new AdminApiError(response.status, 'validation_failed', invalid.data.message, invalid.data.errors, wait);
  const other = errorBody.safeParse(body);
  if (other.success) return new AdminApiError(response.status, other.data.code, other.data.message, {}, wait);
  return new AdminApiError(
    response.status,
    fallbackCode(response.status),
    `The server answered ${response.status}`,
    {},
    wait,
  );
}

/** The network failed before any answer (offline, the server restarting). */
export const unreachable = () => new AdminApiError(0, 'unavailable', 'The shop server cannot be reached; try again.');

/** Words for any failure: the server's message, or a plain one for what is not an API error. */
export const errorText = (error: unknown) =>
  error instanceof AdminApiError ? error.message : 'Something went wrong; try again.';
