import { type ComponentProps, type ComponentType, lazy, memo, Suspense } from 'react';
import type * as Sections from './home-sections';
// Their styles come with the page, so the server's HTML is styled before their code arrives.
import '../catalogue/product-card.css';
import './top-sales.css';

const loadSections = () => import('./home-sections');
const lazySection = <K extends keyof typeof Sections>(name: K) =>
  lazy(async () => ({ default: (await loadSections())[name] as ComponentType<ComponentProps<(typeof Sections)[K]>> }));

// The server imports them before it renders (server build only); a static import would put them
// back into the page's chunk.
const sections = import.meta.env.SSR
  ? await loadSections()
  : {
      Slider: lazySection('Slider'),
      Promises: lazySection('Promises'),
      TopSales: lazySection('TopSales'),
      CategoryGrid: lazySection('CategoryGrid'),
    };

/**
 * The home page's sections hydrate when their code arrives, as listing-lazy.tsx's lists do, keeping the
 * first download within its budget (decision 0008); `memo` keeps the server's HTML meanwhile.
 */
function deferred<P extends object>(Section: ComponentType<P>) {
  return memo(function DeferredSection(props: P) {
    return (
      <Suspense>
        <Section {...props} />
      </Suspense>
    );
  });
}

export const Slider = deferred(sections.Slider);
export const Promises = deferred(sections.Promises);
export const TopSales = deferred(sections.TopSales);
export const CategoryGrid = deferred(sections.CategoryGrid);

/** Starts the download with the page's module, in parallel with a client navigation's data. */
export function preloadHomeSections() {
  // A task of its own: Vite's preload helper adds a link per file, which would lengthen the page
  // module's evaluation (decision 0013).
  if (!import.meta.env.SSR) setTimeout(loadSections);
}
