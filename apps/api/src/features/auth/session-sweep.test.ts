import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { insertStore, uniqueEmail } from './auth.testing.js';
import { sweepLimits } from './session.limits.js';
import { scheduleAuthSweep, sweepExpiredAuthRows } from './session-sweep.js';

let t: TestApp;
let storeId: number;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
  customerId = (
    await one(sql`INSERT INTO customers (store_id, email) VALUES (${storeId}, ${uniqueEmail()}) RETURNING id`)
  ).id;
});
afterAll(() => t.close());

/** Times as SQL, relative to the database clock. */
const ago = (interval: string) => sql`now() - ${interval}::interval`;
const ahead = (interval: string) => sql`now() + ${interval}::interval`;

async function one(query: SQL): Promise<{ id: string }> {
  const { rows } = await t.db.execute<{ id: string }>(query);
  return rows[0]!;
}

async function seedSession(lastSeen: SQL, options: { customer?: boolean; revoked?: SQL } = {}) {
  const customer = options.customer ? customerId : null;
  const revoked = options.revoked ?? sql`NULL`;
  return (
    await one(sql`INSERT INTO sessions (store_id, customer_id, device_id, platform, updated_at, revoked_at)
      VALUES (${storeId}, ${customer}, 'sweep-test', 'web', ${lastSeen}, ${revoked}) RETURNING id`)
  ).id;
}

async function seedToken(sessionId: string, expires: SQL, used: SQL = sql`NULL`) {
  const hash = randomBytes(32).toString('hex');
  return (
    await one(sql`INSERT INTO refresh_tokens (session_id, token_hash, expires_at, used_at)
      VALUES (${sessionId}, ${hash}, ${expires}, ${used}) RETURNING id`)
  ).id;
}

async function seedCode(created: SQL, options: { purpose?: string; sessionId?: string } = {}) {
  const purpose = options.purpose ?? 'login';
  return (
    await one(sql`INSERT INTO one_time_codes (store_id, email, purpose, code_hash, expires_at, created_at, session_id)
      VALUES (${storeId}, ${uniqueEmail()}, ${purpose}, 'x', ${created} + interval '10 minutes', ${created},
        ${options.sessionId ?? null}) RETURNING id`)
  ).id;
}

async function seedOrder(sessionId: string) {
  const key = randomBytes(8).toString('hex');
  await t.db.execute(sql`INSERT INTO orders (number, store_id, session_id, idempotency_key, status, language, currency,
      exchange_rate, shipping_code, shipping_name, payment_code, payment_name, subtotal, total)
    VALUES (${key}, ${storeId}, ${sessionId}, ${key}, 'created', 'en', 'USD', 1, 'post', 'Post', 'cash', 'Cash', 100, 100)`);
}

/** Which of the ids are still in the table. */
async function remaining(table: 'sessions' | 'refresh_tokens' | 'one_time_codes', ids: string[]) {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM ${sql.identifier(table)} WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return ids.filter((id) => rows.some((row) => row.id === id));
}

/** A session that nothing keeps: anonymous, idle for two days. */
async function seedDeadSession() {
  const id = await seedSession(ago('2 days'));
  await seedToken(id, ahead('50 days'));
  return id;
}

describe('sweepExpiredAuthRows', () => {
  it('deletes expired and long-used refresh tokens; keeps unused ones and those used within a day', async () => {
    const session = await seedSession(sql`now()`, { customer: true });
    const expired = await seedToken(session, ago('1 second'));
    const usedLongAgo = await seedToken(session, ahead('58 days'), ago('25 hours'));
    const usedToday = await seedToken(session, ahead('59 days'), ago('23 hours'));
    const justUsed = await seedToken(session, ahead('60 days'), ago('10 seconds'));
    const unused = await seedToken(session, ahead('60 days'));
    await sweepExpiredAuthRows(t.db);
    const tokens = [expired, usedLongAgo, usedToday, justUsed, unused];
    expect(await remaining('refresh_tokens', tokens)).toEqual([usedToday, justUsed, unused]);
  });

  it('deletes sign-in code rows only when no limit counts them any more (after 2 days)', async () => {
    const old = await seedCode(ago('49 hours'));
    const oldWrongGuess = await seedCode(ago('49 hours'), { purpose: 'login_check' });
    const countedToday = await seedCode(ago('23 hours'));
    const wrongGuessToday = await seedCode(ago('23 hours'), { purpose: 'login_check' });
    const fresh = await seedCode(sql`now()`);
    await sweepExpiredAuthRows(t.db);
    const codes = [old, oldWrongGuess, countedToday, wrongGuessToday, fresh];
    expect(await remaining('one_time_codes', codes)).toEqual([countedToday, wrongGuessToday, fresh]);
  });

  it('deletes idle anonymous sessions, revoked ones and those without a usable refresh token', async () => {
    const idleAnonymous = await seedDeadSession();
    const revoked = await seedSession(ago('3 days'), { customer: true, revoked: ago('2 days') });
    await seedToken(revoked, ahead('50 days'));
    const expired = await seedSession(ago('61 days'), { customer: true });
    await seedToken(expired, ago('1 day'));
    await seedToken(expired, ahead('1 day'), ago('2 days'));
    await sweepExpiredAuthRows(t.db);
    expect(await remaining('sessions', [idleAnonymous, revoked, expired])).toEqual([]);
  });

  it('keeps customer sessions with a usable token, recent sessions and sessions anything points to', async () => {
    const customer = await seedSession(ago('30 days'), { customer: true });
    await seedToken(customer, ahead('30 days'));
    const recent = await seedSession(ago('23 hours'));
    const revokedRecently = await seedSession(ago('3 days'), { customer: true, revoked: ago('1 hour') });
    const withCart = await seedDeadSession();
    await t.db.execute(sql`INSERT INTO carts (session_id) VALUES (${withCart})`);
    const withOrder = await seedDeadSession();
    await seedOrder(withOrder);
    const withCode = await seedDeadSession();
    await seedCode(ago('1 hour'), { sessionId: withCode });
    await sweepExpiredAuthRows(t.db);
    const kept = [customer, recent, revokedRecently, withCart, withOrder, withCode];
    expect(await remaining('sessions', kept)).toEqual(kept);
  });

  it('leaves a session alone while a refresh holds it, instead of waiting for it', async () => {
    const session = await seedDeadSession();
    const refreshing = await t.pool.connect();
    try {
      await refreshing.query('BEGIN');
      await refreshing.query('SELECT id FROM sessions WHERE id = $1 FOR NO KEY UPDATE', [session]);
      await sweepExpiredAuthRows(t.db);
      expect(await remaining('sessions', [session])).toEqual([session]);
    } finally {
      await refreshing.query('ROLLBACK');
      refreshing.release();
    }
  });

  it('deletes in batches until a batch comes back short', async () => {
    const session = await seedSession(sql`now()`);
    const tokens = await Promise.all(Array.from({ length: 7 }, () => seedToken(session, ago('1 hour'))));
    const result = await sweepExpiredAuthRows(t.db, { batchSize: 3 });
    expect(result).toMatchObject({ refreshTokens: 7, skipped: false });
    expect(await remaining('refresh_tokens', tokens)).toEqual([]);
  });

  it('skips while another process holds the sweep lock, and sweeps once it is free', async () => {
    const session = await seedDeadSession();
    const other = await t.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock(1802465892, 1)');
      expect(await sweepExpiredAuthRows(t.db)).toMatchObject({ sessions: 0, skipped: true });
      expect(await remaining('sessions', [session])).toEqual([session]);
    } finally {
      await other.query('ROLLBACK');
      other.release();
    }
    expect(await sweepExpiredAuthRows(t.db)).toMatchObject({ sessions: 1, skipped: false });
  });

  it('runs from two connections at once without failing: one stands aside, every row goes once', async () => {
    const sessions = await Promise.all(Array.from({ length: 40 }, () => seedDeadSession()));
    const results = await Promise.all([
      sweepExpiredAuthRows(t.db, { batchSize: 4 }),
      sweepExpiredAuthRows(t.db, { batchSize: 4 }),
    ]);
    expect(results.some((r) => r.skipped || r.sessions === 0)).toBe(true);
    expect(results[0]!.sessions + results[1]!.sessions).toBe(40);
    expect(await remaining('sessions', sessions)).toEqual([]);
  });
});

describe('scheduleAuthSweep', () => {
  it('sweeps a minute after the server is ready, then every 10 minutes, and stops when it closes', async () => {
    let transactions = 0;
    const db = new Proxy(t.db, {
      get: (target, key, receiver) => {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof target.transaction>) => {
          transactions += 1;
          return target.transaction(...args);
        };
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify({ logger: false });
    try {
      scheduleAuthSweep(app, { db, config: t.config });
      await app.ready();
      const first = await seedDeadSession();
      await vi.advanceTimersByTimeAsync(sweepLimits.firstRunAfterSeconds * 1000);
      await vi.waitFor(async () => expect(await remaining('sessions', [first])).toEqual([]));
      const second = await seedDeadSession();
      await vi.advanceTimersByTimeAsync(sweepLimits.everySeconds * 1000);
      await vi.waitFor(async () => expect(await remaining('sessions', [second])).toEqual([]));
      await app.close();
      const sweptBeforeClose = transactions;
      await vi.advanceTimersByTimeAsync(sweepLimits.everySeconds * 1000 * 3);
      expect(transactions).toBe(sweptBeforeClose);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs in every API server: a new app sweeps its database a minute after it is ready', async () => {
    // Fake time still flows, so that waits inside creating the test database end.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const other = await createTestApp();
    try {
      const { rows } = await other.db.execute<{ id: string }>(sql`INSERT INTO sessions (store_id, device_id, platform,
        updated_at) VALUES (${await insertStore(other)}, 'sweep-test', 'web', now() - interval '2 days') RETURNING id`);
      await vi.advanceTimersByTimeAsync(sweepLimits.firstRunAfterSeconds * 1000);
      await vi.waitFor(async () => {
        const left = await other.db.execute(sql`SELECT 1 FROM sessions WHERE id = ${rows[0]!.id}`);
        expect(left.rows).toEqual([]);
      });
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });
});
