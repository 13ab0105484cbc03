import {
  type UNSAFE_AssetsManifest as AssetsManifest,
  type DataRouter,
  matchRoutes,
  type UNSAFE_RouteModules as RouteModules,
} from 'react-router';

/** What the prefetch reads of React Router's framework context: the build manifest and loaded modules. */
export type PrefetchAssets = { manifest: AssetsManifest; routeModules: RouteModules };

/** Files already in the document or added here: each is asked for once. */
let known: Set<string> | undefined;
/** Data prefetched from the current page; dropped when the page changes, since data goes stale. */
let data = { page: '', links: new Map<string, HTMLLinkElement>() };

const withoutHash = (href: string) => href.split('#')[0] ?? href;

function knownHrefs(): Set<string> {
  if (!known) {
    known = new Set();
    for (const link of document.querySelectorAll('link[href]')) known.add(withoutHash(link.getAttribute('href') ?? ''));
    for (const script of document.querySelectorAll('script[src]')) known.add(script.getAttribute('src') ?? '');
  }
  return known;
}

function linkTo(rel: string, href: string, as?: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.href = href;
  return document.head.appendChild(link);
}

function addAsset(rel: string, href: string, as?: string) {
  const hrefs = knownHrefs();
  const key = withoutHash(href);
  if (hrefs.has(key)) return;
  hrefs.add(key);
  linkTo(rel, href, as);
}

function addData(from: string, href: string) {
  if (data.page !== from) {
    for (const link of data.links.values()) link.remove();
    data = { page: from, links: new Map() };
  }
  if (!data.links.has(href)) data.links.set(href, linkTo('prefetch', href, 'fetch'));
}

/** React Router's single-fetch address of a page's data (future.v8_trailingSlashAwareDataRequests). */
function dataUrlOf(page: string): URL {
  const url = new URL(page, window.location.origin);
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url;
}

/**
 * spec-coverage 9.6a: fetches what a navigation to `page` will need, the way React Router's
 * `<PrefetchPageLinks>` does (same data address, so the navigation finds it in the cache), but
 * without React: no state update, no commit, and no route module evaluated to read its `links()`.
 * The manifest already lists each route's modules and stylesheets (issue 9: those commits and
 * evaluations were a quarter of a category page's script time).
 * Returns false while the page's route is not known yet: React Router discovers routes lazily,
 * from the links it sees (`/__manifest`), so a link can be seen before its route arrives.
 */
export function prefetchPage(page: string, router: DataRouter, { manifest, routeModules }: PrefetchAssets): boolean {
  const next = matchRoutes(router.routes, page, router.basename);
  if (!next) return false;
  const { location, matches: current, loaderData } = router.state;
  const changed = next.filter((match, index) => {
    const before = current[index];
    return !before || before.route.id !== match.route.id || before.pathname !== match.pathname;
  });

  for (const match of changed) {
    const route = manifest.routes[match.route.id];
    if (!route || routeModules[route.id]) continue;
    for (const href of [route.module, ...(route.imports ?? [])]) addAsset('modulepreload', href);
    for (const href of route.css ?? []) addAsset('prefetch', href, 'style');
  }

  const from = location.pathname + location.search + location.hash;
  if (page === from) return true;
  // The routes whose loaders the navigation will call; the rest keep their data (shouldRevalidate).
  const here = new URL(from, window.location.origin);
  const there = new URL(page, window.location.origin);
  const loaded: string[] = [];
  let someKeepTheirData = false;
  for (const match of next) {
    const route = manifest.routes[match.route.id];
    if (!route?.hasLoader) continue;
    const revalidates =
      changed.includes(match) ||
      match.route.shouldRevalidate?.({
        currentUrl: here,
        currentParams: current[0]?.params ?? {},
        nextUrl: there,
        nextParams: match.params,
        defaultShouldRevalidate: true,
      }) !== false;
    if (route.hasClientLoader || (!revalidates && match.route.id in loaderData)) someKeepTheirData = true;
    else loaded.push(match.route.id);
  }
  if (loaded.length === 0) return true;
  const url = dataUrlOf(page);
  if (someKeepTheirData) url.searchParams.set('_routes', loaded.join(','));
  addData(from, url.pathname + url.search);
  return true;
}
