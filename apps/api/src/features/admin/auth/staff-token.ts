import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { type StaffRole, staffRole } from '@kordon/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import { staffSessionLimits } from './staff-session.limits.js';

/** Staff tokens name this audience and are signed with a key of their own: no shopper guard accepts one. */
export const STAFF_AUDIENCE = 'kordon-staff';

const keys = new Map<string, KeyObject>();
function staffKeyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(createHmac('sha256', secret).update('kordon-staff-access-token').digest());
    keys.set(secret, key);
  }
  return key;
}

const staffClaims = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  role: staffRole,
  aud: z.literal(STAFF_AUDIENCE),
  exp: z.number(),
});

export type StaffClaims = z.infer<typeof staffClaims>;
export type StaffTokenSubject = { staffId: string; sessionId: string; role: StaffRole };

/** HS256, deterministic: the same subject and `issuedAt` (epoch seconds) give the same token. */
export async function signStaffToken(
  secret: string,
  subject: StaffTokenSubject,
  issuedAt: number,
  expiresAt = issuedAt + staffSessionLimits.accessTokenSeconds,
): Promise<string> {
  return new SignJWT({ sid: subject.sessionId, role: subject.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.staffId)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(staffKeyOf(secret));
}

/** 498 when expired (the app refreshes), 401 for anything else: a shopper's token, a forgery. */
export async function verifyStaffToken(secret: string, token: string): Promise<StaffClaims> {
  try {
    const { payload } = await jwtVerify(token, staffKeyOf(secret), {
      algorithms: ['HS256'],
      audience: STAFF_AUDIENCE,
    });
    const claims = staffClaims.safeParse(payload);
    if (claims.success) return claims.data;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('token_expired', 'The staff access token has expired');
  }
  throw new AppError('unauthenticated', 'The staff access token is invalid');
}
