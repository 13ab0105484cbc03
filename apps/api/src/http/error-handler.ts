import { type ErrorBody, type ErrorCode, fieldErrorLists, type ValidationErrorBody } from '@kordon/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import { RateLimitedError } from './rate-limit.js';

export const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  out_of_stock: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  session_revoked: 418,
  validation_failed: 422,
  rate_limited: 429,
  token_expired: 498,
  payment_declined: 402,
  internal: 500,
  unavailable: 503,
};

// Fastify's own errors for malformed requests, mapped onto our codes.
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

const badInputSqlStates = new Set(['22P02', '22003', '22001', '22021', '22P05', '54000']);

// The database went away or is starting again (a restart, a failover): a retry will do, so 503.
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
const unavailableNetCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const isDatabaseGone = (state: string | undefined, message: string | undefined) =>
  (state !== undefined &&
    (unavailableSqlStates.has(state) || state.startsWith('08') || unavailableNetCodes.has(state))) ||
  // The embedded server's socket file is gone while it restarts.
  (state === 'ENOENT' && (message ?? '').includes('.s.PGSQL')) ||
  // pg's own words when a socket closes under a query; it sets no code.
  /^Connection terminated( unexpectedly| due to connection timeout)?/.test(message ?? '');

/** Turns any thrown value into a JSON body; 5xx bodies never carry internals. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody | ValidationErrorBody } {
  if (error instanceof AppError) {
    if (error.code === 'validation_failed') {
      return {
        status: 422,
        body: {
          code: 'validation_failed',
          message: error.message,
          ...fieldErrorLists(error.fields ?? {}),
        },
      };
    }
    return { status: statusOf[error.code], body: { code: error.code, message: error.message } };
  }
  const fastifyError = error as Partial<FastifyError> & { code?: string };
  const mapped = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (mapped) return { status: statusOf[mapped], body: { code: mapped, message: fastifyError.message ?? mapped } };
  // Drizzle wraps the driver's error; the SQLSTATE sits on its cause.
  const sqlState = fastifyError.code ?? (fastifyError as { cause?: { code?: string } }).cause?.code;
  // Values PostgreSQL refuses (a NUL byte, a number out of range, a string too long) are bad input.
  if (sqlState && badInputSqlStates.has(sqlState)) {
    return {
      status: 400,
      body: { code: 'bad_request', message: 'The request contains a value that cannot be stored.' },
    };
  }
  const cause = (fastifyError as { cause?: { message?: string } }).cause;
  if (isDatabaseGone(sqlState, cause?.message ?? fastifyError.message)) {
    return {
      status: 503,
      body: { code: 'unavailable', message: 'The shop is briefly unavailable. Please try again in a moment.' },
    };
  }
  if (sqlState === '23505') {
    return { status: 409, body: { code: 'conflict', message: 'The resource already exists.' } };
  }
  if (fastifyError.statusCode === 429) {
    return { status: 429, body: { code: 'rate_limited', message: fastifyError.message ?? 'Too many requests' } };
  }
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return {
      status: fastifyError.statusCode,
      body: { code: 'bad_request', message: fastifyError.message ?? 'Bad request' },
    };
  }
  return { status: 500, body: { code: 'internal', message: 'Internal Server Error' } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    // The kind sets the log level: a client mistake is not a server failure.
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    if (status === 503) reply.header('retry-after', '1');
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(status).send(body);
  });
}

export function apiNotFound(
  method: string,
  url: string,
  allowed: string[] | undefined,
): { status: number; body: ErrorBody } {
  if (allowed && allowed.length > 0 && !allowed.includes(method)) {
    return { status: 405, body: { code: 'method_not_allowed', message: `Method ${method} is not allowed here` } };
  }
  return { status: 404, body: { code: 'not_found', message: `Route ${method} ${url.split('?')[0]} not found` } };
}
