import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { type AccessTokenClaims, accessTokenClaims } from '@kordon/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config/env.js';
import { AppError } from '../../http/app-error.js';

type Secret = Pick<Config, 'jwtSecret'>;

// One key object per secret: importing the raw bytes on every verify is dear on a hot path.
const keys = new Map<string, KeyObject>();
function keyOf(config: Secret): KeyObject {
  let key = keys.get(config.jwtSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(config.jwtSecret));
    keys.set(config.jwtSecret, key);
  }
  return key;
}

/** Tokens whose signature was checked, per secret (docs/security.md: at most this many, oldest go). */
export const VERIFIED_TOKENS_KEPT = 10_000;
const verified = new Map<string, Map<string, AccessTokenClaims>>();

/** How many verified tokens are remembered for a secret (tests hold the bound). */
export const verifiedTokenCount = (secret: string) => verified.get(secret)?.size ?? 0;

function rememberVerified(secret: string, token: string, claims: AccessTokenClaims) {
  let kept = verified.get(secret);
  if (!kept) {
    kept = new Map();
    verified.set(secret, kept);
  }
  if (kept.size >= VERIFIED_TOKENS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(token, claims);
}

export type AccessTokenSubject = { sub: string; sid: string; store: number };

/** HS256 JWT, deterministic: one subject and `issuedAt` give one token; `expiresAt` is for tests. */
export async function signAccessToken(
  config: Secret & Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS'>,
  subject: AccessTokenSubject,
  expiresAt?: number,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ sid: subject.sid, store: subject.store })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt ?? issuedAt + config.ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(config));
}

const expired = (claims: AccessTokenClaims) => claims.exp <= Math.floor(Date.now() / 1000);

/**
 * 498 when expired, 401 for anything else. A signature that already passed under this secret is not
 * checked again, only the expiry; the session row is still read on every call.
 */
export async function verifyAccessToken(config: Secret, token: string): Promise<AccessTokenClaims> {
  const known = verified.get(config.jwtSecret)?.get(token);
  if (known) {
    if (expired(known)) throw new AppError('token_expired', 'The access token has expired');
    return known;
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(config), { algorithms: ['HS256'] });
    // A shopper's token has no audience; a staff token (features/admin) has one and is signed apart too.
    const claims = accessTokenClaims.safeParse(payload);
    if (claims.success && payload.aud === undefined) {
      rememberVerified(config.jwtSecret, token, claims.data);
      return claims.data;
    }
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('token_expired', 'The access token has expired');
  }
  throw new AppError('unauthenticated', 'The access token is invalid');
}

/** 32 random bytes for the client; only the SHA-256 hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

/**
 * The token that replaces `presented`: an HMAC under JWT_SECRET, as unguessable as a random one, yet a
 * retried refresh gets it again without it being stored in clear.
 */
export function successorRefreshToken(config: Secret, presented: string): { token: string; hash: string } {
  const token = createHmac('sha256', config.jwtSecret).update(`refresh-successor:${presented}`).digest('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
