import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config/env.js';
import { type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  pool: pg.Pool;
  url: string;
  /** True when this process started the PostgreSQL server itself. */
  embedded: boolean;
  /** False while the embedded server is being restarted after it died. */
  available: () => boolean;
  close: () => Promise<void>;
};

// COUNT(*) and bigint sums arrive as strings by default; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export function connect(url: string, poolSize: number): Pick<Database, 'db' | 'pool'> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one in use between two queries: an 'error' without a listener would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return { pool, db: drizzle(pool, { schema }) };
}

export type Supervised = {
  /** The server as last started; its url() stays the same across restarts. */
  current: () => RunningPostgres;
  available: () => boolean;
  stop: () => Promise<void>;
};

/**
 * Restarts a server that died, pausing longer after each failed attempt (its old backends may still
 * hold the shared memory); the socket path stays, so the pool reconnects by itself.
 */
export async function keepRunning(
  start: () => Promise<RunningPostgres>,
  notify: (line: string) => void,
  pauseMs = (attempt: number) => Math.min(5_000, 200 * attempt),
): Promise<Supervised> {
  let current = await start();
  let available = true;
  let stopped = false;
  let restarting: Promise<void> | undefined;
  const restart = async () => {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        const next = await start();
        if (stopped) return await next.stop();
        current = next;
        available = true;
        watch(next);
        notify('the embedded PostgreSQL server is running again');
        return;
      } catch (error) {
        notify(`restarting the embedded PostgreSQL server failed (attempt ${attempt}): ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, pauseMs(attempt)));
      }
    }
  };
  const watch = (server: RunningPostgres) =>
    server.onUnexpectedExit((reason) => {
      if (stopped) return;
      available = false;
      notify(`the embedded PostgreSQL server stopped unexpectedly (${reason}); restarting it`);
      restarting = restart();
    });
  watch(current);
  return {
    current: () => current,
    available: () => available,
    stop: async () => {
      stopped = true;
      await restarting;
      await current.stop();
    },
  };
}

/**
 * The external server when DATABASE_URL is set, otherwise the embedded one under DATA_DIR/pg,
 * restarted whenever it dies. `log` receives the server's own lines, `notify` the restarts.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'dataDir'>,
  log: (line: string) => void = () => {},
  notify: (line: string) => void = log,
): Promise<Database> {
  let server: Supervised | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    const dataDir = path.join(config.dataDir, 'pg');
    server = await keepRunning(() => startEmbeddedPostgres({ dataDir, log }), notify);
    url = server.current().url('postgres');
  }
  const { db, pool } = connect(url, config.DATABASE_POOL_SIZE);
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    url,
    embedded: Boolean(server),
    available: () => server?.available() ?? true,
    // Idempotent: a forced shutdown may call it while a graceful one is already closing.
    close: () =>
      (closing ??= (async () => {
        await pool.end();
        await server?.stop();
      })()),
  };
}
