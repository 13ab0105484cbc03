import { useEffect, useState } from 'react';

/**
 * A module imported in the browser once `when` holds, keeping parts not needed for the first paint out of
 * the first download; never on the server, so its HTML and the first render agree.
 */
export function useLoaded<T>(load: () => Promise<T>, when = true): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (when && !loaded) load().then(setLoaded);
  }, [when, loaded, load]);
  return loaded;
}
