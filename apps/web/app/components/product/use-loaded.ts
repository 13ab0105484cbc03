import { useEffect, useState } from 'react';

/**
 * A module the browser imports once `when` holds: parts of the page that are not needed for its
 * first paint (reviews, size guide, restock form) stay out of the page's first download. Never on
 * the server, so the server HTML and the first browser render agree.
 */
export function useLoaded<T>(load: () => Promise<T>, when = true): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (when && !loaded) load().then(setLoaded);
  }, [when, loaded, load]);
  return loaded;
}
