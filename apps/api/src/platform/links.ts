import { type LanguageCode, localizePath, pagePath } from '@kordon/contract';

/** Storefront paths of each kind of page, without the language prefix, from the URL table (spec-coverage 2.2.1, 2.2.10, 2.2.11, 2.2.13, 2.2.14, 2.2.17, 2.2.18 routes). */
export const links = {
  home: pagePath('home'),
  category: (slug: string) => pagePath('category', { slug }),
  product: (slug: string) => pagePath('product', { slug }),
  brands: pagePath('brands'),
  brand: (slug: string) => pagePath('brand', { slug }),
  information: (slug: string) => pagePath('information', { slug }),
  posts: pagePath('reviews'),
  post: (slug: string) => pagePath('review', { slug }),
  sitemap: pagePath('sitemap'),
};

/** The path in a language: the store's default language has no prefix, others `/ru/...`. */
export function localizedPath(path: string, lang: string, defaultLang: LanguageCode): string {
  return localizePath(path, lang, defaultLang);
}

/** Absolute URL on the public site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The page in every interface language, for hreflang links. */
export function alternateLinksFor(
  siteUrl: string,
  path: string,
  languages: readonly string[],
  defaultLang: LanguageCode,
): Array<{ lang: string; href: string }> {
  return languages.map((lang) => ({ lang, href: absoluteUrl(siteUrl, localizedPath(path, lang, defaultLang)) }));
}
