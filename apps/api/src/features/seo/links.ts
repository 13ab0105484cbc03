import type { LanguageCode } from '@kordon/contract';
import { categoryLink } from '../catalog/category.service.js';

/** Storefront paths of each kind of page (spec §2 routes), without the language prefix. */
export const links = {
  home: '/',
  category: categoryLink,
  product: (slug: string) => `/product/${slug}`,
  brands: '/brands',
  brand: (slug: string) => `/brands/${slug}`,
  information: (slug: string) => `/information/${slug}`,
  posts: '/reviews',
  post: (slug: string) => `/reviews/${slug}`,
  sitemap: '/sitemap',
};

/** The path in a language: the store's default language has no prefix, others `/ru/...`. */
export function localizedPath(path: string, lang: string, defaultLang: LanguageCode): string {
  if (lang === defaultLang) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
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
