import { z } from 'zod';
import { defineCall } from './call.js';
import { emailAddress } from './email.js';
import { byCode } from './field-codes.js';

export const clientPlatform = z.enum(['web', 'ios', 'android']).meta({ id: 'ClientPlatform' });

/** A store id as a number or a numeric string; the server checks that the store exists. */
export const storeIdInput = z.union(
  [
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  { error: (issue) => (issue.input === undefined ? byCode('required') : byCode('unknown_store')) },
);

const deviceId = z.string().trim().min(1, byCode('required')).max(128);

export const anonymousSignInRequest = z
  .object({ platform: clientPlatform, device_id: deviceId, store_id: storeIdInput })
  .meta({ id: 'AnonymousSignInRequest' });

/** Access token (JWT, short-lived) and refresh token (opaque, single use, rotated). */
export const tokenPair = z.object({ token: z.string(), refresh_token: z.string() }).meta({ id: 'TokenPair' });

export const loginRequest = z.object({ email: emailAddress, store_id: storeIdInput }).meta({ id: 'LoginRequest' });

/** The same answer whether or not a customer with the address exists. */
export const loginCodeSent = z
  .object({
    message: z.string(),
    expires_in_seconds: z.number().int(),
    resend_after_seconds: z.number().int(),
  })
  .meta({ id: 'LoginCodeSent' });

/** Six digits as a number or a string; spaces are ignored, as the storefront strips them too. */
const verificationCode = z
  .union([z.number().int().nonnegative(), z.string()], {
    error: (issue) => (issue.input === undefined ? byCode('required') : byCode('invalid_code')),
  })
  .transform((value) => String(value).replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: byCode('required'), abort: true })
      .regex(/^\d{6}$/, byCode('invalid_code')),
  );

export const checkCodeRequest = z
  .object({
    device_id: deviceId,
    platform: clientPlatform,
    store_id: storeIdInput,
    verification_code: verificationCode,
  })
  .meta({ id: 'CheckCodeRequest' });

export const authCustomer = z
  .object({ id: z.string(), email: z.string(), firstname: z.string(), lastname: z.string() })
  .meta({ id: 'AuthCustomer' });

export const signedIn = tokenPair.extend({ customer: authCustomer }).meta({ id: 'SignedIn' });

/** Claims of the access token; `sub` is 'anonymous' until the visitor signs in. */
export const accessTokenClaims = z.object({
  sub: z.union([z.literal('anonymous'), z.uuid()]),
  sid: z.uuid(),
  store: z.number().int(),
  exp: z.number(),
});

export type AnonymousSignInRequest = z.infer<typeof anonymousSignInRequest>;
export type TokenPair = z.infer<typeof tokenPair>;
export type LoginRequest = z.infer<typeof loginRequest>;
export type LoginCodeSent = z.infer<typeof loginCodeSent>;
export type CheckCodeRequest = z.infer<typeof checkCodeRequest>;
export type AuthCustomer = z.infer<typeof authCustomer>;
export type SignedIn = z.infer<typeof signedIn>;
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

export const authCalls = {
  anonymous: defineCall({
    id: 'startAnonymousSession',
    method: 'POST',
    path: '/auth/anonymous',
    summary: 'Starts an anonymous session: an access token (sub "anonymous") and a refresh token',
    tag: 'auth',
    auth: 'none',
    body: anonymousSignInRequest,
    response: tokenPair,
    errors: ['rate_limited'],
  }),
  refresh: defineCall({
    id: 'refreshSession',
    method: 'POST',
    path: '/auth/refresh',
    summary:
      'Rotates the refresh token from X-Refresh-Token; the same token again within 30 s answers the same pair, later it ends the session (418)',
    tag: 'auth',
    auth: 'none',
    response: tokenPair,
    errors: ['unauthenticated', 'session_revoked', 'rate_limited'],
  }),
  logout: defineCall({
    id: 'endSession',
    method: 'POST',
    path: '/auth/logout',
    summary: 'Ends the session: its refresh tokens stop working and its access tokens answer 418',
    tag: 'auth',
    auth: 'session',
  }),
  login: defineCall({
    id: 'requestLoginCode',
    method: 'POST',
    path: '/auth/login',
    summary: 'E-mails a one-time sign-in code; the answer is the same for known and unknown addresses',
    tag: 'auth',
    auth: 'session',
    body: loginRequest,
    response: loginCodeSent,
    errors: ['rate_limited'],
  }),
  check: defineCall({
    id: 'signInWithCode',
    method: 'POST',
    path: '/auth/check',
    summary: 'Redeems the code this session asked for: new tokens for the customer, created on first sign-in',
    tag: 'auth',
    auth: 'session',
    body: checkCodeRequest,
    response: signedIn,
    errors: ['rate_limited'],
  }),
};
