import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config/env.js';
import { startSession } from './features/auth/auth.testing.js';
import { firstStoreId } from './features/cart/cart.testing.js';
import { newKey, orderBody } from './features/checkout/checkout.testing.js';
import { startShop } from './server.js';
import { demoCatalogue } from './testing/test-app.js';
import { createTestDatabase, type TestDatabase } from './testing/test-db.js';

const root = path.resolve(import.meta.dirname, '../../..');
const databases: TestDatabase[] = [];
afterAll(() => Promise.all(databases.map((d) => d.close())));

/** Configuration of an API-only shop on a free port over a throwaway database. */
async function apiShopOnFreshDatabase(options: Parameters<typeof createTestDatabase>[0] = {}) {
  const database = await createTestDatabase(options);
  databases.push(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    ROLE: 'api',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: inject('testRunDir'),
    DATABASE_URL: database.url,
  });
  return { database, config };
}

const counts = async (database: TestDatabase) => {
  const { rows } = await database.pool.query(
    `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM categories) AS categories,
            (SELECT count(*) FROM stores) AS stores, (SELECT count(*) FROM information_pages) AS pages`,
  );
  return rows[0];
};

describe('starting the shop', () => {
  it('stops with a message naming a bad environment variable', () => {
    const result = spawnSync('node', ['scripts/start.mjs', '--role', 'api'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid environment configuration');
    expect(result.stderr).toMatch(/PORT:/);
    expect(result.stderr).toMatch(/DATABASE_URL: must start with postgres/);
  });

  it('loads the demo catalogue once: a second start neither duplicates nor loses data', async () => {
    const { database, config } = await apiShopOnFreshDatabase();
    // The first start may draw the demo pictures: allow for it.
    const seed = (db: Parameters<typeof demoCatalogue.seed>[0]) => demoCatalogue.seed(db);

    const first = await startShop({ config, seed });
    const afterFirst = await counts(database);
    await first.stop();
    expect(afterFirst.products).toBeGreaterThanOrEqual(150);

    const second = await startShop({ config, seed });
    const health = await fetch(`${second.url}/api/v1.2/health`);
    expect(health.status).toBe(200);
    await second.stop();
    expect(await counts(database)).toEqual(afterFirst);
  }, 120_000);

  it('shuts down with keep-alive connections open and closes the database', async () => {
    const { config } = await apiShopOnFreshDatabase();
    const shop = await startShop({ config });
    const agent = new http.Agent({ keepAlive: true });
    const get = () =>
      new Promise<number>((resolve, reject) =>
        http
          .get(`${shop.url}/api/v1.2/health`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject),
      );
    expect(await Promise.all([get(), get(), get()])).toEqual([200, 200, 200]);
    // Without closing connections as they go idle, stop() would wait out the 72 s keep-alive
    // timeout and this test would run past its own time limit.
    await shop.stop();
    expect(shop.database.pool.ended).toBe(true);
    agent.destroy();
  });

  it('lets an order whose shopper hung up finish before it closes the database', async () => {
    const { database, config } = await apiShopOnFreshDatabase({ template: demoCatalogue });
    const shop = await startShop({ config });
    const { token } = await startSession(shop, await firstStoreId(database));
    const { rows } = await database.pool.query<{ id: number }>(
      `SELECT id FROM variations WHERE availability = 'drop_ship' AND is_active LIMIT 1`,
    );
    const key = newKey();
    // The order's first statement waits behind this lock while the shopper leaves and the shop stops.
    const holder = await database.pool.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE');
    const leaving = new AbortController();
    const sent = fetch(`${shop.url}/api/v1.2/checkout/create`, {
      method: 'POST',
      signal: leaving.signal,
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        ...orderBody({ products: [{ variationId: rows[0]!.id, quantity: 1 }] }),
        idempotencyKey: key,
      }),
    }).catch(() => 'gone');
    await untilSomeoneWaitsForALock(database);
    leaving.abort();
    expect(await sent).toBe('gone');
    const stopped = shop.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.query('COMMIT');
    holder.release();
    await stopped;
    // Its next statements ran on an open pool: the order is there, whole.
    const written = await database.pool.query(
      `SELECT o.number, (SELECT count(*) FROM payments p WHERE p.order_id = o.id) AS payments
       FROM orders o WHERE o.idempotency_key = $1`,
      [key],
    );
    expect(written.rows).toEqual([{ number: expect.stringMatching(/^KR-/), payments: 1 }]);
    expect(shop.database.pool.ended).toBe(true);
  }, 60_000);
});

async function untilSomeoneWaitsForALock(database: TestDatabase) {
  for (let i = 0; i < 400; i++) {
    const { rows } = await database.pool.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for a lock');
}
