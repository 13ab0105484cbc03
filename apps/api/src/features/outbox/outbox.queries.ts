import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import { jsonInsert } from '../../db/json-insert.js';
import { outbox } from '../../db/schema/index.js';

export type OutboxRow = { id: number; topic: string; payload: unknown; attempts: number };

type NewOutboxRow = { topic: string; payload: unknown; runAt?: Date };

/** The insert, built but not run: a caller runs it as part of a larger statement (run_at: now). */
export const outboxRowInsert = (row: { topic: string; payload: unknown }) =>
  jsonInsert(outbox, [{ topic: row.topic, payload: row.payload }]);

export async function insertOutboxRow(executor: DbExecutor, row: NewOutboxRow): Promise<number> {
  const [inserted] = await executor
    .insert(outbox)
    .values({ topic: row.topic, payload: row.payload, runAt: row.runAt ?? sql`now()` })
    .returning({ id: outbox.id });
  return inserted!.id;
}

/**
 * Claims due rows for `leaseSeconds`: SKIP LOCKED lets several nodes claim side by side, and the
 * lease lets another node retry a row whose claimer died mid-delivery.
 */
export async function claimDueRows(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.processedAt),
          lte(outbox.runAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning({ id: outbox.id, topic: outbox.topic, payload: outbox.payload, attempts: outbox.attempts });
  });
}

/** Done: a row with processed_at and no last_error was delivered; with one, it was given up. */
export async function markProcessed(db: Db, id: number, payload?: unknown) {
  await db
    .update(outbox)
    .set({ processedAt: sql`now()`, lockedUntil: null, lastError: null, ...(payload === undefined ? {} : { payload }) })
    .where(eq(outbox.id, id));
}

/** A failed try: due again after `retryInSeconds`, or given up (processed with last_error kept). */
export async function markFailed(db: Db, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      ...(retryInSeconds === null
        ? { processedAt: sql`now()` }
        : { runAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where(eq(outbox.id, id));
}
