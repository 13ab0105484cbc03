import { lazy, type RefObject, useEffect, useRef, useState } from 'react';
import { prefetchWhenVisibleAndIdle } from '../../framework/idle-prefetch';
import { usePagePrefetch } from '../../framework/page-prefetch';
import { useInternalLinkClicks } from '../../lib/use-internal-link-clicks';
import { useLocale } from '../../lib/use-shell';

const loadContents = () => import('./site-footer');
const FooterContents = lazy(async () => ({ default: (await loadContents()).FooterContents }));

/** A change of language renders the footer anew: the settings picker fetches its code beforehand. */
export const preloadFooter = () => void loadContents().catch(() => {});

// React leaves the markup of an element with dangerouslySetInnerHTML alone while the value stays
// the same, and hydration does not compare it: the browser keeps what the server rendered.
const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * spec-coverage 1.8 footer: it changes only with the language, so the page keeps the server's markup and
 * loads the footer's code only when a language switch renders it anew.
 */
export function SiteFooter() {
  const locale = useLocale();
  const [pageLocale] = useState(locale);
  // Once the browser renders the footer, it goes on doing so (back in the first language too).
  const [rendered, setRendered] = useState(false);
  if (!rendered && locale !== pageLocale) setRendered(true);
  const ref = useRef<HTMLElement>(null);
  useKeptLinks(ref);
  if (typeof document === 'undefined' || rendered || locale !== pageLocale) {
    return (
      <footer className="site-footer">
        <FooterContents />
      </footer>
    );
  }
  return (
    <footer
      ref={ref}
      className="site-footer"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty value that keeps the server's markup.
      dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      suppressHydrationWarning
    />
  );
}

/**
 * What AppLink does for links React does not render: a click navigates in the app, and each of the
 * site's own links is prefetched once seen and the browser is idle (spec-coverage 9.6a).
 */
function useKeptLinks(ref: RefObject<HTMLElement | null>) {
  const onClick = useInternalLinkClicks();
  const prefetchPage = usePagePrefetch();
  useEffect(() => {
    const footer = ref.current;
    footer?.addEventListener('click', onClick);
    return () => footer?.removeEventListener('click', onClick);
  }, [ref, onClick]);
  useEffect(() => {
    if (!prefetchPage) return;
    const links = [...(ref.current?.querySelectorAll<HTMLAnchorElement>('a[href^="/"]') ?? [])];
    const stops = links.map((link) =>
      prefetchWhenVisibleAndIdle(link, () => prefetchPage(link.getAttribute('href') ?? '/')),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [ref, prefetchPage]);
}
