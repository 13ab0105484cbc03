import { describe, expect, it } from 'vitest';
import { fakeToken } from './session.testing';
import { isCustomerToken, readTokenClaims } from './token-claims';

describe('readTokenClaims', () => {
  it('reads sub, exp and iat from the payload', () => {
    expect(readTokenClaims(fakeToken({ sub: 'anonymous', exp: 200, iat: 100 }))).toEqual({
      sub: 'anonymous',
      exp: 200,
      iat: 100,
    });
  });

  it('decodes UTF-8 and base64url characters', () => {
    expect(readTokenClaims(fakeToken({ sub: 'ключ?>>', exp: 1 }))?.sub).toBe('ключ?>>');
  });

  it('answers null for anything that is not a JWT with a subject', () => {
    for (const token of [null, undefined, '', 'abc', 'a.b.c', 'a.e30.c', fakeToken({ exp: 1 })]) {
      expect(readTokenClaims(token)).toBeNull();
    }
  });
});

describe('isCustomerToken', () => {
  it("is false for the 'anonymous' subject and for no token", () => {
    expect(isCustomerToken(fakeToken({ sub: 'anonymous' }))).toBe(false);
    expect(isCustomerToken(null)).toBe(false);
    expect(isCustomerToken('garbage')).toBe(false);
  });

  it('is true for a customer id', () => {
    expect(isCustomerToken(fakeToken({ sub: '5f0e7a8e-2f1b-4a43-9a77-3c2e1c0a9d11' }))).toBe(true);
  });
});
