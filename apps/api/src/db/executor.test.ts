import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { inTransaction } from './executor.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query('CREATE TABLE steps (name text NOT NULL)');
});
afterAll(() => database.close());

const names = async () => (await database.pool.query('SELECT name FROM steps ORDER BY name')).rows.map((r) => r.name);
const insert = (name: string) => sql`INSERT INTO steps (name) VALUES (${name})`;

describe('inTransaction', () => {
  it('commits every step together', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.execute(insert('a1'));
      await tx.execute(insert('a2'));
    });
    expect(await names()).toEqual(['a1', 'a2']);
  });

  it('writes nothing when a later step fails', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.execute(insert('b1'));
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await names()).not.toContain('b1');
  });

  it('joins an open transaction, so a nested step is undone with its caller', async () => {
    await expect(
      database.db.transaction(async (outer) => {
        await inTransaction(outer, async (tx) => {
          expect(tx).toBe(outer);
          await tx.execute(insert('c1'));
        });
        throw new Error('stock gone');
      }),
    ).rejects.toThrow('stock gone');
    expect(await names()).not.toContain('c1');
  });
});
