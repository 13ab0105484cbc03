import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { inTransaction } from '../../db/executor.js';
import * as schema from '../../db/schema/index.js';
import { queueOrderMailOf } from '../../features/orders/order-mails.service.js';
import { demoCatalogue } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';

/**
 * Mail queued inside an order transaction must read through it, never the pool (docs/security.md, "Load"):
 * here two transactions hold a pool of two, which gives up after 3 s rather than hang.
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

const snapshot = {
  order: { email: 'anna@example.com', language: 'en', currency: 'USD', number: 'KR-1', status: 'pending_payment' },
  lines: [{ name: 'Tactical T-shirt', quantity: 1, total: 2600 }],
  totals: [{ title: 'Total', value: 2600 }],
};

describe('the confirmation mail queued inside order transactions that hold the whole pool', () => {
  it('is queued without a connection of its own', async () => {
    // A database handle of its own: its cache is empty, as when the 30 s have passed.
    const db = drizzle(pool, { schema });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, SITE_URL: 'http://shop.test' });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const orders = [1, 2].map(() =>
      inTransaction(db, async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await gate;
        await queueOrderMailOf({ db, config }, tx, snapshot, 'confirmation');
        // Rolled back: only whether the mail could be queued matters.
        throw new Error('queued');
      }),
    );
    while (pool.totalCount < 2 || pool.idleCount > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    const outcomes = await Promise.allSettled(orders);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'committed'))).toEqual([
      'Error: queued',
      'Error: queued',
    ]);
  });
});
