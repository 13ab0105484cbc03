import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { oneTimeCodes } from '../../db/schema/index.js';

/**
 * Whose codes: a store's customers ('login') or the shop's staff ('staff', no store). Issued codes
 * carry the purpose; every wrong guess also leaves a '<purpose>_check' row, to count per IP.
 */
export type CodeScope = { purpose: 'login' | 'staff'; storeId: number | null };

const checkPurpose = (scope: CodeScope) => `${scope.purpose}_check`;
const ofStore = (scope: CodeScope) =>
  scope.storeId === null ? isNull(oneTimeCodes.storeId) : eq(oneTimeCodes.storeId, scope.storeId);

const seconds = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(ceil(extract(epoch from (${expression} - now()))), 0)::int`;

/**
 * Serialises code requests per address and per IP across nodes for the rest of the transaction,
 * so two simultaneous requests cannot both pass the cooldown check.
 */
export async function lockLoginKeys(tx: DbExecutor, scope: CodeScope, email: string, ip: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`otc:address:${scope.purpose}:${scope.storeId}:${email}`}))`,
  );
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otc:ip:${scope.purpose}:${ip}`}))`);
}

/** Serialises code checks per IP, so concurrent wrong guesses cannot overrun the per-IP limit. */
export async function lockWrongCheckCounter(tx: DbExecutor, scope: CodeScope, ip: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otc:check:${scope.purpose}:${ip}`}))`);
}

/** Codes sent to the address in the last day, and the seconds until each limit frees up. */
export async function addressUsage(tx: DbExecutor, scope: CodeScope, email: string, cooldownSeconds: number) {
  const inLastHour = sql`${oneTimeCodes.createdAt} > now() - interval '1 hour'`;
  const [row] = await tx
    .select({
      lastHour: sql<number>`count(*) FILTER (WHERE ${inLastHour})::int`,
      lastDay: sql<number>`count(*)::int`,
      cooldownLeft: seconds(sql`max(${oneTimeCodes.createdAt}) + make_interval(secs => ${cooldownSeconds})`),
      hourLeft: seconds(sql`min(${oneTimeCodes.createdAt}) FILTER (WHERE ${inLastHour}) + interval '1 hour'`),
      dayLeft: seconds(sql`min(${oneTimeCodes.createdAt}) + interval '1 day'`),
    })
    .from(oneTimeCodes)
    .where(
      and(
        ofStore(scope),
        eq(oneTimeCodes.email, email),
        eq(oneTimeCodes.purpose, scope.purpose),
        gt(oneTimeCodes.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row!;
}

/** Rows of a purpose from one IP within a window, and the seconds until the oldest leaves it. */
async function ipUsage(tx: DbExecutor, ip: string, purpose: string, windowSeconds: number) {
  const since = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      left: seconds(sql`min(${oneTimeCodes.createdAt}) + make_interval(secs => ${windowSeconds})`),
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.requestIp, ip), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, since)));
  return row!;
}

export const codesSentFromIp = (tx: DbExecutor, scope: CodeScope, ip: string) => ipUsage(tx, ip, scope.purpose, 3600);
export const wrongChecksFromIp = (tx: DbExecutor, scope: CodeScope, ip: string) =>
  ipUsage(tx, ip, checkPurpose(scope), 600);

export async function insertCode(
  tx: DbExecutor,
  scope: CodeScope,
  values: { email: string; codeHash: string; ttlSeconds: number; ip: string; sessionId: string | null },
) {
  await tx.insert(oneTimeCodes).values({
    storeId: scope.storeId,
    email: values.email,
    purpose: scope.purpose,
    codeHash: values.codeHash,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
    requestIp: values.ip,
    sessionId: values.sessionId,
  });
}

export async function pruneOldCodes(tx: DbExecutor, scope: CodeScope, email: string, keepDays: number) {
  await tx
    .delete(oneTimeCodes)
    .where(
      and(
        ofStore(scope),
        eq(oneTimeCodes.email, email),
        lt(oneTimeCodes.createdAt, sql`now() - make_interval(days => ${keepDays})`),
      ),
    );
}

const pendingColumns = {
  id: oneTimeCodes.id,
  storeId: oneTimeCodes.storeId,
  email: oneTimeCodes.email,
  codeHash: oneTimeCodes.codeHash,
  attempts: oneTimeCodes.attempts,
  consumed: sql<boolean>`${oneTimeCodes.consumedAt} IS NOT NULL`,
  expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()`,
};

/**
 * The newest code of the scope that the session asked for (customers), or sent to the address
 * (staff, who have no session before signing in); locked so that concurrent checks take turns.
 */
export async function latestCode(tx: DbExecutor, scope: CodeScope, of: { sessionId: string } | { email: string }) {
  const owner = 'sessionId' in of ? eq(oneTimeCodes.sessionId, of.sessionId) : eq(oneTimeCodes.email, of.email);
  const [row] = await tx
    .select(pendingColumns)
    .from(oneTimeCodes)
    .where(and(owner, ofStore(scope), eq(oneTimeCodes.purpose, scope.purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export type PendingCode = NonNullable<Awaited<ReturnType<typeof latestCode>>>;

/** Counts a wrong guess on the code and leaves a row for the per-IP limit; returns the new count. */
export async function recordWrongGuess(
  tx: DbExecutor,
  scope: CodeScope,
  code: PendingCode,
  ip: string,
  sessionId: string | null,
) {
  const [row] = await tx
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, code.id))
    .returning({ attempts: oneTimeCodes.attempts });
  await tx.insert(oneTimeCodes).values({
    storeId: code.storeId,
    email: code.email,
    purpose: checkPurpose(scope),
    codeHash: '',
    expiresAt: sql`now()`,
    consumedAt: sql`now()`,
    requestIp: ip,
    sessionId,
  });
  return row!.attempts;
}

export async function consumeCode(tx: DbExecutor, id: string) {
  await tx.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(eq(oneTimeCodes.id, id));
}
