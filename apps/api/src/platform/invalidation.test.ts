import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../db/client.js';
import { inTransaction } from '../db/executor.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { cacheOf } from './cache.js';
import { type InvalidationListener, invalidateOnCommit, listenForInvalidations } from './invalidation.js';

/** docs/architecture.md, "Truth after writes": tags drop when the write commits, here and in other processes. */
let database: TestDatabase;
let other: ReturnType<typeof connect>;
let listener: InvalidationListener;
const quiet = { warn: () => {} };
const options = { ttlMs: 60_000, tags: ['catalogue'] };

beforeAll(async () => {
  database = await createTestDatabase();
  // Another process's handle on the same database: its own cache, told only through NOTIFY.
  other = connect(database.url, 2);
  listener = listenForInvalidations(other.pool, other.db, quiet);
  await listener.ready;
});
afterAll(async () => {
  await listener?.close();
  await other?.pool.end();
  await database?.close();
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe('invalidateOnCommit', () => {
  it('drops the tag here when the transaction commits, not before', async () => {
    await cacheOf(database.db).wrap('list', async () => 'old', options);
    let seenInside: unknown;
    await inTransaction(database.db, async (tx) => {
      await invalidateOnCommit(tx, ['catalogue']);
      seenInside = cacheOf(database.db).peek('list');
    });
    expect(seenInside).toBe('old');
    expect(cacheOf(database.db).peek('list')).toBeUndefined();
  });

  it('drops nothing when the transaction rolls back', async () => {
    await cacheOf(database.db).wrap('kept', async () => 'still true', options);
    await expect(
      inTransaction(database.db, async (tx) => {
        await invalidateOnCommit(tx, ['catalogue']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(cacheOf(database.db).peek('kept')).toBe('still true');
  });

  it("reaches another process's cache through NOTIFY at commit", async () => {
    await cacheOf(other.db).wrap('page', async () => 'old price', options);
    await inTransaction(database.db, (tx) => invalidateOnCommit(tx, ['catalogue']));
    expect(await waitFor(() => cacheOf(other.db).peek('page') === undefined)).toBe(true);
  });

  it('refuses a transaction that would not tell the shared cache', async () => {
    await expect(database.db.transaction((tx) => invalidateOnCommit(tx, ['catalogue']))).rejects.toThrow(
      /inTransaction/,
    );
  });
});
