import { describe, expect, it } from 'vitest';
import { cachePerDatabase } from './ttl-cache.js';

describe('cachePerDatabase', () => {
  it('loads once per database within the time limit, sharing concurrent calls', async () => {
    let loads = 0;
    const cache = cachePerDatabase(async (db: { name: string }) => `${db.name}#${++loads}`, 60_000);
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(await Promise.all([cache.get(a), cache.get(a)])).toEqual(['a#1', 'a#1']);
    expect(await cache.get(b)).toBe('b#2');
    cache.clear(a);
    expect(await cache.get(a)).toBe('a#3');
  });

  it('runs a thenable loader (a Drizzle query) only once', async () => {
    let runs = 0;
    // biome-ignore lint/suspicious/noThenProperty: a Drizzle query is exactly such a re-running thenable
    const query = { then: (resolve: (v: number) => void) => resolve(++runs) };
    const cache = cachePerDatabase((_db: object) => query as unknown as Promise<number>, 60_000);
    const db = {};
    expect(await cache.get(db)).toBe(1);
    expect(await cache.get(db)).toBe(1);
  });

  it('does not keep a failed load', async () => {
    let calls = 0;
    const cache = cachePerDatabase(async (_db: object) => {
      calls++;
      if (calls === 1) throw new Error('down');
      return 'up';
    }, 60_000);
    const db = {};
    await expect(cache.get(db)).rejects.toThrow('down');
    expect(await cache.get(db)).toBe('up');
  });

  it('reloads after the time limit', async () => {
    let loads = 0;
    const cache = cachePerDatabase(async (_db: object) => ++loads, 0);
    const db = {};
    await cache.get(db);
    await new Promise((r) => setTimeout(r, 2));
    expect(await cache.get(db)).toBe(2);
  });
});
