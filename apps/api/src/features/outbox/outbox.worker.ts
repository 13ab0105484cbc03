import type { Db } from '../../db/client.js';
import { claimDueRows, markAllProcessed, markFailed, markProcessed } from './outbox.queries.js';

/** Delivers one row; may return a replacement payload to keep (e.g. without secrets). */
export type OutboxHandler = (
  payload: unknown,
  row: { id: number; attempts: number },
  // biome-ignore lint/suspicious/noConfusingVoidType: most handlers return nothing; void lets them say so
) => Promise<void | { payload: unknown }>;
export type OutboxHandlers = Record<string, OutboxHandler>;

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type OutboxWorkerDeps = {
  db: Db;
  handlers: OutboxHandlers;
  log?: Log;
  /** Polling catches rows enqueued by other nodes and retries that have come due. */
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  leaseSeconds?: number;
};

export type OutboxWorker = {
  /** Starts a pass soon; called after a commit that enqueued work. */
  wake(): void;
  /** Processes every due row, after any pass in flight; resolves with how many rows it handled. */
  drain(): Promise<number>;
  stop(): Promise<void>;
};

/** Seconds until the next try: 5 s doubling per attempt, at most an hour, with ±20 % jitter. */
export function backoffSeconds(attempts: number): number {
  const base = Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

export function startOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, handlers, log } = deps;
  const batchSize = deps.batchSize ?? 20;
  const maxAttempts = deps.maxAttempts ?? 10;
  const leaseSeconds = deps.leaseSeconds ?? 120;
  let stopped = false;
  // Passes run one after another; at most one more is queued behind the running one.
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | undefined;

  /** Answers the id of a row delivered with its payload unchanged, for the batch's one update. */
  async function deliver(row: { id: number; topic: string; payload: unknown; attempts: number }) {
    try {
      const handler = handlers[row.topic];
      if (!handler) throw new Error(`No outbox handler for topic "${row.topic}"`);
      const result = await handler(row.payload, row);
      if (!result) return row.id;
      await markProcessed(db, row.id, result.payload);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= maxAttempts;
      log?.warn({ outboxId: row.id, topic: row.topic, attempts: row.attempts, err: message }, 'outbox delivery failed');
      await markFailed(db, row.id, message, giveUp ? null : backoffSeconds(row.attempts));
    }
  }

  async function pass(): Promise<number> {
    let handled = 0;
    while (!stopped) {
      const rows = await claimDueRows(db, batchSize, leaseSeconds);
      if (rows.length === 0) break;
      // Marked together once the batch is through: a crash before that sends them again, as a
      // crash between a send and its mark always could (delivery is at least once).
      const delivered = await Promise.all(rows.map(deliver));
      await markAllProcessed(
        db,
        delivered.filter((id): id is number => id !== undefined),
      );
      handled += rows.length;
    }
    return handled;
  }

  function schedule(): Promise<number> {
    if (queued) return queued;
    const next = chain.then(() => {
      queued = undefined;
      return pass();
    });
    queued = next;
    chain = next.catch(() => 0);
    return next;
  }

  const wake = () => {
    if (stopped) return;
    schedule().catch((error) => log?.error({ err: error }, 'outbox pass failed'));
  };
  const timer = setInterval(wake, deps.pollIntervalMs ?? 2000);
  timer.unref();
  wake();

  return {
    wake,
    drain: () => (stopped ? Promise.resolve(0) : schedule()),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
