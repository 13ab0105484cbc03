import type { Breadcrumb } from '@kordon/contract';
import type { MetaDescriptor } from 'react-router';
import { translatorFor } from './i18n';
import { defaultLocale, intlLocale, type Locale, locales, localizePath, splitLocale } from './locale';
import { FRAME_ROUTE_ID, type FrameData, ROOT_ROUTE_ID, type ShellData } from './shell-data';

type MatchLike = { id: string; data?: unknown } | undefined;
export type PageMetaArgs = { matches: readonly MatchLike[]; location: { pathname: string } };

export type PageSeo = {
  /** The page's own name; the store name is added by the title template. */
  title?: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
  breadcrumbs?: Breadcrumb[];
  jsonLd?: Record<string, unknown>[];
  /** Pages that must not be indexed: errors, search results, checkout, account. */
  noindex?: boolean;
  /** Query that belongs to the canonical URL, e.g. `?page=2`. */
  canonicalQuery?: string;
  /**
   * The page's own path (no language prefix) when other URLs show it too, e.g. a product under its
   * catalogue path: canonical and hreflang name this one, in the page's language.
   */
  canonicalPath?: string;
  /** hreflang links the API gives for the page (x-default is added). */
  alternates?: Array<{ lang: string; href: string }>;
};

const dataOf = <T>(args: PageMetaArgs, id: string) => args.matches.find((m) => m?.id === id)?.data as T | undefined;

/**
 * The public site's origin: the one the SEO look-up's canonical URL names (the configured site URL),
 * else the origin the page was requested at.
 */
export function siteUrlOf(args: PageMetaArgs): string {
  const canonical = dataOf<FrameData>(args, FRAME_ROUTE_ID)?.seo?.canonical;
  if (canonical) {
    try {
      return new URL(canonical).origin;
    } catch {
      // An unusable canonical falls back to the request's origin.
    }
  }
  return dataOf<ShellData>(args, ROOT_ROUTE_ID)?.siteUrl ?? '';
}

/**
 * Title template: '{page} — {store}'; the home page and an empty name get the store name alone. A title
 * that names the store anywhere ('… | Kordon', '… — купить в Kordon') stays as it is: never twice.
 */
export function pageTitle(page: string | undefined, storeName: string): string {
  const name = page?.trim();
  if (!name) return storeName;
  return namesWord(name, storeName) ? name : `${name} — ${storeName}`;
}

/** Whether `text` holds `word` as a whole word, in any case ('Kordon' in 'в Kordon', not in 'Kordonia'). */
function namesWord(text: string, word: string): boolean {
  const at = text.toLowerCase().indexOf(word.toLowerCase());
  if (at < 0 || !word) return false;
  const letter = /[\p{L}\p{N}]/u;
  return !letter.test(text[at - 1] ?? '') && !letter.test(text[at + word.length] ?? '');
}

export const absoluteUrl = (siteUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl.replace(/\/$/, '')}${path}`;

/** hreflang links: every language of the page plus x-default (the prefix-less default language). */
export function alternateLinks(siteUrl: string, pathname: string): Array<{ lang: string; href: string }> {
  const { path } = splitLocale(pathname);
  const links = locales.map((lang) => ({ lang, href: absoluteUrl(siteUrl, localizePath(path, lang)) }));
  return [...links, { lang: 'x-default', href: absoluteUrl(siteUrl, localizePath(path, defaultLocale)) }];
}

export function breadcrumbJsonLd(siteUrl: string, locale: Locale, crumbs: Breadcrumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, localizePath(crumb.link, locale)),
    })),
  };
}

/** Every tag of spec §2's SEO for one page: title, description, canonical, hreflang, Open Graph, JSON-LD. */
export function pageMeta(args: PageMetaArgs, page: PageSeo): MetaDescriptor[] {
  const shell = dataOf<ShellData>(args, ROOT_ROUTE_ID);
  const frame = dataOf<FrameData>(args, FRAME_ROUTE_ID);
  const seo = frame?.seo ?? null;
  const locale = splitLocale(args.location.pathname).locale;
  const storeName = shell?.context.storeName ?? 'Kordon';
  const siteUrl = siteUrlOf(args);
  const title = pageTitle(page.title ?? seo?.title, storeName);
  const description = page.description || seo?.description || translatorFor(locale)('meta.defaultDescription');
  const path = page.canonicalPath
    ? localizePath(page.canonicalPath, locale)
    : (frame?.canonicalPath ?? args.location.pathname);
  // The look-up names the URL asked for; a page that states its own path knows better.
  const lookedUp = page.canonicalPath ? undefined : seo;
  const canonical = (lookedUp?.canonical || absoluteUrl(siteUrl, path)) + (page.canonicalQuery ?? '');
  const computedAlternates = alternateLinks(siteUrl, path);
  const given = page.alternates?.length ? page.alternates : lookedUp?.alternates;
  const alternates = given?.length
    ? [...given, ...computedAlternates.filter((link) => link.lang === 'x-default')]
    : computedAlternates;
  const jsonLd = [...(page.jsonLd ?? [])];
  if (page.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(siteUrl, locale, page.breadcrumbs));

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: storeName },
    { property: 'og:locale', content: intlLocale(locale).replace('-', '_') },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo?.keywords) tags.push({ name: 'keywords', content: seo.keywords });
  if (page.image) tags.push({ property: 'og:image', content: absoluteUrl(siteUrl, page.image) });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  else {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
    tags.push({ property: 'og:url', content: canonical });
    for (const link of alternates)
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: link.lang, href: link.href });
  }
  for (const object of jsonLd) tags.push({ 'script:ld+json': object as never });
  return tags;
}
