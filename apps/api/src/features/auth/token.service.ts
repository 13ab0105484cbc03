import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type AccessTokenClaims, accessTokenClaims } from '@kordon/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config/env.js';
import { AppError } from '../../http/app-error.js';

type Secret = Pick<Config, 'jwtSecret'>;

const keyOf = (config: Secret) => new TextEncoder().encode(config.jwtSecret);

export type AccessTokenSubject = { sub: string; sid: string; store: number };

/**
 * HS256 JWT; `expiresAt` (epoch seconds) overrides the configured lifetime, for tests. HS256 is
 * deterministic: the same subject and `issuedAt` (epoch seconds) give the same token, byte for byte.
 */
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

/** 498 when expired, 401 for anything else wrong with the token itself. */
export async function verifyAccessToken(config: Secret, token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), { algorithms: ['HS256'] });
    const claims = accessTokenClaims.safeParse(payload);
    if (claims.success) return claims.data;
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
 * The token that replaces `presented` on rotation: HMAC-SHA256 under JWT_SECRET, so it is as
 * unguessable as a random one, yet a retry of the same refresh can be answered with it again
 * without storing it in clear.
 */
export function successorRefreshToken(config: Secret, presented: string): { token: string; hash: string } {
  const token = createHmac('sha256', config.jwtSecret).update(`refresh-successor:${presented}`).digest('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
