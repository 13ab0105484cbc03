import type { ErrorCode } from '@kordon/contract';

/** The one error type services throw; http/error-handler.ts maps the code to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for validation_failed. */
    readonly fields?: Record<string, string[]>,
    /** Per-field codes, in the order of `fields`; derived from the message catalogue when absent. */
    readonly fieldCodes?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what = 'Resource') {
    return new AppError('not_found', `${what} not found`);
  }

  static validation(
    fields: Record<string, string[]>,
    message = 'The given data was invalid.',
    fieldCodes?: Record<string, string[]>,
  ) {
    return new AppError('validation_failed', message, fields, fieldCodes);
  }
}
