import { buildProducts } from '../data/src/catalogue/build.js';

/** Values only a running shop (or the seed) knows, resolved once before the table is used. */
export type Discovered = { categoryLink: string; categorySlug: string; productSlug: string; variationId: number };

export type Target = {
  name: string;
  kind: 'page' | 'api';
  method: 'GET' | 'PUT' | 'POST';
  path: string | ((d: Discovered) => string);
  body?: (d: Discovered) => unknown;
  /** Order creation must not replay: every request gets its own Idempotency-Key. */
  freshIdempotencyKey?: boolean;
  /** Every request misses the answer cache (a parameter no call reads): measures the query itself. */
  bypassCache?: boolean;
  /** Also measured by Lighthouse. */
  lighthouse?: boolean;
};

const API = '/api/v1.2';

/**
 * Everything `npm run bench` measures, in order. Calls that do not exist yet are listed too: the
 * shop answers 404 for them and the report says "not yet built" until the feature lands.
 */
export const targets: Target[] = [
  { name: 'home page', kind: 'page', method: 'GET', path: '/', lighthouse: true },
  { name: 'home page, Russian', kind: 'page', method: 'GET', path: '/ru' },
  { name: 'category page', kind: 'page', method: 'GET', path: (d) => d.categoryLink, lighthouse: true },
  { name: 'product page', kind: 'page', method: 'GET', path: (d) => `/product/${d.productSlug}`, lighthouse: true },
  { name: 'product page, Russian', kind: 'page', method: 'GET', path: (d) => `/ru/product/${d.productSlug}` },
  { name: 'information page', kind: 'page', method: 'GET', path: '/information/delivery-types', lighthouse: true },
  { name: 'health', kind: 'api', method: 'GET', path: `${API}/health` },
  { name: 'context', kind: 'api', method: 'GET', path: `${API}/context` },
  { name: 'menu', kind: 'api', method: 'GET', path: `${API}/menu` },
  { name: 'categories', kind: 'api', method: 'GET', path: `${API}/categories` },
  { name: 'posts, limit 10', kind: 'api', method: 'GET', path: `${API}/store/posts?limit=10` },
  // Catalogue (spec §7.2).
  {
    name: 'product list',
    kind: 'api',
    method: 'GET',
    path: (d) => `${API}/products?category=${encodeURIComponent(d.categorySlug)}&limit=24`,
  },
  { name: 'product by slug', kind: 'api', method: 'GET', path: (d) => `${API}/products/slug/${d.productSlug}` },
  {
    name: 'product list, uncached',
    kind: 'api',
    method: 'GET',
    path: (d) => `${API}/products?category=${encodeURIComponent(d.categorySlug)}&limit=24`,
    bypassCache: true,
  },
  { name: 'search, limit 2', kind: 'api', method: 'GET', path: `${API}/products?q=patch&limit=2` },
  { name: 'search, uncached', kind: 'api', method: 'GET', path: `${API}/products?q=patch&limit=2`, bypassCache: true },
  { name: 'filters', kind: 'api', method: 'GET', path: (d) => `${API}/products/filters/${d.categorySlug}` },
  // Cart and checkout (spec §7.3): not yet built.
  {
    name: 'PUT /cart',
    kind: 'api',
    method: 'PUT',
    path: `${API}/cart`,
    body: (d) => ({ products: [{ variationId: d.variationId, quantity: 1 }], productKits: [], countryCode: 'RU' }),
  },
  { name: 'checkout validate', kind: 'api', method: 'POST', path: `${API}/checkout/validate`, body: checkoutBody },
  {
    name: 'checkout create',
    kind: 'api',
    method: 'POST',
    path: `${API}/checkout/create`,
    body: checkoutBody,
    freshIdempotencyKey: true,
  },
];

function checkoutBody(d: Discovered) {
  return {
    order: { products: [{ variationId: d.variationId, quantity: 1 }], productKits: [], shippingMethod: 'pickup' },
    delivery: { countryCode: 'RU', city: 'Moscow' },
    recipient: { name: 'Bench Shopper', email: 'bench@example.test', phone: '+79990000000' },
  };
}

/** What a browser sends, so pages render as they would for a visitor (isbot, language, encodings). */
export const pageHeaders: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36',
};
export const apiHeaders: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'x-app-language': 'en',
};

/** The request autocannon sends for a target (the baseline copy is fetched with the same one). */
export function requestOf(target: Target, d: Discovered) {
  const body = target.body ? JSON.stringify(target.body(d)) : undefined;
  const headers = { ...(target.kind === 'page' ? pageHeaders : apiHeaders) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (target.freshIdempotencyKey) headers['idempotency-key'] = crypto.randomUUID();
  const path = typeof target.path === 'string' ? target.path : target.path(d);
  return { method: target.method, path, headers, body };
}

/** The category link comes from the shop itself; the product slug from the seed, which is deterministic. */
export async function discover(baseUrl: string): Promise<Discovered> {
  const response = await fetch(`${baseUrl}${API}/categories`, { headers: apiHeaders });
  if (!response.ok) throw new Error(`GET ${API}/categories answered ${response.status}`);
  const { data } = (await response.json()) as { data: Array<{ link: string; slug?: string }> };
  const first = data[0];
  if (!first) throw new Error(`GET ${API}/categories returned no category`);
  const categorySlug = first.slug ?? first.link.split('/').filter(Boolean).pop() ?? '';
  const productSlug = buildProducts()[0]?.spec.slug ?? 'unknown';
  return { categoryLink: first.link, categorySlug, productSlug, variationId: 1 };
}
