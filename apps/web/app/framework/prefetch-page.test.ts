import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  UNSAFE_createClientRoutes as createClientRoutes,
  createMemoryRouter,
  type DataRouter,
  matchRoutes,
  type UNSAFE_RouteModules as RouteModules,
  type ServerBuild,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as singleFetchStrategy,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageDataHref } from './prefetch-page';

const serverBuild = fileURLToPath(new URL('../../build/server/index.js', import.meta.url));
const origin = 'http://shop.test';

/** Navigations from a page to another, as a shopper's link would make them. */
const NAVIGATIONS: [from: string, to: string][] = [
  ['/', '/category/tactical-equipment'],
  ['/category/tactical-equipment', '/category/tactical-equipment?sort=price_desc&page=2'],
  ['/category/tactical-equipment', '/ru/category/tactical-equipment'],
  ['/ru/brands', '/ru'],
  ['/contacts', '/'],
  ['/brands', '/contacts/'],
  ['/brands', '/search?q=plate carrier&x'],
  ['/brands', '/ru/search?q=plate carrier&x'],
  ['/brands', '/search?index&q=a'],
  ['/sale', '/product/starter-airsoft-set'],
];

let build: ServerBuild;
const fetched: string[] = [];

/**
 * The browser's router (HydratedRouter builds the same) on `from`, with the built route table,
 * manifest and modules, and React Router's own single-fetch strategy for its navigations.
 */
function routerOn(from: string): DataRouter {
  const routeModules = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, route?.module]),
  ) as unknown as RouteModules;
  const routes = createClientRoutes(build.assets.routes, routeModules, null, true, false);
  const loaderData = Object.fromEntries((matchRoutes(routes, from) ?? []).map(({ route }) => [route.id, {}]));
  const future = build.future;
  const router: DataRouter = createMemoryRouter(routes, {
    initialEntries: [from],
    hydrationData: { loaderData },
    dataStrategy: singleFetchStrategy(
      () => router,
      build.assets,
      routeModules,
      true,
      build.basename,
      future.v8_trailingSlashAwareDataRequests,
    ),
  });
  return router;
}

beforeAll(async () => {
  expect(fs.existsSync(serverBuild), 'npm run build first (npm test does it)').toBe(true);
  build = (await import(/* @vite-ignore */ serverBuild)) as ServerBuild;
  // Just enough browser for the router: an origin, no preload support, and a fetch that records.
  vi.stubGlobal('window', { location: { origin } });
  vi.stubGlobal('document', { createElement: () => ({ relList: { supports: () => false } }) });
  vi.stubGlobal('fetch', async (url: URL) => {
    fetched.push(url.pathname + url.search);
    return new Response('', { status: 503 });
  });
});

afterAll(() => vi.unstubAllGlobals());

describe("the prefetcher's data address (framework/prefetch-page.ts)", () => {
  it.each(NAVIGATIONS)('from %s to %s: the one React Router’s navigation fetches', async (from, to) => {
    const router = routerOn(from);
    const next = matchRoutes(router.routes, to, router.basename);
    expect(next).not.toBeNull();
    const ours = pageDataHref(to, next ?? [], router, build.assets, origin);
    fetched.length = 0;
    await router.navigate(to);
    expect(fetched).toHaveLength(1);
    expect(ours).toBe(fetched[0]);
    router.dispose();
  });
});
