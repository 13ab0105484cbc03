/**
 * The shop's cache: named keys, a time to live, and invalidation by tag. Values live in this
 * process; `onInvalidate` is the seam where invalidations will be published to other nodes
 * (PostgreSQL NOTIFY or Redis) when the shop runs on several.
 *
 * One cache per database handle (`cacheOf(db)`), so test apps on different databases in one
 * process never see each other's rows, and a feature that is handed only `db` still finds it.
 */
export type CacheEntryOptions = { ttlMs: number; tags?: readonly string[] };

type Entry = {
  expiresAt: number;
  value: Promise<unknown>;
  tags: readonly string[];
  loaded?: boolean;
  result?: unknown;
};

export class Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<(tag: string) => void>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value under `key`, loaded by `load` when missing or expired. Concurrent callers share one
   * load; a failed load is not kept, so the next caller tries again.
   */
  wrap<T>(key: string, load: () => Promise<T> | PromiseLike<T>, options: CacheEntryOptions): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as Promise<T>;
    // Drizzle queries are thenables that run again on every await: settle once into a real promise.
    const value = Promise.resolve().then(load);
    const created: Entry = { expiresAt: this.now() + options.ttlMs, value, tags: options.tags ?? [] };
    this.set(key, created);
    value.then(
      (result) => {
        created.loaded = true;
        created.result = result;
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The value under `key` if it is loaded and fresh; a load still under way does not count. */
  loaded<T>(key: string): Promise<T> | undefined {
    return this.loadedEntry(key)?.value as Promise<T> | undefined;
  }

  /** The loaded value itself, without a promise to await: for a caller that answers at once or not at all. */
  peek<T>(key: string): T | undefined {
    return this.loadedEntry(key)?.result as T | undefined;
  }

  /** Keeps a value loaded elsewhere under `key`, unless a fresh one is there or on its way. */
  offer<T>(key: string, value: T, options: CacheEntryOptions) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return;
    this.set(key, {
      expiresAt: this.now() + options.ttlMs,
      value: Promise.resolve(value),
      tags: options.tags ?? [],
      loaded: true,
      result: value,
    });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  /** Drops every entry carrying `tag`, here and (through the listeners) on other nodes. */
  invalidateTag(tag: string) {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
    for (const listener of this.listeners) listener(tag);
  }

  onInvalidate(listener: (tag: string) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size() {
    return this.entries.size;
  }

  private loadedEntry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry?.loaded && entry.expiresAt > this.now() ? entry : undefined;
  }

  private set(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest first: Map keeps insertion order, so the first key is the one written longest ago.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** Joins the parts of a cache key: `cacheKey('store', 'context', 'ru')` → `store:context:ru`. */
export const cacheKey = (...parts: (string | number)[]) => parts.join(':');

const caches = new WeakMap<object, Cache>();

/** The cache of one database handle. */
export function cacheOf(db: object): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Cache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * How a transaction sees its database's cache: values already loaded, and nothing else. What is
 * missing it loads itself, on its own connection. It never waits for a load started elsewhere:
 * that load needs a pool connection, and if transactions held them all while waiting for it,
 * neither would ever finish (found by the soak). What it loaded is offered to the shared cache,
 * unless this transaction dropped one of its tags (then it may hold the transaction's own
 * uncommitted writes): otherwise, with only orders coming in, every order's transaction read the
 * reference tables again once their time to live had passed.
 */
class TransactionCache extends Cache {
  private readonly dropped = new Set<string>();

  constructor(private readonly shared: Cache) {
    super(100);
  }

  override wrap<T>(key: string, load: () => Promise<T> | PromiseLike<T>, options: CacheEntryOptions): Promise<T> {
    const known = this.shared.loaded<T>(key);
    if (known) return known;
    const value = super.wrap(key, load, options);
    value.then(
      (loaded) => {
        if (!(options.tags ?? []).some((tag) => this.dropped.has(tag))) this.shared.offer(key, loaded, options);
      },
      () => {},
    );
    return value;
  }

  override delete(key: string) {
    super.delete(key);
    this.shared.delete(key);
  }

  override invalidateTag(tag: string) {
    this.dropped.add(tag);
    super.invalidateTag(tag);
    this.shared.invalidateTag(tag);
  }
}

/** A transaction reads through its database's cache (reference tables cached for `db` serve it too). */
export function shareCache(transaction: object, db: object): void {
  caches.set(transaction, new TransactionCache(cacheOf(db)));
}
