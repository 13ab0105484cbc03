import { localizePath, splitLocale } from './locale';

/** Spec §2 legacy duplicates and the page each one duplicates. */
const primaryOf: Record<string, string> = {
  '/mainPage': '/',
  '/searchPage': '/search',
  '/sitemapPage': '/sitemap',
  '/brands/brands': '/brands',
  '/checkout/checkout': '/checkout',
  '/login/login': '/login',
  '/profile/profile': '/profile',
};

/** The path a page is indexed under: a legacy duplicate points at its original, in the same language. */
export function canonicalPathOf(pathname: string): string {
  const { locale, path } = splitLocale(pathname);
  const primary = primaryOf[path];
  return primary ? localizePath(primary, locale) : pathname;
}
