import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { type PreparedStatement, preparedRows } from '../../db/prepared.js';
import { refreshTokens, sessions, stores } from '../../db/schema/index.js';
import type { StoredCartStamp } from '../../http/route.js';

export type SessionRow = { id: string; storeId: number; customerId: string | null; revokedAt: Date | null };

/** An unchanged cart's `updated_at` moves at most this often, so re-pricing it within this time writes nothing. */
export const CART_KEPT_FRESH_SECONDS = 60;

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

/** What the auth guard checks of a session, and its stored cart's stamp. */
export type SessionCheck = Pick<SessionRow, 'id' | 'storeId' | 'customerId'> & {
  revoked: boolean;
  cart: StoredCartStamp;
};

const sessionCheckStatement: PreparedStatement = {
  name: 'auth_session_check',
  text: `SELECT s.id, s.store_id AS "storeId", s.customer_id AS "customerId", s.revoked_at IS NOT NULL AS revoked,
      c.id AS "cartId", c.lines_digest AS "cartDigest",
      c.updated_at > now() - make_interval(secs => ${CART_KEPT_FRESH_SECONDS}) AS "cartFresh"
    FROM sessions s LEFT JOIN carts c ON c.session_id = s.id
    WHERE s.id = ANY($1::uuid[])`,
};

type SessionCheckRow = Omit<SessionCheck, 'cart'> & {
  cartId: string | null;
  cartDigest: string | null;
  cartFresh: boolean | null;
};

/**
 * Sessions by id in one prepared statement, each with its stored cart's stamp, so PUT /cart learns
 * whether it has anything to write without a statement of its own.
 */
export async function findSessions(db: DbExecutor, ids: string[]): Promise<Map<string, SessionCheck>> {
  const rows = await preparedRows<SessionCheckRow>(db, sessionCheckStatement, [`{${ids.join(',')}}`]);
  return new Map(
    rows.map(({ cartId, cartDigest, cartFresh, ...row }) => [
      row.id,
      { ...row, cart: cartId === null ? null : { digest: cartDigest, fresh: cartFresh === true } },
    ]),
  );
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
 * The token's session, locked so refreshes of one family take turns and the sweep skips it; NO KEY
 * UPDATE still lets other features insert rows pointing to it.
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
