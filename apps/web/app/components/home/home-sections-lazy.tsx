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
 * The home page's sections (slider, promises, top sales, category grid), as listing-lazy.tsx does for product lists:
 * the server renders them in full, the browser loads their code once the page's module runs and
 * hydrates them when it arrives (React keeps the server's HTML in a <Suspense> meanwhile; the
 * slider's picture is a plain image, its swipe plain scrolling). The page's first download stays
 * within its weight budget (issue 9, decision 0008). `memo`: a boundary still waiting for its
 * code that gets rendered again would drop the server's HTML until the code comes.
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
  // A task of its own: Vite's preload helper adds a link per file, 2-4 ms each on a slow phone,
  // which would lengthen the page module's evaluation (issue 9, docs/performance.md).
  if (!import.meta.env.SSR) setTimeout(loadSections);
}
