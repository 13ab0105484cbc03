import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbExecutor } from '../db/executor.js';
import { isTransaction } from '../db/executor.js';
import { cacheOf, sharesCache } from './cache.js';

/** The PostgreSQL channel that carries invalidations between the shop's processes (nodes, the CLI). */
export const INVALIDATION_CHANNEL = 'kordon_invalidate';

/** NOTIFY payloads stop at 8000 bytes; longer tag lists go as several notices. */
const MAX_NOTICE_BYTES = 7_000;

type Notice = { from: string; tags: string[] };

/**
 * Every write names the tags it changes (docs/architecture.md, "Truth after writes"): dropped here and
 * NOTIFYed to other processes at commit, never before; outside a transaction, at once.
 */
export async function invalidateOnCommit(executor: DbExecutor, tags: Iterable<string>): Promise<void> {
  for (const notice of noticesTo(executor, tags)) await executor.execute(sql`SELECT ${notice}`);
}

/** The same as SQL for a hot path to join into one of its own statements in `executor`; null when there is nothing to tell. */
export function invalidationNotice(executor: DbExecutor, tags: Iterable<string>): SQL | null {
  const notices = noticesTo(executor, tags);
  if (notices.length > 1) throw new Error('invalidationNotice takes tags that fit one notice');
  return notices[0] ?? null;
}

/** Drops the tags from `executor`'s cache (at commit in a transaction) and answers the NOTIFY calls for the others. */
function noticesTo(executor: DbExecutor, tags: Iterable<string>): SQL[] {
  const list = [...new Set(tags)];
  if (list.length === 0) return [];
  if (isTransaction(executor) && !sharesCache(executor)) {
    throw new Error('invalidateOnCommit needs a transaction opened by inTransaction (db/executor.ts)');
  }
  const cache = cacheOf(executor);
  const from = isTransaction(executor) ? sharedIdOf(executor) : cache.id;
  for (const tag of list) cache.invalidateTag(tag);
  return noticesOf(list).map((part) => {
    const payload: Notice = { from, tags: part };
    return sql`pg_notify(${INVALIDATION_CHANNEL}, ${JSON.stringify(payload)})`;
  });
}

const sharedIdOf = (transaction: object) => (cacheOf(transaction) as unknown as { shared: { id: string } }).shared.id;

function noticesOf(tags: string[]): string[][] {
  const notices: string[][] = [[]];
  let bytes = 0;
  for (const tag of tags) {
    if (bytes + tag.length + 3 > MAX_NOTICE_BYTES && notices.at(-1)!.length > 0) {
      notices.push([]);
      bytes = 0;
    }
    notices.at(-1)!.push(tag);
    bytes += tag.length + 3;
  }
  return notices;
}

export type InvalidationListener = { ready: Promise<void>; close: () => Promise<void> };

/**
 * Drops other processes' invalidations from `db`'s cache, listening on a connection of its own; while it
 * reconnects, the times to live bound what is left stale.
 */
export function listenForInvalidations(
  pool: pg.Pool,
  db: object,
  log: { warn: (details: object, message: string) => void },
  retryMs = 1_000,
): InvalidationListener {
  const cache = cacheOf(db);
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const onNotice = (message: pg.Notification) => {
    if (message.channel !== INVALIDATION_CHANNEL || !message.payload) return;
    let notice: Notice;
    try {
      notice = JSON.parse(message.payload) as Notice;
    } catch {
      return;
    }
    if (notice.from === cache.id || !Array.isArray(notice.tags)) return;
    for (const tag of notice.tags) if (typeof tag === 'string') cache.invalidateTag(tag);
  };
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client(pool.options as pg.ClientConfig);
    next.on('notification', onNotice);
    next.on('error', (error) => {
      log.warn({ err: error }, 'invalidation listener lost its connection');
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      if (closed) return void (await next.end().catch(() => {}));
      client = next;
    } catch (error) {
      log.warn({ err: error }, 'invalidation listener could not connect');
      await next.end().catch(() => {});
      retry();
    }
  };
  const retry = () => {
    const lost = client;
    client = undefined;
    lost?.end().catch(() => {});
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
  };
  const started = connect();
  return {
    ready: started,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await started;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
