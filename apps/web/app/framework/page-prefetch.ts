import { useCallback, useContext } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';

// The prefetcher itself (prefetch-page.ts) is needed only once the page has loaded and the browser
// is idle, so it is not part of the first download (issue 9's 120 KB).
const loadPrefetcher = () => import('./prefetch-page');

/**
 * `prefetchPage` bound to this app's router, for links; undefined outside a hydrated router. The
 * router, manifest and module registry are the same objects for the page's life, so the function
 * is too. Resolves false while the page's route is not known yet (see prefetchPage).
 */
export function usePagePrefetch(): ((page: string) => Promise<boolean>) | undefined {
  const router = useContext(DataRouterContext)?.router;
  const { manifest, routeModules } = useContext(FrameworkContext) ?? {};
  const prefetch = useCallback(
    async (page: string) =>
      router && manifest && routeModules
        ? (await loadPrefetcher()).prefetchPage(page, router, { manifest, routeModules })
        : true,
    [router, manifest, routeModules],
  );
  return router && manifest && routeModules ? prefetch : undefined;
}
