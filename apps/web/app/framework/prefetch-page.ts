import {
  type UNSAFE_AssetsManifest as AssetsManifest,
  type DataRouteMatch,
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

/** React Router's single-fetch address of a page's data, built as its navigation builds it (OVERRIDES.md). */
function dataUrlOf(page: string, origin: string): URL {
  const url = new URL(page, origin);
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`;
  // As React Router's stripIndexParam: a bare `?index` goes, and the query is written out again.
  const indexes = url.searchParams.getAll('index').filter(Boolean);
  url.searchParams.delete('index');
  for (const index of indexes) url.searchParams.append('index', index);
  return url;
}

/** The matches of the next page that the current page does not have: their code and data are new. */
function newMatches(next: DataRouteMatch[], current: DataRouteMatch[]): DataRouteMatch[] {
  return next.filter((match, index) => {
    const before = current[index];
    return !before || before.route.id !== match.route.id || before.pathname !== match.pathname;
  });
}

/**
 * The address a navigation from the router's page to `page` will fetch its data from (with
 * `_routes` when some routes keep their data), or undefined when it fetches none.
 */
export function pageDataHref(
  page: string,
  next: DataRouteMatch[],
  router: DataRouter,
  manifest: AssetsManifest,
  origin: string,
): string | undefined {
  const { location, matches: current, loaderData } = router.state;
  const from = location.pathname + location.search + location.hash;
  if (page === from) return undefined;
  const changed = newMatches(next, current);
  const here = new URL(from, origin);
  const there = new URL(page, origin);
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
  if (loaded.length === 0) return undefined;
  const url = dataUrlOf(page, origin);
  if (someKeepTheirData) url.searchParams.set('_routes', loaded.join(','));
  return url.pathname + url.search;
}

/**
 * spec-coverage 9.6a: fetches what a navigation to `page` will need, without rendering or running its
 * modules. False while its route is not discovered yet (React Router learns routes from `/__manifest`).
 */
export function prefetchPage(page: string, router: DataRouter, { manifest, routeModules }: PrefetchAssets): boolean {
  const next = matchRoutes(router.routes, page, router.basename);
  if (!next) return false;
  for (const match of newMatches(next, router.state.matches)) {
    const route = manifest.routes[match.route.id];
    if (!route || routeModules[route.id]) continue;
    for (const href of [route.module, ...(route.imports ?? [])]) addAsset('modulepreload', href);
    for (const href of route.css ?? []) addAsset('prefetch', href, 'style');
  }
  const href = pageDataHref(page, next, router, manifest, window.location.origin);
  const { pathname, search, hash } = router.state.location;
  if (href) addData(pathname + search + hash, href);
  return true;
}
