import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
 * Claims due rows for `leaseSeconds`, in one statement: SKIP LOCKED lets several nodes claim side
 * by side, and the lease lets another node retry a row whose claimer died mid-delivery.
 */
export async function claimDueRows(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const result = await db.execute<OutboxRow>(sql`
    UPDATE ${outbox} SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE processed_at IS NULL AND run_at <= now() AND (locked_until IS NULL OR locked_until <= now())
      ORDER BY run_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, topic, payload, attempts`);
  return result.rows;
}

/** Delivered rows whose payload stays as it was, in one statement. */
export async function markAllProcessed(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ processedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(inArray(outbox.id, ids));
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

/**
 * Processed rows of a topic addressed to `address`, or naming it anywhere (the shop's own notice of an
 * order names its customer), keep only `{ to, redacted: true }`: `to` is `placeholder` where it was the address.
 */
export async function redactProcessedMentioning(
  executor: DbExecutor,
  topic: string,
  address: string,
  placeholder: string,
) {
  const email = address.toLowerCase();
  const rows = await executor
    .update(outbox)
    .set({
      payload: sql`jsonb_build_object('to', CASE WHEN lower(${outbox.payload} ->> 'to') = ${email} THEN ${placeholder} ELSE ${outbox.payload} ->> 'to' END, 'redacted', true)`,
    })
    .where(
      and(
        eq(outbox.topic, topic),
        isNotNull(outbox.processedAt),
        sql`strpos(lower(${outbox.payload}::text), ${email}) > 0`,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
