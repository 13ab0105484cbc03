import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { jsonInsert } from './json-insert.js';
import { outbox } from './schema/index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('jsonInsert', () => {
  it('writes every row with its values, as the columns type them, and defaults where no key was given', async () => {
    const runAt = new Date('2026-11-27T10:00:00.000Z');
    const payload = { to: "o'brien@example.test", nested: { list: [1, 'two', null] }, quote: '"\\' };
    const result = await database.db.execute<{ id: number }>(
      jsonInsert(
        outbox,
        [
          { topic: 'first', payload, runAt, attempts: 2 },
          { topic: 'second', payload: [], runAt, attempts: 0 },
        ],
        { returning: sql.raw('id') },
      ),
    );
    expect(result.rows).toHaveLength(2);
    const { rows } = await database.pool.query(
      'SELECT topic, payload, run_at, attempts, processed_at, created_at IS NOT NULL AS stamped FROM outbox ORDER BY id',
    );
    expect(rows).toEqual([
      { topic: 'first', payload, run_at: runAt, attempts: 2, processed_at: null, stamped: true },
      { topic: 'second', payload: [], run_at: runAt, attempts: 0, processed_at: null, stamped: true },
    ]);
  });

  it('writes nothing when its condition does not hold', async () => {
    const insert = (when: boolean) =>
      database.db.execute(jsonInsert(outbox, [{ topic: `when-${when}`, payload: {} }], { when: sql`${when}` }));
    await insert(false);
    await insert(true);
    const { rows } = await database.pool.query("SELECT topic FROM outbox WHERE topic LIKE 'when-%'");
    expect(rows).toEqual([{ topic: 'when-true' }]);
  });

  it('refuses a key that names no column', () => {
    expect(() => jsonInsert(outbox, [{ topic: 't', payload: 1, nope: 1 } as never])).toThrow(/no column nope/);
  });
});
