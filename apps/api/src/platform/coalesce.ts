type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/** Keys per coalesced query at most: a bigger batch is split. */
export const COALESCE_MAX_KEYS = 500;

/**
 * Lookups asked for in one turn of the event loop become one query: a round trip costs more than the
 * rows it reads. Each still starts after its request arrived, so this is not a cache.
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
