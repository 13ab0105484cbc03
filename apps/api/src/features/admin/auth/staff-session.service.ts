import type { StaffSignedIn } from '@kordon/contract';
import type { DbExecutor, Transaction } from '../../../db/executor.js';
import { inTransaction } from '../../../db/executor.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../http/app-error.js';
import { hashRefreshToken, newRefreshToken, successorRefreshToken } from '../../auth/token.service.js';
import { findActiveStaff, type StaffRow, toStaffMember } from '../staff/staff.queries.js';
import { staffSessionLimits as limits } from './staff-session.limits.js';
import {
  deleteEndedSessions,
  insertStaffSession,
  lockSessionOfRefresh,
  revokeSessionsOfStaff,
  revokeStaffSession,
  rotateRefresh,
} from './staff-session.queries.js';
import { signStaffToken } from './staff-token.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The answer of a sign-in or refresh, and the refresh token for the cookie. */
export type StaffSessionOpened = { answer: StaffSignedIn; refreshToken: string };

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The access token is issued at the session's last rotation, so a replayed refresh gets the same bytes. */
async function answerOf(
  config: Deps['config'],
  member: StaffRow,
  sessionId: string,
  rotatedAt: Date,
  refreshToken: string,
): Promise<StaffSessionOpened> {
  const issuedAt = epochSeconds(rotatedAt);
  const token = await signStaffToken(config.jwtSecret, { staffId: member.id, sessionId, role: member.role }, issuedAt);
  const left = issuedAt + limits.accessTokenSeconds - Math.floor(Date.now() / 1000);
  return {
    answer: { token, expires_in_seconds: Math.max(0, left), staff: toStaffMember(member) },
    refreshToken,
  };
}

/** A new session for a member who just proved their address (code sign-in, or a test). */
export async function openStaffSession(tx: Transaction, config: Deps['config'], member: StaffRow) {
  await deleteEndedSessions(tx, member.id);
  const refresh = newRefreshToken();
  const session = await insertStaffSession(tx, member.id, refresh.hash);
  return answerOf(config, member, session.id, session.rotatedAt, refresh.token);
}

type Rotation = { kind: 'rotated'; opened: StaffSessionOpened } | { kind: 'unknown' | 'ended' | 'reused' };

/**
 * Rotates the refresh token like a shopper's (docs/security.md, "Sessions and tokens"): the
 * successor is derived from the presented token; the previous token within the grace window gets
 * the same answer again; any other reuse revokes the session, committed before the 418.
 */
export async function refreshStaffSession({ db, config }: Deps, presented: string | undefined) {
  if (!presented) throw new AppError('unauthenticated', 'The staff refresh cookie is missing');
  const rotation = await inTransaction(db, (tx) => rotate(tx, config, presented));
  if (rotation.kind === 'rotated') return rotation.opened;
  if (rotation.kind === 'unknown') throw new AppError('unauthenticated', 'The staff refresh cookie is invalid');
  throw new AppError('session_revoked', 'The staff session has ended; sign in again');
}

async function rotate(tx: Transaction, config: Deps['config'], presented: string): Promise<Rotation> {
  const hash = hashRefreshToken(presented);
  const session = await lockSessionOfRefresh(tx, hash);
  if (!session) return { kind: 'unknown' };
  if (session.ended) return { kind: 'ended' };
  const successor = successorRefreshToken(config, presented);
  const opened = async (rotatedAt: Date): Promise<Rotation> => {
    const member = await findActiveStaff(tx, { id: session.staffId });
    if (!member) return { kind: 'ended' };
    return { kind: 'rotated', opened: await answerOf(config, member, session.id, rotatedAt, successor.token) };
  };
  if (session.current) {
    if (session.idle) {
      await revokeStaffSession(tx, session.id, 'idle');
      return { kind: 'ended' };
    }
    return opened(await rotateRefresh(tx, session.id, hash, successor.hash));
  }
  if (session.inGrace) return opened(session.rotatedAt);
  await revokeStaffSession(tx, session.id, 'reuse');
  return { kind: 'reused' };
}

/** Sign-out: the session's refresh token and access tokens stop working at once. */
export async function endStaffSession(db: DbExecutor, sessionId: string) {
  await revokeStaffSession(db, sessionId, 'logout');
}

/** A removed member's sessions end with the removal. */
export async function endSessionsOfStaff(tx: Transaction, staffId: string, reason: string) {
  await revokeSessionsOfStaff(tx, staffId, reason);
}
