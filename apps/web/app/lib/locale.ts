import {
  DEFAULT_LOCALE,
  type LanguageCode,
  languageCodes,
  localizePath as localizeBarePath,
  splitLocalePrefix,
} from '@kordon/contract';

// The languages and the prefix rule come from the contract's URL table (paths.ts).
export const locales = languageCodes;
export type Locale = LanguageCode;
export const defaultLocale: Locale = DEFAULT_LOCALE;

/** Cookie that remembers the visitor's language choice (spec-coverage 9.10a: 365 days). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The locale a path is in and the path without its prefix: `/ru/contacts` → ru, `/contacts`. */
export const splitLocale = (pathname: string): { locale: Locale; path: string } => splitLocalePrefix(pathname);

export const localeOf = (pathname: string): Locale => splitLocale(pathname).locale;

/** A site path in a language: the default language has no prefix. Absolute URLs stay as they are. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return localizeBarePath(splitLocale(path).path, locale);
}

/** Where the language switch goes: the same page in the other language; the search page goes home (spec-coverage 2.2.16). */
export function pathInLocale(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  const { path } = splitLocale(location.pathname);
  if (path === '/search' || path === '/searchPage') return localizePath('/', target);
  return localizePath(path, target) + location.search + location.hash;
}

/** The best supported language of an Accept-Language header, or undefined when none is supported. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
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
  return ranked.map((entry) => entry.lang).find(isLocale);
}

/**
 * Locale choice of spec-coverage 4.12a for a page without a prefix: the stored cookie, then the browser's
 * languages, then English. (A prefix in the URL wins before this is asked.)
 */
export function preferredLocale(cookieLocale: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

/** BCP 47 tag for Intl and og:locale. */
export const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-US');
