import {
  DEFAULT_LOCALE,
  type LanguageCode,
  LOCALE_COOKIE,
  languageCodes,
  localeFromAcceptLanguage,
  localizePath as localizeBarePath,
  splitLocalePrefix,
} from '@kordon/contract';

// The languages and the prefix rule come from the contract's URL table (paths.ts).
export const locales = languageCodes;
export type Locale = LanguageCode;
export const defaultLocale: Locale = DEFAULT_LOCALE;

/** Cookie that remembers the visitor's language choice (spec-coverage 9.10a: 365 days). */
export { LOCALE_COOKIE };
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

// Read as the server's page cache reads it (contract page-request.ts).
export { localeFromAcceptLanguage };

/** BCP 47 tag for Intl and og:locale. */
export const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-US');
