/**
 * Caches one loaded value per database for a short time. Keyed by the db handle so that
 * test apps on different databases in one process never see each other's rows.
 * Concurrent callers during a reload share one query.
 */
export function cachePerDatabase<K extends object, T>(load: (db: K) => Promise<T>, ttlMs: number) {
  const entries = new WeakMap<K, { at: number; value: Promise<T> }>();
  const get = (db: K): Promise<T> => {
    const entry = entries.get(db);
    if (entry && Date.now() - entry.at < ttlMs) return entry.value;
    // Drizzle queries are thenables that run again on every await: settle once into a real promise.
    const value = Promise.resolve().then(() => load(db));
    entries.set(db, { at: Date.now(), value });
    // A failed load is not cached: the next caller tries again.
    value.catch(() => {
      if (entries.get(db)?.value === value) entries.delete(db);
    });
    return value;
  };
  const clear = (db: K) => {
    entries.delete(db);
  };
  return { get, clear };
}
