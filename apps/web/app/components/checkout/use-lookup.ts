import { useCallback, useEffect, useRef, useState } from 'react';

export type Lookup<T> = {
  data: T;
  /** The answer shown is for other parameters, or none came yet. */
  loading: boolean;
  /** Asks again now with the current parameters; resolves when answered. */
  reload: () => Promise<void>;
};

/**
 * A look-up keyed by its parameters: an older key's answer is dropped, a failure answers `empty`
 * (spec-coverage 8.7), which must be a stable value (a module constant).
 */
export function useLookup<T>(
  key: string | null,
  load: () => Promise<T>,
  empty: T,
  options: { delayMs?: number; onError?: (error: unknown) => void; keepStale?: boolean } = {},
): Lookup<T> {
  const [entry, setEntry] = useState<{ key: string | null; data: T }>({ key: null, data: empty });
  const current = useRef(key);
  current.current = key;
  const loader = useRef(load);
  loader.current = load;
  const onError = useRef(options.onError);
  onError.current = options.onError;

  const reload = useCallback(async () => {
    const asked = current.current;
    if (asked === null) return;
    try {
      const data = await loader.current();
      if (current.current === asked) setEntry({ key: asked, data });
    } catch (error) {
      if (current.current !== asked) return;
      setEntry({ key: asked, data: empty });
      onError.current?.(error);
    }
  }, [empty]);

  const delayMs = options.delayMs ?? 0;
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => void reload(), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs, reload]);

  if (key === null) return { data: empty, loading: false, reload };
  const fresh = entry.key === key;
  return { data: fresh || options.keepStale !== false ? entry.data : empty, loading: !fresh, reload };
}
