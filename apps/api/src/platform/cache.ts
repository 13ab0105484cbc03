import { randomUUID } from 'node:crypto';

/**
 * The shop's cache: keys, a time to live, invalidation by tag (platform/invalidation.ts). One per database
 * handle (`cacheOf(db)`), so test apps on other databases never see each other's rows.
 */
export type CacheEntryOptions<T = unknown> = {
  ttlMs: number;
  tags?: readonly string[];
  /** Tags known only from the loaded value (the products a page shows); added when it loads. */
  tagsOf?: (value: T) => readonly string[];
};

/** A bound in bytes besides the bound in entries; `sizeOf` measures a loaded value. */
export type ByteLimit = { maxBytes: number; sizeOf: (value: unknown) => number };

type Entry = {
  expiresAt: number;
  value: Promise<unknown>;
  tags: readonly string[];
  loaded?: boolean;
  result?: unknown;
  bytes: number;
};

/** Tags remembered as dropped; past this many the record starts again and older loads count as stale. */
const MAX_DROPPED_TAGS = 20_000;

export class Cache {
  /** Names this cache in invalidation notices, so it skips its own. */
  readonly id = randomUUID();
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<(tag: string) => void>();
  /** When each tag was last dropped, counted in invalidations: a load older than that is stale. */
  private readonly droppedAt = new Map<string, number>();
  private invalidations = 0;
  private forgottenBefore = 0;
  private bytes = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
    private readonly byteLimit?: ByteLimit,
  ) {}

  /**
   * The value under `key`, loaded once for concurrent callers; a failed load is not kept, nor one a tag
   * was dropped during (it may have read the rows before the write committed).
   */
  wrap<T>(key: string, load: () => Promise<T> | PromiseLike<T>, options: CacheEntryOptions<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as Promise<T>;
    const started = this.invalidations;
    // Drizzle queries are thenables that run again on every await: settle once into a real promise.
    const value = Promise.resolve().then(load);
    const created: Entry = { expiresAt: this.now() + options.ttlMs, value, tags: options.tags ?? [], bytes: 0 };
    this.set(key, created);
    value.then(
      (result) => {
        created.loaded = true;
        created.result = result;
        if (options.tagsOf) created.tags = [...created.tags, ...options.tagsOf(result)];
        if (this.entries.get(key) !== created) return;
        if (this.droppedSince(created.tags, started)) this.remove(key);
        else this.measure(key, created);
      },
      () => {
        if (this.entries.get(key) === created) this.remove(key);
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
  offer<T>(key: string, value: T, options: CacheEntryOptions<T>, loadedSince = this.invalidations) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return;
    const tags = [...(options.tags ?? []), ...(options.tagsOf?.(value) ?? [])];
    if (this.droppedSince(tags, loadedSince)) return;
    const created: Entry = {
      expiresAt: this.now() + options.ttlMs,
      value: Promise.resolve(value),
      tags,
      loaded: true,
      result: value,
      bytes: 0,
    };
    this.set(key, created);
    this.measure(key, created);
  }

  delete(key: string) {
    this.remove(key);
  }

  /** Drops every entry carrying `tag` (loads under way too) and tells the listeners. */
  invalidateTag(tag: string) {
    this.invalidations++;
    if (this.droppedAt.size >= MAX_DROPPED_TAGS) {
      this.droppedAt.clear();
      this.forgottenBefore = this.invalidations;
    }
    this.droppedAt.set(tag, this.invalidations);
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.remove(key);
    for (const listener of this.listeners) listener(tag);
  }

  onInvalidate(listener: (tag: string) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A mark to pass to `offer` for a value loaded from now on. */
  get mark() {
    return this.invalidations;
  }

  get size() {
    return this.entries.size;
  }

  /** Bytes of the loaded values, as `sizeOf` measures them (0 without a byte limit). */
  get byteSize() {
    return this.bytes;
  }

  private droppedSince(tags: readonly string[], mark: number) {
    if (mark === this.invalidations) return false;
    if (mark < this.forgottenBefore) return true;
    return tags.some((tag) => (this.droppedAt.get(tag) ?? 0) > mark);
  }

  private loadedEntry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry?.loaded && entry.expiresAt > this.now() ? entry : undefined;
  }

  private set(key: string, entry: Entry) {
    this.remove(key);
    this.entries.set(key, entry);
    // Oldest first: Map keeps insertion order, so the first key is the one written longest ago.
    if (this.entries.size > this.maxEntries) this.remove(this.entries.keys().next().value as string);
  }

  private measure(key: string, entry: Entry) {
    if (!this.byteLimit) return;
    entry.bytes = this.byteLimit.sizeOf(entry.result);
    this.bytes += entry.bytes;
    while (this.bytes > this.byteLimit.maxBytes && this.entries.size > 0) {
      const oldest = this.entries.keys().next().value as string;
      this.remove(oldest);
      if (oldest === key) break;
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
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
 * A transaction's view of the cache: loaded values only, never a wait on another load (that load needs a
 * pool connection the waiting transactions may all hold). Its drops reach the shared cache at commit.
 */
class TransactionCache extends Cache {
  private readonly dropped = new Set<string>();

  constructor(readonly shared: Cache) {
    super(100);
  }

  override wrap<T>(key: string, load: () => Promise<T> | PromiseLike<T>, options: CacheEntryOptions<T>): Promise<T> {
    const known = this.shared.loaded<T>(key);
    if (known) return known;
    const mark = this.shared.mark;
    const value = super.wrap(key, load, options);
    value.then(
      (loaded) => {
        if (!(options.tags ?? []).some((tag) => this.dropped.has(tag))) this.shared.offer(key, loaded, options, mark);
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
  }

  /** The tags this transaction dropped, to drop from the shared cache now that it committed. */
  commit() {
    for (const tag of this.dropped) this.shared.invalidateTag(tag);
  }
}

/** A transaction reads through its database's cache (reference tables cached for `db` serve it too). */
export function shareCache(transaction: object, db: object): void {
  caches.set(transaction, new TransactionCache(cacheOf(db)));
}

/** After a commit: what the transaction invalidated is dropped from its database's cache. */
export function commitCache(transaction: object): void {
  const cache = caches.get(transaction);
  if (cache instanceof TransactionCache) cache.commit();
}

/** Whether `transaction` reads through a shared cache, so that its invalidations reach it on commit. */
export const sharesCache = (transaction: object) => caches.get(transaction) instanceof TransactionCache;
