import { apiHeaders, pageHeaders } from '@kordon/api/testing/visitor-headers.js';
import { buildProducts } from '../data/src/catalogue/build.js';

/** Values only a running shop (or the seed) knows, resolved once before the table is used. */
export type Discovered = {
  categoryLink: string;
  categorySlug: string;
  productSlug: string;
  /** Orderable variations of the first products, for a cart of several lines. */
  variationIds: number[];
  /** A drop-shipped variation: orders take no stock, so order creation can run for as long as the bench. */
  dropShipVariationId: number;
  /** An anonymous session's access token: cart and checkout calls need one. */
  token: string;
  /** One anonymous session per bench connection, for the calls a shopper makes in their own session. */
  shopperTokens: string[];
};

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
  /** Requests take turns over many shoppers' sessions, as real carts and orders do (one session's writes queue). */
  manyShoppers?: boolean;
  /** Also measured by Lighthouse. */
  lighthouse?: boolean;
  /** Measured at this many connections whatever `--connections` says (an uncached render is judged one at a time). */
  connections?: number;
};

const API = '/api/v1.2';

/** Replaced by a new key in every request of a `freshIdempotencyKey` target (load.ts). */
export const IDEMPOTENCY_KEY_PLACEHOLDER = 'bench-idempotency-key-0000';

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
  // A path's first visit, another currency, a crawler: the page cache misses and the page is rendered (issue 9: p99 ≤ 50 ms at one connection).
  {
    name: 'home page, uncached, 1 connection',
    kind: 'page',
    method: 'GET',
    path: '/',
    bypassCache: true,
    connections: 1,
  },
  {
    name: 'category page, uncached, 1 connection',
    kind: 'page',
    method: 'GET',
    path: (d) => d.categoryLink,
    bypassCache: true,
    connections: 1,
  },
  {
    name: 'product page, uncached, 1 connection',
    kind: 'page',
    method: 'GET',
    path: (d) => `/product/${d.productSlug}`,
    bypassCache: true,
    connections: 1,
  },
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
  // Cart and checkout (spec §7.3).
  {
    name: 'PUT /cart, 3 lines',
    kind: 'api',
    method: 'PUT',
    path: `${API}/cart`,
    body: (d) => ({
      products: d.variationIds.map((variationId) => ({ variationId, quantity: 1 })),
      productKits: [],
      countryCode: 'DE',
    }),
    manyShoppers: true,
  },
  {
    name: 'checkout validate',
    kind: 'api',
    method: 'POST',
    path: `${API}/checkout/validate`,
    body: checkoutBody,
    manyShoppers: true,
  },
  {
    name: 'checkout create',
    kind: 'api',
    method: 'POST',
    path: `${API}/checkout/create`,
    body: checkoutBody,
    freshIdempotencyKey: true,
    manyShoppers: true,
  },
];

/** A complete order to Berlin by the premium service, paid by card; load.ts gives each request its own key. */
function checkoutBody(d: Discovered) {
  return {
    order: {
      products: [{ variationId: d.dropShipVariationId, quantity: 1 }],
      customer: { firstname: 'Bench', lastname: 'Shopper', email: 'bench@example.test', phone: '+49 30 901820' },
      address: {
        country: 'DE',
        countryZone: 'DE-BE',
        city: 'Berlin',
        address: 'Unter den Linden 1',
        postalCode: '10117',
      },
      paymentMethod: 'card',
    },
    delivery: { shippingMethod: 'premium', pickupPoint: null },
    idempotencyKey: IDEMPOTENCY_KEY_PLACEHOLDER,
  };
}

/** The request autocannon sends for a target (the baseline copy is fetched with the same one). */
export function requestOf(target: Target, d: Discovered) {
  const body = target.body ? JSON.stringify(target.body(d)) : undefined;
  const headers = { ...(target.kind === 'page' ? pageHeaders : apiHeaders) };
  if (target.kind === 'api') headers['x-auth-token'] = d.token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const path = typeof target.path === 'string' ? target.path : target.path(d);
  return { method: target.method, path, headers, body };
}

/**
 * The category link comes from the shop itself; product slugs from the seed, which is
 * deterministic, and their variations from the product pages; the token from an anonymous sign-in.
 */
export async function discover(baseUrl: string, shoppers: number): Promise<Discovered> {
  const get = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}${API}${path}`, { ...init, headers: { ...apiHeaders, ...init.headers } });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${API}${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const categories = await get<Array<{ link: string; slug?: string }>>('/categories');
  const first = categories[0];
  if (!first) throw new Error(`GET ${API}/categories returned no category`);
  const categorySlug = first.slug ?? first.link.split('/').filter(Boolean).pop() ?? '';
  const products = buildProducts();
  const variationOf = async (slug: string) =>
    (await get<{ variation: { id: number; maxQuantity: number } | null }>(`/products/slug/${slug}`)).variation;
  const variationIds: number[] = [];
  for (const product of products) {
    const variation = await variationOf(product.spec.slug);
    if (variation && variation.maxQuantity > 0) variationIds.push(variation.id);
    if (variationIds.length === 3) break;
  }
  const dropShip = products.find((p) => p.variations.every((v) => v.availability === 'drop_ship'));
  const dropShipVariation = dropShip ? await variationOf(dropShip.spec.slug) : null;
  if (!dropShipVariation) throw new Error('the demo catalogue has no drop-shipped product');
  const { storeId } = await get<{ storeId: number }>('/context');
  const session = () =>
    get<{ token: string }>('/auth/anonymous', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'web', device_id: 'bench', store_id: storeId }),
    }).then((answer) => answer.token);
  const shopperTokens: string[] = [];
  for (let i = 0; i < Math.max(1, shoppers); i++) shopperTokens.push(await session());
  const token = shopperTokens[0] as string;
  return {
    categoryLink: first.link,
    categorySlug,
    productSlug: products[0]?.spec.slug ?? 'unknown',
    variationIds,
    dropShipVariationId: dropShipVariation.id,
    token,
    shopperTokens,
  };
}
