import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, refreshTokens, sessions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { loginLimits } from './login.limits.js';
import { sweepLimits } from './session.limits.js';

export type SweepOptions = {
  batchSize?: number;
  /** Raised above the default when access tokens are configured to live longer. */
  idleSessionSeconds?: number;
};

export type SweepResult = { codes: number; refreshTokens: number; sessions: number; skipped: boolean };

// Two-key form: a space apart from the one-key hashtext() locks of the sign-in limits.
const SWEEP_LOCK = sql`pg_try_advisory_xact_lock(1802465892, 1)`;

const secondsBefore = (at: SQL, seconds: number) => sql`(${at} - make_interval(secs => ${seconds}))`;

/**
 * Sign-in code rows no limit counts any more: the longest window is a day, and the sign-in
 * service itself keeps an address's rows for `keepRowsDays`; 'login_check' rows expire at once.
 */
function expiredCodes(at: SQL, batch: number) {
  const c = oneTimeCodes;
  return sql`DELETE FROM ${c} WHERE ${c.id} IN (
    SELECT ${c.id} FROM ${c}
    WHERE ${c.expiresAt} < ${at} AND ${c.createdAt} < ${secondsBefore(at, loginLimits.keepRowsDays * 86_400)}
    LIMIT ${batch} FOR UPDATE SKIP LOCKED)`;
}

/** Expired tokens, and used ones past the reuse-detection keep (which outlasts the grace window). */
function deadRefreshTokens(at: SQL, batch: number) {
  const r = refreshTokens;
  return sql`DELETE FROM ${r} WHERE ${r.id} IN (
    SELECT ${r.id} FROM ${r}
    WHERE ${r.expiresAt} < ${at} OR ${r.usedAt} < ${secondsBefore(at, sweepLimits.keepUsedTokensSeconds)}
    LIMIT ${batch} FOR UPDATE SKIP LOCKED)`;
}

/**
 * Every foreign key that points to sessions, except the family's own refresh tokens. Read from the
 * catalogue, so a table added later (cascading or not) keeps its sessions without a change here.
 */
async function sessionReferences(db: Db): Promise<SQL> {
  const { rows } = await db.execute<{ tbl: string; col: string }>(sql`
    SELECT c.conrelid::regclass::text AS tbl, quote_ident(a.attname) AS col
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'sessions'::regclass AND cardinality(c.conkey) = 1
      AND c.conrelid <> 'refresh_tokens'::regclass
    ORDER BY 1, 2`);
  const unreferenced = rows.map(
    ({ tbl, col }) => sql`NOT EXISTS (SELECT 1 FROM ${sql.raw(tbl)} x WHERE x.${sql.raw(col)} = ${sessions.id})`,
  );
  return sql.join([sql`true`, ...unreferenced], sql` AND `);
}

/**
 * Sessions no one can use or miss: idle past any access token's life, unreferenced, and dead or anonymous;
 * locked ones are skipped, since a refresh holding one may be about to use it.
 */
function deadSessions(at: SQL, batch: number, idleSeconds: number, unreferenced: SQL) {
  const [s, r] = [sessions, refreshTokens];
  const usable = sql`SELECT 1 FROM ${r} WHERE ${r.sessionId} = ${s.id} AND ${r.usedAt} IS NULL AND ${r.expiresAt} > ${at}`;
  return sql`DELETE FROM ${s} WHERE ${s.id} IN (
    SELECT ${s.id} FROM ${s}
    WHERE GREATEST(${s.lastSeenAt}, ${s.revokedAt}) < ${secondsBefore(at, idleSeconds)}
      AND (${s.revokedAt} IS NOT NULL OR ${s.customerId} IS NULL OR NOT EXISTS (${usable}))
      AND ${unreferenced}
    LIMIT ${batch} FOR UPDATE SKIP LOCKED)`;
}

/**
 * Runs one DELETE in its own short transaction under the sweep lock. Null when another process
 * holds the lock: it is sweeping, and this one leaves the work to it.
 */
async function deleteBatch(db: Db, statement: SQL): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`SELECT ${SWEEP_LOCK} AS locked`);
    if (!rows[0]?.locked) return null;
    return (await tx.execute(statement)).rowCount ?? 0;
  });
}

/** Repeats a batch until one deletes fewer rows than a batch; null when another process sweeps. */
async function deleteAll(db: Db, statement: SQL, batchSize: number): Promise<number | null> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(db, statement);
    if (deleted === null) return null;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * Deletes expired codes, dead refresh tokens, then dead sessions (the first two keep a session); safe from
 * many processes at once, since every DELETE re-checks its rows.
 */
export async function sweepExpiredAuthRows(db: Db, options: SweepOptions = {}): Promise<SweepResult> {
  const at = sql`now()`;
  const batch = options.batchSize ?? sweepLimits.batchSize;
  const idle = options.idleSessionSeconds ?? sweepLimits.idleSessionSeconds;
  const skipped = (done: Partial<SweepResult>) => ({ codes: 0, refreshTokens: 0, sessions: 0, ...done, skipped: true });
  const codes = await deleteAll(db, expiredCodes(at, batch), batch);
  if (codes === null) return skipped({});
  const refreshTokens = await deleteAll(db, deadRefreshTokens(at, batch), batch);
  if (refreshTokens === null) return skipped({ codes });
  const unreferenced = await sessionReferences(db);
  const sessions = await deleteAll(db, deadSessions(at, batch, idle, unreferenced), batch);
  if (sessions === null) return skipped({ codes, refreshTokens });
  return { codes, refreshTokens, sessions, skipped: false };
}

/**
 * Sweeps shortly after the server is ready, then every `everySeconds`, until it closes. The timer
 * never keeps the process alive; closing waits for a sweep under way, so the pool outlives it.
 */
export function scheduleAuthSweep(app: FastifyInstance, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const options = {
    idleSessionSeconds: Math.max(sweepLimits.idleSessionSeconds, config.ACCESS_TOKEN_TTL_SECONDS + 3600),
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const runAndReschedule = (delaySeconds: number) => {
    timer = setTimeout(() => {
      running = sweepExpiredAuthRows(db, options)
        .then((result) => {
          const deleted = result.codes + result.refreshTokens + result.sessions;
          app.log[deleted > 0 ? 'info' : 'debug']({ sweep: result }, 'auth rows swept');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'auth sweep failed'))
        .finally(() => {
          if (timer) runAndReschedule(sweepLimits.everySeconds);
        });
    }, delaySeconds * 1000);
    timer.unref();
  };
  app.addHook('onReady', async () => runAndReschedule(sweepLimits.firstRunAfterSeconds));
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await running;
  });
}
