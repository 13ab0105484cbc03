import { createHash, randomBytes } from 'node:crypto';
import { type AccessTokenClaims, accessTokenClaims } from '@kordon/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config/env.js';
import { AppError } from '../../http/app-error.js';

type Secret = Pick<Config, 'jwtSecret'>;

const keyOf = (config: Secret) => new TextEncoder().encode(config.jwtSecret);

export type AccessTokenSubject = { sub: string; sid: string; store: number };

/** HS256 JWT; `expiresAt` (epoch seconds) overrides the configured lifetime, for tests. */
export async function signAccessToken(
  config: Secret & Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS'>,
  subject: AccessTokenSubject,
  expiresAt?: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: subject.sid, store: subject.store })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.sub)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt ?? now + config.ACCESS_TOKEN_TTL_SECONDS)
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

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
