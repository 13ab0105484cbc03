import { describe, expect, it } from 'vitest';
import { Cache, cacheKey, cacheOf, commitCache, shareCache } from './cache.js';

describe('Cache', () => {
  it('loads a key once within its time to live, sharing concurrent calls', async () => {
    let loads = 0;
    const cache = new Cache();
    const load = async () => ++loads;
    expect(
      await Promise.all([cache.wrap('a', load, { ttlMs: 60_000 }), cache.wrap('a', load, { ttlMs: 60_000 })]),
    ).toEqual([1, 1]);
    expect(await cache.wrap('b', load, { ttlMs: 60_000 })).toBe(2);
    expect(loads).toBe(2);
  });

  it('loads again once the time to live has passed', async () => {
    let now = 0;
    const cache = new Cache(100, () => now);
    let loads = 0;
    const load = async () => ++loads;
    await cache.wrap('a', load, { ttlMs: 1000 });
    now = 999;
    expect(await cache.wrap('a', load, { ttlMs: 1000 })).toBe(1);
    now = 1000;
    expect(await cache.wrap('a', load, { ttlMs: 1000 })).toBe(2);
  });

  it('peeks at a loaded, fresh value without a promise, and at nothing before or after', async () => {
    let now = 0;
    const cache = new Cache(100, () => now);
    let finish: (value: string) => void = () => {};
    const pending = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const loading = cache.wrap('a', () => pending, { ttlMs: 1000 });
    expect(cache.peek('a')).toBeUndefined();
    finish('answer');
    await loading;
    expect(cache.peek('a')).toBe('answer');
    cache.offer('b', 'offered', { ttlMs: 1000 });
    expect(cache.peek('b')).toBe('offered');
    now = 1000;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('runs a thenable loader (a Drizzle query) only once', async () => {
    let runs = 0;
    // biome-ignore lint/suspicious/noThenProperty: a Drizzle query is exactly such a re-running thenable
    const query = { then: (resolve: (v: number) => void) => resolve(++runs) };
    const cache = new Cache();
    expect(await cache.wrap('q', () => query as unknown as Promise<number>, { ttlMs: 60_000 })).toBe(1);
    expect(await cache.wrap('q', () => query as unknown as Promise<number>, { ttlMs: 60_000 })).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new Cache();
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return 'up';
    };
    await expect(cache.wrap('a', load, { ttlMs: 60_000 })).rejects.toThrow('down');
    expect(await cache.wrap('a', load, { ttlMs: 60_000 })).toBe('up');
  });

  it('drops exactly the entries of an invalidated tag and tells the listeners', async () => {
    const cache = new Cache();
    const told: string[] = [];
    cache.onInvalidate((tag) => told.push(tag));
    await cache.wrap('menu:en', async () => 1, { ttlMs: 60_000, tags: ['catalogue'] });
    await cache.wrap('context:en', async () => 2, { ttlMs: 60_000, tags: ['store'] });
    cache.invalidateTag('catalogue');
    expect(cache.size).toBe(1);
    expect(await cache.wrap('menu:en', async () => 3, { ttlMs: 60_000 })).toBe(3);
    expect(await cache.wrap('context:en', async () => 4, { ttlMs: 60_000 })).toBe(2);
    expect(told).toEqual(['catalogue']);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new Cache(2);
    for (const key of ['a', 'b', 'c']) await cache.wrap(key, async () => key, { ttlMs: 60_000 });
    expect(cache.size).toBe(2);
    expect(await cache.wrap('a', async () => 'again', { ttlMs: 60_000 })).toBe('again');
  });
});

describe('cacheOf', () => {
  it('gives each database handle its own cache', () => {
    const a = {};
    expect(cacheOf(a)).toBe(cacheOf(a));
    expect(cacheOf(a)).not.toBe(cacheOf({}));
    expect(cacheKey('store', 'context', 'ru')).toBe('store:context:ru');
  });
});

describe('a transaction’s view of the cache (shareCache)', () => {
  const options = { ttlMs: 60_000, tags: ['shipping'] };

  it('offers what a transaction loaded to the shared cache, so the next request needs no load', async () => {
    const db = {};
    const tx = {};
    shareCache(tx, db);
    expect(await cacheOf(tx).wrap('methods', async () => 'from the transaction', options)).toBe('from the transaction');
    await Promise.resolve();
    expect(await cacheOf(db).loaded('methods')).toBe('from the transaction');
    let loads = 0;
    expect(await cacheOf(db).wrap('methods', async () => ++loads, options)).toBe('from the transaction');
    expect(loads).toBe(0);
  });

  it('keeps to itself what it loaded after dropping one of its tags (it may hold its own writes)', async () => {
    const db = {};
    const tx = {};
    shareCache(tx, db);
    cacheOf(tx).invalidateTag('shipping');
    await cacheOf(tx).wrap('methods', async () => 'uncommitted', options);
    await Promise.resolve();
    expect(cacheOf(db).loaded('methods')).toBeUndefined();
  });

  it('never replaces a fresh shared value', async () => {
    const db = {};
    const tx = {};
    await cacheOf(db).wrap('methods', async () => 'shared', options);
    shareCache(tx, db);
    expect(await cacheOf(tx).wrap('methods', async () => 'other', options)).toBe('shared');
    cacheOf(db).offer('methods', 'offered', options);
    expect(await cacheOf(db).loaded('methods')).toBe('shared');
  });
});

describe('truth after writes', () => {
  const options = { ttlMs: 60_000, tags: ['catalogue'] };

  it('answers a load that a write overtook, but does not keep it', async () => {
    const cache = new Cache();
    let finish: (value: string) => void = () => {};
    const first = cache.wrap('page', () => new Promise<string>((resolve) => (finish = resolve)), options);
    await new Promise((resolve) => setTimeout(resolve));
    cache.invalidateTag('catalogue');
    finish('read before the write');
    expect(await first).toBe('read before the write');
    expect(await cache.wrap('page', async () => 'read after', options)).toBe('read after');
  });

  it('drops a value by a tag known only once it loaded (tagsOf), also when the tag fell during the load', async () => {
    const cache = new Cache();
    const byProduct = { ttlMs: 60_000, tagsOf: (value: { id: number }) => [`product:${value.id}`] };
    await cache.wrap('p12', async () => ({ id: 12 }), byProduct);
    cache.invalidateTag('product:12');
    expect(cache.peek('p12')).toBeUndefined();

    let finish: (value: { id: number }) => void = () => {};
    const slow = cache.wrap('p13', () => new Promise<{ id: number }>((resolve) => (finish = resolve)), byProduct);
    await new Promise((resolve) => setTimeout(resolve));
    cache.invalidateTag('product:13');
    finish({ id: 13 });
    await slow;
    expect(cache.peek('p13')).toBeUndefined();
  });

  it('keeps no more bytes than its limit, dropping the oldest first', async () => {
    const cache = new Cache(100, Date.now, { maxBytes: 10, sizeOf: (value) => (value as string).length });
    await cache.wrap('a', async () => 'aaaa', options);
    await cache.wrap('b', async () => 'bbbb', options);
    await cache.wrap('c', async () => 'cccc', options);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe('cccc');
    expect(cache.byteSize).toBe(8);
  });

  it('drops what a transaction invalidated from the shared cache only when it commits', async () => {
    const db = {};
    const tx = {};
    await cacheOf(db).wrap('list', async () => 'before', options);
    shareCache(tx, db);
    cacheOf(tx).invalidateTag('catalogue');
    expect(cacheOf(db).peek('list')).toBe('before');
    commitCache(tx);
    expect(cacheOf(db).peek('list')).toBeUndefined();
  });
});
