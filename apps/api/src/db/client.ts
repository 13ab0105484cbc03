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
  close: () => Promise<void>;
};

// COUNT(*) and bigint sums arrive as strings by default; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export function connect(url: string, poolSize: number): Pick<Database, 'db' | 'pool'> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema }) };
}

/** The external server when DATABASE_URL is set, otherwise the embedded one under DATA_DIR/pg. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'dataDir'>,
  log: (line: string) => void = () => {},
): Promise<Database> {
  let server: RunningPostgres | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    server = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), log });
    url = server.url('postgres');
  }
  const { db, pool } = connect(url, config.DATABASE_POOL_SIZE);
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    url,
    embedded: Boolean(server),
    // Idempotent: a forced shutdown may call it while a graceful one is already closing.
    close: () =>
      (closing ??= (async () => {
        await pool.end();
        await server?.stop();
      })()),
  };
}
