import type { StaffRole } from '@kordon/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';
import { staff, staffSessions } from '../../../db/schema/index.js';
import { staffSessionLimits as limits } from './staff-session.limits.js';

const s = staffSessions;
const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
/** Revoked, past its absolute end, or its member removed: nothing brings it back. */
const ended = sql<boolean>`(${s.revokedAt} IS NOT NULL OR ${s.expiresAt} <= now() OR ${staff.removedAt} IS NOT NULL)`;

export async function insertStaffSession(tx: DbExecutor, staffId: string, refreshHash: string) {
  const [row] = await tx
    .insert(s)
    .values({ staffId, refreshHash, expiresAt: sql`now() + make_interval(secs => ${limits.sessionMaxSeconds})` })
    .returning({ id: s.id, rotatedAt: s.rotatedAt });
  return row!;
}

/** What the staff guard checks on every call: the session and the member's role as they are now. */
export async function findStaffSession(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      id: s.id,
      staffId: s.staffId,
      ended,
      email: staff.email,
      name: staff.name,
      role: sql<StaffRole>`${staff.role}`,
    })
    .from(s)
    .innerJoin(staff, eq(staff.id, s.staffId))
    .where(eq(s.id, id));
  return row;
}

/**
 * The session whose current or previous refresh token has this hash, locked: refreshes of one
 * session take turns. `inGrace` and `idle` compare the last rotation with the limits.
 */
export async function lockSessionOfRefresh(tx: DbExecutor, hash: string) {
  const [row] = await tx
    .select({
      id: s.id,
      staffId: s.staffId,
      role: sql<StaffRole>`${staff.role}`,
      current: sql<boolean>`${s.refreshHash} = ${hash}`,
      rotatedAt: s.rotatedAt,
      inGrace: sql<boolean>`${s.rotatedAt} > ${secondsAgo(limits.refreshGraceSeconds)}`,
      idle: sql<boolean>`${s.rotatedAt} <= ${secondsAgo(limits.refreshIdleSeconds)}`,
      ended,
    })
    .from(s)
    .innerJoin(staff, eq(staff.id, s.staffId))
    .where(or(eq(s.refreshHash, hash), eq(s.previousHash, hash)))
    .for('update', { of: s });
  return row;
}

/** The presented token becomes the previous one, its successor the current one. */
export async function rotateRefresh(tx: DbExecutor, id: string, presentedHash: string, successorHash: string) {
  const [row] = await tx
    .update(s)
    .set({ previousHash: presentedHash, refreshHash: successorHash, rotatedAt: sql`now()` })
    .where(eq(s.id, id))
    .returning({ rotatedAt: s.rotatedAt });
  return row!.rotatedAt;
}

export async function revokeStaffSession(db: DbExecutor, id: string, reason: string) {
  await db
    .update(s)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(s.id, id), isNull(s.revokedAt)));
}

export async function revokeSessionsOfStaff(db: DbExecutor, staffId: string, reason: string) {
  await db
    .update(s)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(s.staffId, staffId), isNull(s.revokedAt)));
}

/** A member's sessions that ended (or went idle) a while ago; run at their sign-in, so rows stay few. */
export async function deleteEndedSessions(tx: DbExecutor, staffId: string) {
  const keep = limits.keepEndedSessionsSeconds;
  await tx
    .delete(s)
    .where(
      and(
        eq(s.staffId, staffId),
        or(
          sql`${s.revokedAt} <= ${secondsAgo(keep)}`,
          sql`${s.expiresAt} <= ${secondsAgo(keep)}`,
          sql`${s.rotatedAt} <= ${secondsAgo(limits.refreshIdleSeconds + keep)}`,
        ),
      ),
    );
}
