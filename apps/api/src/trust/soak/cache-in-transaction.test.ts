import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/executor.js';
import * as schema from '../../db/schema/index.js';
import { activeShippingMethods } from '../../features/shipping/shipping-reference.js';
import { demoCatalogue } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';

/**
 * Transactions holding every pool client must not wait for a cache reload that needs one (docs/security.md,
 * "Load"): here two transactions hold a pool of two, which gives up after 3 s rather than hang.
 */
let database: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase({ template: demoCatalogue });
  pool = new pg.Pool({ connectionString: database.url, max: 2, connectionTimeoutMillis: 3_000 });
  pool.on('error', () => {});
});
afterAll(async () => {
  await pool?.end();
  await database?.close();
});

describe('a cached reference table read inside transactions that hold the whole pool', () => {
  it('is answered to them while a reload started outside them waits for a connection', async () => {
    const db = drizzle(pool, { schema });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const orders = [1, 2].map(() =>
      inTransaction(db, async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await gate;
        return (await activeShippingMethods(tx)).length;
      }),
    );
    while (pool.totalCount < 2 || pool.idleCount > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // The entry is missing (as when it expired): a caller outside any transaction starts the load.
    const validate = activeShippingMethods(db);
    open();
    const outcomes = await Promise.allSettled([...orders, validate]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'answered' : String(o.reason)))).toEqual([
      'answered',
      'answered',
      'answered',
    ]);
  });
});
