import { type LanguageCode, languageCode, type SeoLookup, type SeoTexts } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import type { LocalizedText, Seo } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { absoluteUrl, alternateLinksFor, links, localizedPath } from '../../platform/links.js';
import { type FixedPage, pageName } from '../../platform/page-names.js';
import { excerpt } from '../../platform/seo-text.js';
import { getStore, localizedSetting, type StoreProfile } from '../store/store.service.js';
import {
  selectBrandForSeo,
  selectCategoryForSeo,
  selectInformationForSeo,
  selectPostForSeo,
  selectProductForSeo,
} from './seo.queries.js';
import { seoTextsOf } from './seo-meta.service.js';

type Resolved = { path: string; texts: SeoTexts } | undefined;

/** A row any page kind can be described from; `body` may be HTML. */
type SeoSource = {
  slug: string;
  name: string | LocalizedText;
  body: LocalizedText | null;
  seo?: Seo | null;
  keywords?: LocalizedText | null;
};
type SeoLoader = (db: Db, slug: string) => Promise<SeoSource | undefined>;

/** Splits `/ru/brands/x?y` into the language and the path without prefix, query and hash. */
export function splitLocalePath(raw: string, store: StoreProfile): { lang: LanguageCode; path: string } {
  const path = raw.split(/[?#]/)[0] || '/';
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  const prefix = languageCode.safeParse(match?.[1]);
  if (prefix.success && store.languages.some((l) => l.code === prefix.data)) {
    return { lang: prefix.data, path: match?.[2] ?? '/' };
  }
  return { lang: store.defaultLanguage, path };
}

const fixedPages: Record<string, FixedPage> = {
  brands: 'brands',
  reviews: 'reviews',
  sitemap: 'sitemap',
  sale: 'sale',
  contacts: 'contacts',
};

const byPrefix: Record<string, [SeoLoader, (slug: string) => string]> = {
  category: [selectCategoryForSeo, links.category],
  product: [selectProductForSeo, links.product],
  brands: [selectBrandForSeo, links.brand],
  information: [selectInformationForSeo, links.information],
  reviews: [selectPostForSeo, links.post],
};

async function describe(db: Db, [load, link]: [SeoLoader, (slug: string) => string], slug: string, lang: LanguageCode) {
  const row = await load(db, slug);
  if (!row) return undefined;
  const title = typeof row.name === 'string' ? row.name : row.name[lang];
  const texts = seoTextsOf(row.seo, lang, { title, body: row.body?.[lang], keywords: row.keywords?.[lang] });
  return { path: link(row.slug), texts };
}

const isCategory = async (db: Db, slug: string) => Boolean(await selectCategoryForSeo(db, slug));

async function resolvePage(db: Db, segments: string[], lang: LanguageCode, store: StoreProfile): Promise<Resolved> {
  const [first, second, third, ...rest] = segments;
  if (first === undefined) {
    const about = localizedSetting(store, 'description', lang) ?? localizedSetting(store, 'footer_text', lang) ?? '';
    return {
      path: links.home,
      texts: { title: store.name, description: excerpt(about.replace(/^©\s*/, '')), keywords: '' },
    };
  }
  if (rest.length > 0) return undefined;
  // Own keys only: a path such as /valueOf must not find Object.prototype.
  const fixed = Object.hasOwn(fixedPages, first) ? fixedPages[first] : undefined;
  if (second === undefined && fixed) {
    return { path: `/${first}`, texts: { title: pageName(fixed, lang), description: '', keywords: '' } };
  }
  const route = Object.hasOwn(byPrefix, first) ? byPrefix[first] : undefined;
  if (route && second !== undefined && third === undefined) return describe(db, route, second, lang);
  // Catch-all routes of spec-coverage 2.2.19: /{category}, /{category}/{subCategory}, /{category}/{subCategory}/{product}.
  if (third !== undefined) {
    const parents = await Promise.all([isCategory(db, first), isCategory(db, second as string)]);
    return parents.every(Boolean) ? describe(db, [selectProductForSeo, links.product], third, lang) : undefined;
  }
  if (second !== undefined && !(await isCategory(db, first))) return undefined;
  return describe(db, [selectCategoryForSeo, links.category], second ?? first, lang);
}

/** Meta, canonical URL and alternates of a storefront path; the canonical names the page's own route, so duplicates do not split ranking. */
export async function lookupSeo(db: Db, siteUrl: string, rawPath: string): Promise<SeoLookup> {
  const store = await getStore(db);
  const { lang, path } = splitLocalePath(rawPath, store);
  // Empty segments (a trailing or doubled slash) are not pages (spec-coverage 2.3.3 access guard), except the root.
  const segments = path === '/' ? [] : path.slice(1).split('/').map(safeDecode);
  const trailing = /.\/$/.test(rawPath.split(/[?#]/)[0] ?? '');
  const resolved = !trailing && !segments.includes('') ? await resolvePage(db, segments, lang, store) : undefined;
  if (!resolved) throw AppError.notFound('Page');
  const languages = store.languages.map((l) => l.code);
  return {
    ...resolved.texts,
    canonical: absoluteUrl(siteUrl, localizedPath(resolved.path, lang, store.defaultLanguage)),
    alternates: alternateLinksFor(siteUrl, resolved.path, languages, store.defaultLanguage),
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
