import type { LanguageCode, SeoMeta, SeoTexts } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import type { Seo } from '../../db/schema/index.js';
import { absoluteUrl } from '../../platform/links.js';
import { mediaUrl } from '../../platform/media-url.js';
import { excerpt } from '../../platform/seo-text.js';
import { getStore, type StoreProfile, stringSetting } from '../store/store.service.js';

/**
 * Title, description and keywords of a page in one language: the stored SEO texts where an
 * editor wrote them, otherwise the page's own title and the start of its body text.
 */
export function seoTextsOf(
  seo: Seo | null | undefined,
  lang: LanguageCode,
  fallback: { title: string; body?: string | null; keywords?: string | null },
): SeoTexts {
  return {
    title: seo?.title?.[lang]?.trim() || fallback.title,
    description: seo?.description?.[lang]?.trim() || excerpt(fallback.body ?? ''),
    keywords: seo?.keywords?.[lang]?.trim() || fallback.keywords || '',
  };
}

/** Absolute URL of the store logo for meta tags and JSON-LD (setting `logo`, else the bundled one). */
export function storeLogoUrl(store: StoreProfile, siteUrl: string): string {
  return absoluteUrl(siteUrl, mediaUrl(stringSetting(store, 'logo')) ?? '/logo.svg');
}

/** The full meta block of a page (spec-coverage 3.8, 3.9, 3.13 seo of brand, category and product pages). */
export async function buildSeoMeta(
  db: Db,
  siteUrl: string,
  lang: LanguageCode,
  page: {
    seo: Seo | null | undefined;
    title: string;
    body?: string | null;
    image?: string | null;
    jsonSchema?: Record<string, unknown> | null;
  },
): Promise<SeoMeta> {
  const store = await getStore(db);
  const texts = seoTextsOf(page.seo, lang, { title: page.title, body: page.body });
  const image = mediaUrl(page.seo?.image ?? page.image ?? null);
  return {
    ...texts,
    image: image ? absoluteUrl(siteUrl, image) : null,
    jsonSchema: page.jsonSchema ?? null,
    storeLogo: storeLogoUrl(store, siteUrl),
  };
}
