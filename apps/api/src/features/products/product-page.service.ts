import type { LanguageCode, ProductImage, ProductPage, VariationInfo } from '@kordon/contract';
import { AppError } from '../../http/app-error.js';
import { absoluteUrl, alternateLinksFor, links, localizedPath } from '../../platform/links.js';
import { pageName } from '../../platform/page-names.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { plainText } from '../../platform/seo-text.js';
import { buildSeoMeta } from '../seo/seo-meta.service.js';
import { getStore } from '../store/store.service.js';
import type { CatalogueContext } from './catalogue-context.js';
import { brandRefOf, gameRefOf, headlineOffer } from './product-card.service.js';
import { productImage, productImagesOf } from './product-images.js';
import {
  selectCategoryTrail,
  selectFeatures,
  selectMaterials,
  selectOptionValuesOf,
  selectProductBySlug,
  selectProductImages,
  selectRating,
  selectVariations,
} from './products.queries.js';
import { optionsOf, variationInfoOf } from './variation-info.js';

const SCHEMA_AVAILABILITY = {
  normal: 'https://schema.org/InStock',
  preorder: 'https://schema.org/PreOrder',
  drop_ship: 'https://schema.org/InStock',
} as const;

/** schema.org Product with its offer, for the page's JSON-LD (issue 10, SEO). */
export function productJsonLd(
  page: Pick<ProductPage, 'name' | 'sku' | 'brand' | 'rating'> & {
    images: ProductImage[];
    description: string;
    url: string;
  },
  offer: VariationInfo | null,
  currencyCode: string,
  siteUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.name,
    url: page.url,
    description: plainText(page.description).slice(0, 5000),
    ...(page.sku ? { sku: page.sku } : {}),
    ...(page.brand ? { brand: { '@type': 'Brand', name: page.brand.name } } : {}),
    image: page.images.slice(0, 5).map((image) => absoluteUrl(siteUrl, image.o1200)),
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            url: page.url,
            price: offer.prices.price.toFixed(2),
            priceCurrency: currencyCode,
            availability: offer.inStock ? SCHEMA_AVAILABILITY[offer.availability] : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
    ...(page.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: page.rating.average,
            reviewCount: page.rating.count,
          },
        }
      : {}),
  };
}

/** Breadcrumbs (home, the category trail, the page) and language alternates of a product or kit page. */
export function pagePlacement(
  ctx: Pick<CatalogueContext, 'lang' | 'siteUrl'>,
  store: { languages: Array<{ code: string }>; defaultLanguage: LanguageCode },
  trail: ReadonlyArray<{ slug: string; name: Record<LanguageCode, string> }>,
  page: { name: string; link: string },
) {
  return {
    breadcrumbs: [
      { name: pageName('home', ctx.lang), link: links.home },
      ...trail.map((category) => ({ name: category.name[ctx.lang], link: links.category(category.slug) })),
      page,
    ],
    alternateLinks: alternateLinksFor(
      ctx.siteUrl,
      page.link,
      store.languages.map((l) => l.code),
      store.defaultLanguage,
    ),
  };
}

/** GET /products/slug/{slug}: every product field of spec §3. */
export async function getProductPage(ctx: CatalogueContext, slug: string): Promise<ProductPage> {
  const { db, lang, currency, siteUrl } = ctx;
  const row = await selectProductBySlug(db, slug);
  if (!row) throw AppError.notFound('Product');
  const variations = await selectVariations(db, { productId: row.id });
  const [optionRows, imageRows, materials, features, rating, trail, store] = await Promise.all([
    selectOptionValuesOf(
      db,
      variations.map((v) => v.id),
    ),
    selectProductImages(db, row.id),
    selectMaterials(db, row.id),
    selectFeatures(db, row.id),
    selectRating(db, row.id),
    selectCategoryTrail(db, row.category_id),
    getStore(db),
  ]);
  const offer = headlineOffer(variations);
  // A product none of whose variations is on sale is unpublished in effect.
  if (!offer) throw AppError.notFound('Product');
  const variation = variationInfoOf(offer, currency, lang);
  const link = links.product(row.slug);
  const name = row.name[lang];
  const description = sanitizeRichText(row.description[lang]);
  const images = imageRows.map((image) => productImage(image.path, image.option_value_id));
  const brand = brandRefOf(row);
  const url = absoluteUrl(siteUrl, localizedPath(link, lang, store.defaultLanguage));
  const jsonSchema = productJsonLd(
    { name, sku: row.sku, brand, images, rating, description, url },
    variation,
    currency.code,
    siteUrl,
  );
  return {
    id: row.id,
    kind: 'product',
    type: row.type_code,
    name,
    slug: row.slug,
    link,
    sku: row.sku,
    ...pagePlacement(ctx, store, trail, { name, link }),
    prices: variation.prices,
    availability: variation.availability,
    description,
    youtubeCode: row.youtube_code,
    vkVideo: row.vk_video,
    options: optionsOf(optionRows, lang),
    brand,
    materials: materials.map((m) => ({ name: m.name[lang], percent: m.percent })),
    features: features.map((f) => ({ name: f.name[lang], value: f.value[lang] })),
    images: productImagesOf(images),
    game: gameRefOf(row),
    variation,
    items: [],
    categorySlug: trail.at(-1)?.slug ?? null,
    rating,
    seo: await buildSeoMeta(db, siteUrl, lang, {
      seo: row.seo,
      title: name,
      body: description,
      image: images[0]?.o1200,
      jsonSchema,
    }),
  };
}
