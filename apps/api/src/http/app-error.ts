import type { ErrorCode, FieldErrors } from '@kordon/contract';

/** The one error type services throw; http/error-handler.ts maps the code to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field errors for validation_failed, each made from its code (contract `fieldError`). */
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what = 'Resource') {
    return new AppError('not_found', `${what} not found`);
  }

  static validation(fields: FieldErrors, message = 'The given data was invalid.') {
    return new AppError('validation_failed', message, fields);
  }
}
