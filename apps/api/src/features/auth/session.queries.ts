import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { refreshTokens, sessions, stores } from '../../db/schema/index.js';

export type SessionRow = { id: string; storeId: number; customerId: string | null; revokedAt: Date | null };

const sessionColumns = {
  id: sessions.id,
  storeId: sessions.storeId,
  customerId: sessions.customerId,
  revokedAt: sessions.revokedAt,
};

export async function findStore(db: DbExecutor, id: number) {
  const [store] = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, id));
  return store;
}

export async function insertSession(
  db: DbExecutor,
  values: { storeId: number; customerId: string | null; deviceId: string; platform: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning(sessionColumns);
  return row!;
}

/** Sessions by id, in one query whatever their number (the auth hook coalesces its look-ups). */
export async function findSessions(db: DbExecutor, ids: string[]): Promise<Map<string, SessionRow>> {
  const rows = await db.select(sessionColumns).from(sessions).where(inArray(sessions.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function revokeSession(db: DbExecutor, id: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function touchSession(db: DbExecutor, id: string) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function insertRefreshToken(db: DbExecutor, sessionId: string, tokenHash: string, ttlDays: number) {
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash,
    expiresAt: sql`now() + make_interval(days => ${ttlDays})`,
  });
}

/**
 * The session the token belongs to, locked for the rest of the transaction: refreshes of one
 * family take turns, and the sweep (which skips locked sessions) cannot delete it meanwhile.
 * NO KEY UPDATE leaves other features free to insert rows that point to the session.
 */
export async function lockSessionOfToken(db: DbExecutor, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('no key update', { of: sessions });
  return row;
}

/** Marks an unused, unexpired token used; returns when, or nothing if it was not usable. */
export async function consumeRefreshToken(db: DbExecutor, tokenHash: string): Promise<Date | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ usedAt: refreshTokens.usedAt });
  return row?.usedAt ?? undefined;
}

/** When a used token was used, and whether that is still within `graceSeconds`. */
export async function findUsedRefreshToken(db: DbExecutor, tokenHash: string, graceSeconds: number) {
  const [row] = await db
    .select({
      usedAt: refreshTokens.usedAt,
      inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${graceSeconds})`,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(refreshTokens.usedAt)));
  return row?.usedAt ? { usedAt: row.usedAt, inGrace: row.inGrace } : undefined;
}

/** True while the token of the session is neither used nor expired. */
export async function isRefreshTokenUnused(db: DbExecutor, sessionId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}
