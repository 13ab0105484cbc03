import { describe, expect, it } from 'vitest';
import { loginRequest } from './auth.js';
import { emailAddress, emailIssues } from './email.js';
import { restockInput } from './reviews.js';

describe('the one e-mail rule (sign-in, checkout, restock)', () => {
  it('is the schema of the sign-in and restock calls, and checkout checks with it', () => {
    expect(loginRequest.shape.email).toBe(emailAddress);
    expect(restockInput.shape.customerEmail).toBe(emailAddress);
  });

  it.each(['a@[127.0.0.1]', '"a b"@example.com', 'anna@example', 'anna@@example.com', 'an na@example.com'])(
    'refuses %s',
    (address) => {
      expect(emailIssues(address)).toEqual([{ code: 'invalid_email', message: 'Invalid email' }]);
    },
  );

  it('takes an ordinary address, trimmed, and refuses one over 50 characters or none', () => {
    expect(emailAddress.parse(' anna.mueller+shop@example.com ')).toBe('anna.mueller+shop@example.com');
    expect(emailIssues(`${'a'.repeat(39)}@example.com`)).toEqual([
      { code: 'email_too_long', message: 'The email must not be longer than 50 characters' },
    ]);
    expect(emailIssues('  ')).toEqual([{ code: 'required', message: 'Required field' }]);
  });
});
