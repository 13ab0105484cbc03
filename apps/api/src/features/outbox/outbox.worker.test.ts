import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { recordStatements } from '../../testing/statement-count.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { insertOutboxRow } from './outbox.queries.js';
import { backoffSeconds, type OutboxHandlers, type OutboxWorker, startOutboxWorker } from './outbox.worker.js';

// A database without an app, so no other worker competes for the rows.
let d: TestDatabase;
const workers: OutboxWorker[] = [];
beforeAll(async () => {
  d = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await d.db.delete(outbox);
});
afterAll(() => d.close());

/** A worker whose start-up pass has finished, so each test decides when rows are handled. */
async function worker(handlers: OutboxHandlers, options: { maxAttempts?: number } = {}) {
  const started = startOutboxWorker({ db: d.db, handlers, pollIntervalMs: 60_000, ...options });
  workers.push(started);
  await started.drain();
  return started;
}

const rowOf = async (id: number) => {
  const [row] = await d.db
    .select({
      attempts: outbox.attempts,
      processedAt: outbox.processedAt,
      lastError: outbox.lastError,
      payload: outbox.payload,
      lockedUntil: outbox.lockedUntil,
      dueIn: sql<number>`extract(epoch from ${outbox.runAt} - now())::float8`,
    })
    .from(outbox)
    .where(eq(outbox.id, id));
  return row!;
};

describe('startOutboxWorker', () => {
  it('delivers due rows and marks them processed', async () => {
    const seen: unknown[] = [];
    const w = await worker({ 'test.ok': async (payload) => void seen.push(payload) });
    const id = await insertOutboxRow(d.db, { topic: 'test.ok', payload: { n: 1 } });
    expect(await w.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    expect((await rowOf(id)).processedAt).toBeInstanceOf(Date);
  });

  it('claims a batch in one statement and marks its deliveries in one more', async () => {
    const w = await worker({ 'test.ok': async () => {} });
    for (let n = 0; n < 5; n++) await insertOutboxRow(d.db, { topic: 'test.ok', payload: { n } });
    const log = recordStatements();
    try {
      let handled = 0;
      const statements = await log.measure(async () => {
        handled = await w.drain();
      });
      expect(handled).toBe(5);
      // Claim five, mark five, then a claim that finds none.
      expect(statements).toHaveLength(3);
    } finally {
      log.stop();
    }
    const { rows } = await d.pool.query('SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NOT NULL');
    expect(rows[0].n).toBe(5);
  });

  it('delivers within milliseconds of wake(), long before the next poll', async () => {
    let delivered = 0;
    const w = await worker({ 'test.ok': async () => void delivered++ });
    await insertOutboxRow(d.db, { topic: 'test.ok', payload: {} });
    const started = Date.now();
    w.wake();
    while (delivered === 0 && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 5));
    expect(delivered).toBe(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('records a failure with last_error and a retry time, then retries when due', async () => {
    let calls = 0;
    const w = await worker({
      'test.flaky': async () => {
        calls++;
        if (calls === 1) throw new Error('mail server said no');
      },
    });
    const id = await insertOutboxRow(d.db, { topic: 'test.flaky', payload: {} });
    await w.drain();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({
      attempts: 1,
      processedAt: null,
      lastError: 'mail server said no',
      lockedUntil: null,
    });
    expect(failed.dueIn).toBeGreaterThan(3);
    expect(failed.dueIn).toBeLessThan(7);
    expect(await w.drain()).toBe(0);
    await d.db.update(outbox).set({ runAt: sql`now()` }).where(eq(outbox.id, id));
    await w.drain();
    expect(calls).toBe(2);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, lastError: null, processedAt: expect.any(Date) });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const w = await worker({ 'test.broken': () => Promise.reject(new Error('always')) }, { maxAttempts: 2 });
    const id = await insertOutboxRow(d.db, { topic: 'test.broken', payload: {} });
    await w.drain();
    await d.db.update(outbox).set({ runAt: sql`now()` }).where(eq(outbox.id, id));
    await w.drain();
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 2, lastError: 'always' });
    expect(row.processedAt).toBeInstanceOf(Date);
  });

  it('keeps a row of an unknown topic for a node that knows it', async () => {
    const w = await worker({});
    const id = await insertOutboxRow(d.db, { topic: 'test.unknown', payload: {} });
    await w.drain();
    expect(await rowOf(id)).toMatchObject({
      processedAt: null,
      lastError: 'No outbox handler for topic "test.unknown"',
    });
  });

  it('stores the payload a handler hands back, e.g. without a secret', async () => {
    const w = await worker({ 'test.secret': async () => ({ payload: { redacted: true } }) });
    const id = await insertOutboxRow(d.db, { topic: 'test.secret', payload: { code: '123456' } });
    await w.drain();
    expect((await rowOf(id)).payload).toEqual({ redacted: true });
  });

  it('skips rows leased by another node until the lease runs out', async () => {
    const w = await worker({ 'test.ok': async () => {} });
    const id = await insertOutboxRow(d.db, { topic: 'test.ok', payload: {} });
    await d.db.update(outbox).set({ lockedUntil: sql`now() + interval '1 minute'` }).where(eq(outbox.id, id));
    expect(await w.drain()).toBe(0);
    await d.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));
    expect(await w.drain()).toBe(1);
  });

  it('delivers each row once when two workers drain at the same time', async () => {
    const deliveries = new Map<number, number>();
    const handlers: OutboxHandlers = {
      'test.count': async (_payload, row) => {
        await new Promise((r) => setTimeout(r, 2));
        deliveries.set(row.id, (deliveries.get(row.id) ?? 0) + 1);
      },
    };
    const a = await worker(handlers);
    const b = await worker(handlers);
    for (let i = 0; i < 60; i++) await insertOutboxRow(d.db, { topic: 'test.count', payload: { i } });
    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    expect(byA + byB).toBe(60);
    expect(deliveries.size).toBe(60);
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
  });

  it('does nothing once stopped', async () => {
    let delivered = 0;
    const w = await worker({ 'test.ok': async () => void delivered++ });
    await w.stop();
    await insertOutboxRow(d.db, { topic: 'test.ok', payload: {} });
    w.wake();
    expect(await w.drain()).toBe(0);
    expect(delivered).toBe(0);
  });
});

describe('backoffSeconds', () => {
  it('doubles from about 5 seconds and stops growing at an hour', () => {
    const mid = (attempts: number) => Math.round(backoffSeconds(attempts) / 10) * 10;
    expect(backoffSeconds(1)).toBeGreaterThanOrEqual(4);
    expect(backoffSeconds(1)).toBeLessThanOrEqual(6);
    expect(backoffSeconds(4)).toBeGreaterThanOrEqual(32);
    expect(backoffSeconds(4)).toBeLessThanOrEqual(48);
    expect(mid(30)).toBeLessThanOrEqual(4320);
    expect(backoffSeconds(30)).toBeGreaterThanOrEqual(2880);
  });
});
