import { forwardRef, useEffect, useRef } from 'react';
import { Link, type LinkProps, useLocation } from 'react-router';
import { prefetchWhenVisibleAndIdle } from '../../framework/idle-prefetch';
import { usePagePrefetch } from '../../framework/page-prefetch';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-shell';

type AppLinkProps = Omit<LinkProps, 'to' | 'prefetch'> & {
  /** A site path without the language prefix, e.g. `/contacts`. */
  to: string;
  /** Prefetch the page once the link was seen and the browser is idle (default true). */
  prefetch?: boolean;
};

/** An internal link in the current language, prefetched when idle (spec-coverage 9.6a). */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, prefetch = true, ...props },
  forwarded,
) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  const own = useRef<HTMLAnchorElement | null>(null);
  const here = useLocation().pathname === href.split(/[?#]/)[0];
  const prefetchPage = usePagePrefetch();

  useEffect(() => {
    if (!prefetch || here || !own.current || !prefetchPage) return;
    return prefetchWhenVisibleAndIdle(own.current, () => prefetchPage(href));
  }, [prefetch, here, href, prefetchPage]);

  return (
    <Link
      {...props}
      to={href}
      ref={(node) => {
        own.current = node;
        if (typeof forwarded === 'function') forwarded(node);
        else if (forwarded) forwarded.current = node;
      }}
    />
  );
});
