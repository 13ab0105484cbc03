import { type ComponentProps, lazy, memo, Suspense } from 'react';
import type { ProductGrid as Grid } from './product-card';
import type { ProductListing as Listing } from './product-listing';

const loadListing = () => import('./product-listing');
const loadGrid = () => import('./product-card');

// The server imports them before it renders (server build only); a static import would put them
// back into the page's chunk.
const parts = import.meta.env.SSR
  ? { Listing: (await loadListing()).ProductListing, Grid: (await loadGrid()).ProductGrid }
  : {
      Listing: lazy(() => loadListing().then((module) => ({ default: module.ProductListing }))),
      Grid: lazy(() => loadGrid().then((module) => ({ default: module.ProductGrid }))),
    };

/*
 * The product lists hydrate when their code arrives, keeping the server's HTML meanwhile, so the first
 * download stays within its budget (decisions 0008, 0009); `memo` keeps a re-render from dropping that HTML.
 */
export const ProductListing = memo(function DeferredListing(props: ComponentProps<typeof Listing>) {
  return (
    <Suspense>
      <parts.Listing {...props} />
    </Suspense>
  );
});

export const ProductGrid = memo(function DeferredGrid(props: ComponentProps<typeof Grid>) {
  return (
    <Suspense>
      <parts.Grid {...props} />
    </Suspense>
  );
});

/** Starts the download with the page's module, in parallel with a client navigation's data. */
export function preloadListing() {
  // A task of its own: Vite's preload helper adds a link per file, which would lengthen the page
  // module's evaluation (decision 0013).
  if (!import.meta.env.SSR) setTimeout(loadListing);
}
