import { fieldError } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { toErrorResponse } from './error-handler.js';

describe('toErrorResponse', () => {
  it('maps each AppError code to its status', () => {
    expect(toErrorResponse(new AppError('token_expired', 'Token expired')).status).toBe(498);
    expect(toErrorResponse(new AppError('session_revoked', 'Revoked')).status).toBe(418);
    expect(toErrorResponse(new AppError('out_of_stock', 'Gone')).status).toBe(409);
  });

  it('answers validation failures 422 with messages and their codes per field', () => {
    const fields = { email: [fieldError('invalid_email'), { code: 'too_big', message: 'Something new' }] };
    expect(toErrorResponse(AppError.validation(fields))).toEqual({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'The given data was invalid.',
        errors: { email: ['Invalid email', 'Something new'] },
        codes: { email: ['invalid_email', 'too_big'] },
      },
    });
  });

  it('turns a unique violation into a conflict', () => {
    expect(toErrorResponse(Object.assign(new Error('duplicate key'), { code: '23505' })).status).toBe(409);
  });

  it('never leaks internals of an unexpected failure', () => {
    const { status, body } = toErrorResponse(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret'));
    expect(status).toBe(500);
    expect(body).toEqual({ code: 'internal', message: 'Internal Server Error' });
  });
});

describe('toErrorResponse with errors wrapped by the query builder', () => {
  it('reads the SQLSTATE from the cause: bad values are 400, duplicates 409', () => {
    const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });
    expect(toErrorResponse(wrapped('22021')).status).toBe(400);
    expect(toErrorResponse(wrapped('22003')).status).toBe(400);
    expect(toErrorResponse(wrapped('23505')).status).toBe(409);
  });
});
