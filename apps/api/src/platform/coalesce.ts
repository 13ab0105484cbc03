type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/** Keys per coalesced query at most (docs/performance.md, "Round trips"): a bigger batch is split. */
export const COALESCE_MAX_KEYS = 500;

/**
 * Lookups by key asked for during one turn of the event loop become one query (`load` with every
 * key, answering what it found). Under load many requests are parsed in the same turn, and on
 * this kind of machine each statement's round trip costs more than the rows it reads. A lookup is
 * still issued after its request arrived, so it sees everything committed before: this is not a
 * cache. A failed load fails every lookup of its batch.
 */
export function coalesced<K, V>(
  load: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  maxKeys = COALESCE_MAX_KEYS,
): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Waiter<V>[]> | null = null;
  const run = async (batch: Map<K, Waiter<V>[]>) => {
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending || pending.size >= maxKeys) {
        const batch = new Map<K, Waiter<V>[]>();
        pending = batch;
        setImmediate(() => {
          if (pending === batch) pending = null;
          void run(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}

/** One coalesced lookup per database handle (each test app has its own). */
export function perDatabase<D extends object, F>(make: (db: D) => F): (db: D) => F {
  const made = new WeakMap<D, F>();
  return (db) => {
    let fn = made.get(db);
    if (!fn) {
      fn = make(db);
      made.set(db, fn);
    }
    return fn;
  };
}
