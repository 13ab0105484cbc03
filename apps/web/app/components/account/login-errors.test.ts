import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { SessionLostError } from '../../lib/session/session-machine';
import { loginErrorMessages } from './login-errors';

const validation = (errors: Record<string, string[]>, codes: Record<string, string[]> = {}) =>
  new ApiError(422, { code: 'validation_failed', message: 'The given data was invalid.', errors, codes });

describe('loginErrorMessages (spec §5, §8)', () => {
  it('lists every field message of a 422 once, worded by the storefront when it knows the code', () => {
    expect(
      loginErrorMessages(
        validation(
          { email: ['Invalid email', 'Something new'], store_id: ['Unknown store'], other: ['Invalid email'] },
          { email: ['invalid_email', 'invalid'], store_id: ['unknown_store'], other: ['invalid_email'] },
        ),
      ),
    ).toEqual([{ key: 'validation.invalidEmail' }, { text: 'Something new' }, { text: 'Unknown store' }]);
  });

  it('branches on the code, never on the text: a reworded message keeps its translation', () => {
    expect(
      loginErrorMessages(validation({ verification_code: ['Wrong code!'] }, { verification_code: ['invalid_code'] })),
    ).toEqual([{ key: 'login.errors.invalidCode' }]);
    expect(
      loginErrorMessages(
        validation({ verification_code: ['The code has expired'] }, { verification_code: ['code_expired'] }),
      ),
    ).toEqual([{ key: 'login.errors.codeExpired' }]);
    // The same English text without a code is shown as the server wrote it.
    expect(loginErrorMessages(validation({ verification_code: ['Invalid code'] }))).toEqual([{ text: 'Invalid code' }]);
  });

  it('turns a 429 into the wait from Retry-After, in seconds or minutes', () => {
    const limited = (seconds: string) =>
      new ApiError(429, { code: 'rate_limited', message: 'Please wait' }, new Headers({ 'retry-after': seconds }));
    expect(loginErrorMessages(limited('42'))).toEqual([{ key: 'login.errors.wait', count: 42 }]);
    expect(loginErrorMessages(limited('600'))).toEqual([{ key: 'login.errors.waitMinutes', count: 10 }]);
    expect(loginErrorMessages(new ApiError(429, { code: 'rate_limited', message: 'Please wait 9 seconds' }))).toEqual([
      { text: 'Please wait 9 seconds' },
    ]);
  });

  it('says "try again" for failures that carry nothing to show', () => {
    expect(loginErrorMessages(new ApiError(500, { code: 'internal', message: 'Internal error' }))).toEqual([
      { key: 'login.errors.failed' },
    ]);
    expect(loginErrorMessages(new SessionLostError(null))).toEqual([{ key: 'login.errors.failed' }]);
    expect(loginErrorMessages(new TypeError('Failed to fetch'))).toEqual([{ key: 'login.errors.failed' }]);
  });
});
