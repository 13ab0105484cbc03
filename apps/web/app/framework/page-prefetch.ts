import { useCallback, useContext } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';

// Needed only once the page has loaded and the browser is idle, so not part of the first download.
const loadPrefetcher = () => import('./prefetch-page');

/**
 * `prefetchPage` bound to this app's router, for links; undefined outside a hydrated router. The same
 * function for the page's life, since the router, manifest and module registry are.
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
