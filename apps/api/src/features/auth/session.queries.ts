import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { refreshTokens, sessions, stores } from '../../db/schema/index.js';
import type { DbExecutor } from '../outbox/outbox.queries.js';

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

export async function findSession(db: DbExecutor, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select(sessionColumns).from(sessions).where(eq(sessions.id, id));
  return row;
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
 * Marks an unused, unexpired token used and returns its session. Concurrent calls with the
 * same token serialise on the row lock; only the first sees `used_at IS NULL`.
 */
export async function consumeRefreshToken(db: DbExecutor, tokenHash: string): Promise<string | undefined> {
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
    .returning({ sessionId: refreshTokens.sessionId });
  return row?.sessionId;
}

export async function findRefreshToken(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}
