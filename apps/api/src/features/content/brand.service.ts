import type { BrandImage, BrandPage, BrandSummary, LanguageCode } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import type { ImageSet } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { absoluteUrl, alternateLinksFor, links, localizedPath } from '../../platform/links.js';
import { imageSetUrls } from '../../platform/media-url.js';
import { pageName } from '../../platform/page-names.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { plainText } from '../../platform/seo-text.js';
import { buildSeoMeta } from '../seo/seo-meta.service.js';
import { getStore } from '../store/store.service.js';
import { selectBrandBySlug, selectBrands } from './brand.queries.js';

/** Spec-coverage 3.13: a logo without its own desktop or mobile picture shows the original in their place. */
function brandImageOf(images: ImageSet | null): BrandImage | null {
  const set = imageSetUrls(images);
  if (!set) return null;
  const desktop = set.desktop ?? set.original;
  return { ...set, desktop, mobile: set.mobile ?? desktop };
}

export async function listBrands(db: Db): Promise<BrandSummary[]> {
  const rows = await selectBrands(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    link: links.brand(row.slug),
    image: brandImageOf(row.images),
  }));
}

/** The brand page of spec-coverage 3.13 with meta tags, schema.org Brand data and language alternates. */
export async function getBrandPage(db: Db, slug: string, lang: LanguageCode, siteUrl: string): Promise<BrandPage> {
  const brand = await selectBrandBySlug(db, slug);
  if (!brand) throw AppError.notFound('Brand');
  const store = await getStore(db);
  const link = links.brand(brand.slug);
  const description = sanitizeRichText(brand.description[lang]);
  const image = brandImageOf(brand.images);
  const jsonSchema = {
    '@context': 'https://schema.org',
    '@type': 'Brand',
    name: brand.name,
    url: absoluteUrl(siteUrl, localizedPath(link, lang, store.defaultLanguage)),
    description: plainText(description),
    ...(image ? { logo: absoluteUrl(siteUrl, image.original) } : {}),
  };
  return {
    id: brand.id,
    name: brand.name,
    link,
    slug: brand.slug,
    description,
    image,
    seo: await buildSeoMeta(db, siteUrl, lang, {
      seo: brand.seo,
      title: brand.name,
      body: description,
      image: image?.original,
      jsonSchema,
    }),
    breadcrumbs: [
      { name: pageName('home', lang), link: links.home },
      { name: pageName('brands', lang), link: links.brands },
      { name: brand.name, link },
    ],
    alternateLinks: alternateLinksFor(
      siteUrl,
      link,
      store.languages.map((l) => l.code),
      store.defaultLanguage,
    ),
  };
}
