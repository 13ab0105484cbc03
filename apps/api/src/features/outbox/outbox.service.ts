import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { insertOutboxRow, outboxRowInsert, redactProcessedMentioning } from './outbox.queries.js';

export type { OutboxHandler } from './outbox.worker.js';

/**
 * Queues background work in the caller's transaction, so it happens if and only if the change
 * that causes it commits. The worker (outbox.plugin.ts) runs the handler registered for `topic`.
 */
export function enqueue(executor: DbExecutor, row: { topic: string; payload: unknown; runAt?: Date }): Promise<number> {
  return insertOutboxRow(executor, row);
}

/** The same row as a write to run with the caller's own statement (it runs only when that one does). */
export function enqueueWith(row: { topic: string; payload: unknown }): SQL {
  return outboxRowInsert(row);
}

/** Erasure on request: done rows of `topic` that name `address` keep no body (outbox.queries.ts). */
export const redactDoneWorkMentioning = (executor: DbExecutor, topic: string, address: string, placeholder: string) =>
  redactProcessedMentioning(executor, topic, address, placeholder);
