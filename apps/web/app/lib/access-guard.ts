import { splitLocale } from './locale';

/** Pages the guard lets through as they are (spec §2 access guard, plus /sale and the legacy paths). */
const exactPaths = new Set([
  '/',
  '/checkout',
  '/checkout/failure',
  '/checkout/business',
  '/checkout/receipt',
  '/checkout/success',
  '/contacts',
  '/login',
  '/profile',
  '/search',
  '/sitemap',
  '/sale',
  '/brands',
  '/reviews',
  // Legacy duplicates of the spec.
  '/mainPage',
  '/searchPage',
  '/sitemapPage',
  '/brands/brands',
  '/category/main',
  '/sets/sets',
  '/checkout/checkout',
  '/login/login',
  '/profile/profile',
]);

/** Prefixes that take exactly one sub-path; /product, /category and /information need it. */
const slugPrefixes = new Set(['brands', 'reviews', 'information', 'category', 'product']);

/** First segments of the fixed pages: such a path that is not listed above is not a catalogue path either. */
const reservedFirstSegments = new Set([
  ...slugPrefixes,
  'checkout',
  'contacts',
  'login',
  'profile',
  'search',
  'sitemap',
  'sale',
  'mainPage',
  'searchPage',
  'sitemapPage',
  'sets',
]);

/**
 * Whether a path may be shown at all. Everything else answers 404, including any path that ends
 * in a slash (except the root). Catalogue paths (/{category}[/{sub}[/{product}]]) pass here and
 * are then resolved against the catalogue by their page.
 */
export function isPathAllowed(pathname: string): boolean {
  if (pathname !== '/' && pathname.endsWith('/')) return false;
  const { path } = splitLocale(pathname);
  if (exactPaths.has(path)) return true;
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '')) return false;
  const [first = '', ...rest] = segments;
  if (slugPrefixes.has(first)) return rest.length === 1;
  if (reservedFirstSegments.has(first)) return false;
  return segments.length >= 1 && segments.length <= 3;
}
