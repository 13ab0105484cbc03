import { type LanguageCode, languageCodes } from './headers.js';

type PageDefinition = {
  /** React Router style, without the language prefix: static segments and `:name` parameters. */
  readonly pattern: string;
  /** spec-coverage 2.2.21 legacy duplicates that render this page, by id (ids are unique across pages and aliases). */
  readonly legacy?: Readonly<Record<string, string>>;
};

/**
 * Every storefront page of spec-coverage 2.2.1–2.2.22: the router serves and the access guard lets through
 * exactly these, in every language; canonical links and the sitemap are built from them.
 */
export const storefrontPages = {
  home: { pattern: '/', legacy: { homeLegacy: '/mainPage' } },
  search: { pattern: '/search', legacy: { searchLegacy: '/searchPage' } },
  sitemap: { pattern: '/sitemap', legacy: { sitemapLegacy: '/sitemapPage' } },
  contacts: { pattern: '/contacts' },
  // Not in the guard's list of spec-coverage 2.3.1, but its route table and footer link to it.
  sale: { pattern: '/sale' },
  brands: { pattern: '/brands', legacy: { brandsLegacy: '/brands/brands' } },
  brand: { pattern: '/brands/:slug' },
  reviews: { pattern: '/reviews' },
  review: { pattern: '/reviews/:slug' },
  information: { pattern: '/information/:slug' },
  // Every top category and the product kits: no slug, so they stay canonical under their own path.
  category: { pattern: '/category/:slug', legacy: { categoryMain: '/category/main', sets: '/sets/sets' } },
  product: { pattern: '/product/:slug' },
  checkout: { pattern: '/checkout', legacy: { checkoutLegacy: '/checkout/checkout' } },
  checkoutSuccess: { pattern: '/checkout/success' },
  checkoutFailure: { pattern: '/checkout/failure' },
  checkoutBusiness: { pattern: '/checkout/business' },
  checkoutReceipt: { pattern: '/checkout/receipt' },
  login: { pattern: '/login', legacy: { loginLegacy: '/login/login' } },
  profile: { pattern: '/profile', legacy: { profileLegacy: '/profile/profile' } },
  // Catalogue catch-alls, one shared page, by depth: /{category}[/{subCategory}[/{productSlug}]].
  catalogue1: { pattern: '/:category' },
  catalogue2: { pattern: '/:category/:subCategory' },
  catalogue3: { pattern: '/:category/:subCategory/:productSlug' },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof storefrontPages;

/** One path the storefront serves: a page's own pattern, or a legacy duplicate of it. */
export type StorefrontPath = { id: string; page: PageId; pattern: string; legacy: boolean };

// Marked pure: a bundle that only localizes paths (every storefront page's) leaves the table out.
export const storefrontPaths: readonly StorefrontPath[] = /* @__PURE__ */ (() =>
  Object.entries(storefrontPages as Record<PageId, PageDefinition>).flatMap(([id, { pattern, legacy = {} }]) => [
    { id, page: id as PageId, pattern, legacy: false },
    ...Object.entries(legacy).map(([aliasId, path]) => ({
      id: aliasId,
      page: id as PageId,
      pattern: path,
      legacy: true,
    })),
  ]))();

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PageParams<Id extends PageId> = Record<ParamNames<(typeof storefrontPages)[Id]['pattern']>, string>;

/** The link to a page, without language prefix: `pagePath('brand', { slug })` → `/brands/<slug>`, escaped. */
export function pagePath<Id extends PageId>(
  id: Id,
  ...[params]: keyof PageParams<Id> extends never ? [] : [PageParams<Id>]
): string {
  return storefrontPages[id].pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = (params as Record<string, string> | undefined)?.[name];
    // An empty segment would be a trailing-slash path, which the guard answers with 404.
    if (!value) throw new Error(`Empty path parameter "${name}" for page ${id}`);
    return encodeURIComponent(value);
  });
}

/** The store's default language: its pages have no prefix (spec-coverage 2.1). */
export const DEFAULT_LOCALE: LanguageCode = 'en';
/** Languages whose pages live under a `/{locale}` prefix. */
export const prefixedLocales: readonly LanguageCode[] = languageCodes.filter((code) => code !== DEFAULT_LOCALE);

/** A path in a language: the default language keeps it bare, another gets `/ru/...`. Absolute URLs stay. */
export function localizePath(path: string, locale: string, defaultLocale: string = DEFAULT_LOCALE): string {
  if (locale === defaultLocale || !path.startsWith('/') || path.startsWith('//')) return path;
  // The root is `/ru`, not `/ru/`: a trailing slash is 404 (spec-coverage 2.3.3); its query or hash follows directly.
  return /^\/(?:[?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The language of a path and the path without its prefix: `/ru/contacts` → ru, `/contacts`. */
export function splitLocalePrefix(pathname: string): { locale: LanguageCode; path: string } {
  // spec-coverage 2.1: the prefix is exactly two lower-case letters; `/en/...` is no prefix but a catalogue path.
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  const locale = prefixedLocales.find((code) => code === prefix);
  return locale ? { locale, path: pathname.slice(3) || '/' } : { locale: DEFAULT_LOCALE, path: pathname };
}

const segmentsOf = (path: string) => (path === '/' ? [] : path.slice(1).split('/'));
const isParam = (segment: string | undefined) => segment?.startsWith(':') ?? false;

/** First segments of the fixed paths: a catch-all never claims them, so /checkout/other is no category. */
let fixedFirstSegments: Set<string | undefined> | undefined;
const isFixedFirstSegment = (segment: string | undefined) => {
  // Built on first use, so that the table stays out of bundles that never match a path.
  fixedFirstSegments ??= new Set(
    storefrontPaths.map(({ pattern }) => segmentsOf(pattern)[0]).filter((first) => first && !isParam(first)),
  );
  return fixedFirstSegments.has(segment);
};

/** First segments the server gives to others: the back office's single-page app is served under /admin. */
const RESERVED_FIRST_SEGMENTS: readonly string[] = ['admin'];

/**
 * spec-coverage 2.1: paths are case-sensitive. A catch-all never claims a fixed path or a language
 * prefix in another case (`/CONTACTS`, `/RU/contacts`, `/PRODUCT/x`): they answer 404, not a page.
 * Nor a reserved segment: no category can be named `admin`.
 */
const isClaimedFirstSegment = (segment: string | undefined) => {
  const lower = segment?.toLowerCase();
  return (
    isFixedFirstSegment(lower) ||
    prefixedLocales.some((code) => code === lower) ||
    RESERVED_FIRST_SEGMENTS.some((reserved) => reserved === lower)
  );
};

function matchesPattern(pattern: string, segments: string[]): boolean {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return false;
  if (isParam(parts[0]) && isClaimedFirstSegment(segments[0])) return false;
  return parts.every((part, i) => (isParam(part) ? segments[i] !== '' : part === segments[i]));
}

/** The table entry a path (without language prefix) is served by, or undefined: not a page. */
export function findStorefrontPath(path: string): StorefrontPath | undefined {
  const segments = segmentsOf(path);
  // A static path outranks a pattern, as in the router: /category/main is not /category/:slug.
  return (
    storefrontPaths.find((entry) => entry.pattern === path) ??
    storefrontPaths.find((entry) => matchesPattern(entry.pattern, segments))
  );
}

/**
 * spec-coverage 2.3.1–2.3.3 access guard: whether a path may be shown at all (a trailing slash or empty
 * segment may not); catalogue paths pass and are resolved by their page.
 */
export function isPathAllowed(pathname: string): boolean {
  if (pathname !== '/' && pathname.endsWith('/')) return false;
  return findStorefrontPath(splitLocalePrefix(pathname).path) !== undefined;
}

/** The path a page is indexed under: a legacy duplicate's page, unless that page needs a parameter (/category/main). */
export function canonicalPathOf(pathname: string): string {
  const { locale, path } = splitLocalePrefix(pathname);
  const entry = findStorefrontPath(path);
  const primary = entry?.legacy && storefrontPages[entry.page].pattern;
  return primary && !primary.includes(':') ? localizePath(primary, locale) : pathname;
}
