import { type LanguageCode, languageCodes } from './headers.js';
import { DEFAULT_LOCALE, splitLocalePrefix } from './paths.js';

/**
 * How a page request's settings are read, shared by the storefront's renderer and the server's
 * page cache, so a page is kept under the key of what it was rendered with.
 */

/** Cookie that mirrors the visitor's currency choice for server rendering. */
export const CURRENCY_COOKIE = 'currency';
/** Cookie that remembers the visitor's language choice. */
export const LOCALE_COOKIE = 'locale';

/** Cookies by name; the first of a repeated name wins (the browser sends the most specific first). */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A cookie another site wrote badly must not break the page.
    }
  }
  return out;
}

/** The currency code of the `currency` cookie, upper-case, or undefined when it is not three letters. */
export function pageCurrencyOf(cookieHeader: string | null | undefined): string | undefined {
  const currency = parseCookies(cookieHeader)[CURRENCY_COOKIE];
  return currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : undefined;
}

const isLanguage = (value: unknown): value is LanguageCode => languageCodes.includes(value as LanguageCode);

/** The best supported language of an Accept-Language header (q=0 excluded), or undefined. */
export function localeFromAcceptLanguage(header: string | null | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.lang).find(isLanguage);
}

/**
 * spec-coverage 4.12a: the language of a page without a prefix: the stored cookie, then the
 * browser's languages, then English (a prefix in the URL wins before this is asked).
 */
export function pageLocaleOf(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined) {
  const cookie = parseCookies(cookieHeader)[LOCALE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Whether a path carries no language prefix, so the visitor's preferred language decides (4.12a). */
export const isUnprefixedPath = (pathname: string) => splitLocalePrefix(pathname).path === pathname;

/**
 * Query parameters a page reads, and React Router's own for `.data`; others (utm_*) are dropped before
 * rendering and keying, so they can neither change a page nor make a cache entry.
 */
const PAGE_QUERY_PARAMS = /* @__PURE__ */ new Set([
  'brands',
  'optionValue',
  'game',
  'stock',
  'price',
  'priceMin',
  'priceMax',
  'sort',
  'page',
  'text',
  'number',
  'verification_code',
  '_routes',
  'index',
]);
const OPTION_PARAM = /^o\d{1,9}$/;

export const isPageQueryParam = (name: string) => PAGE_QUERY_PARAMS.has(name) || OPTION_PARAM.test(name);

/** React Router's route discovery (`/__manifest?p=…&version=…`) reads its own parameters. */
const MANIFEST_PATH = '/__manifest';

/** The URL a page is rendered and kept under: its path and the parameters pages read, sorted by name. */
export function pageUrlOf(url: string): string {
  const at = url.indexOf('?');
  if (at < 0 || url.slice(0, at) === MANIFEST_PATH) return url;
  return urlWithParams(url, isPageQueryParam);
}

/** A URL with only the query parameters `keep` accepts, sorted by name: one spelling per cache entry. */
export function urlWithParams(url: string, keep: (name: string) => boolean): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => keep(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString().replace(/%2C/gi, ',');
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
