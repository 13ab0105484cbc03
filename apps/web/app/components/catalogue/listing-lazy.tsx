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
 * The product lists' interactive parts: the listing (count, sort, filters, grid, pages) and the bare
 * grid. The server renders them in full. The browser starts loading their code as soon as the page's
 * module runs and hydrates them when it arrives (in a <Suspense>, React keeps the server's HTML
 * meanwhile): the header, menus and cart work first, and the first download stays within the page
 * weight budget (decision 0008), as the product page's sections do (decision 0009). `memo`: a
 * boundary still waiting for its code that gets rendered again (navigation state, route discovery)
 * would drop the server's HTML until the code comes. The styles come with the pages
 * (listing-styles.ts), so the server's HTML is styled at once.
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
  // A task of its own: Vite's preload helper adds a link per file, 2-4 ms each on a slow phone,
  // which would lengthen the page module's evaluation (issue 9, docs/performance.md).
  if (!import.meta.env.SSR) setTimeout(loadListing);
}
