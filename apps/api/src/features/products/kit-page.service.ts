import type { ProductPage, VariationInfo } from '@kordon/contract';
import { AppError } from '../../http/app-error.js';
import { absoluteUrl, links, localizedPath } from '../../platform/links.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { buildSeoMeta } from '../seo/seo-meta.service.js';
import { getStore } from '../store/store.service.js';
import type { CatalogueContext } from './catalogue-context.js';
import { selectKit, selectKitItems, selectKitItemVariationIds, selectKitVariationValues } from './kits.queries.js';
import { kitOffers } from './product-card.service.js';
import { productImage, productImagesOf } from './product-images.js';
import { pagePlacement, productJsonLd } from './product-page.service.js';
import { selectCategoryTrail, selectOptionValuesOf } from './products.queries.js';
import { optionsOf, variationInfoOf } from './variation-info.js';

/** Every buyable variation of a kit as the variation shape, with the option values of its items. */
export async function kitVariations(ctx: CatalogueContext, kitId: number): Promise<VariationInfo[]> {
  const { offers } = await kitOffers(ctx, [kitId]);
  const list = offers.get(kitId) ?? [];
  const values = new Map(
    (
      await selectKitVariationValues(
        ctx.db,
        list.map((offer) => offer.kitVariationId),
      )
    ).map((row) => [row.kit_variation_id, row.option_values]),
  );
  return list.map((offer) =>
    variationInfoOf(
      {
        ...offer,
        id: offer.kitVariationId,
        sku: `KIT-${kitId}-${offer.kitVariationId}`,
        option_values: values.get(offer.kitVariationId) ?? [],
      },
      ctx.currency,
      ctx.lang,
    ),
  );
}

/** GET /product-kits/slug/{slug}: a kit shown as a product page, with its items. */
export async function getKitPage(ctx: CatalogueContext, slug: string): Promise<ProductPage> {
  const { db, lang, currency, siteUrl } = ctx;
  const kit = await selectKit(db, { slug });
  if (!kit) throw AppError.notFound('Kit');
  const variations = await kitVariations(ctx, kit.id);
  const byPrice = [...variations].sort((a, b) => a.prices.price - b.prices.price);
  const variation = byPrice.find((v) => v.inStock) ?? byPrice[0];
  if (!variation) throw AppError.notFound('Kit');
  const itemVariationIds = await selectKitItemVariationIds(
    db,
    variations.map((v) => v.id),
  );
  const [optionRows, items, trail, store] = await Promise.all([
    selectOptionValuesOf(
      db,
      itemVariationIds.map((row) => row.variation_id),
    ),
    selectKitItems(db, kit.id),
    kit.category_id === null ? Promise.resolve([]) : selectCategoryTrail(db, kit.category_id),
    getStore(db),
  ]);
  const link = links.product(kit.slug);
  const name = kit.name[lang];
  const description = sanitizeRichText(kit.description[lang]);
  const images = kit.images?.original ? [productImage(kit.images.original)] : [];
  const rating = { average: 0, count: 0 };
  const url = absoluteUrl(siteUrl, localizedPath(link, lang, store.defaultLanguage));
  return {
    id: kit.id,
    kind: 'kit',
    type: 'physical',
    name,
    slug: kit.slug,
    link,
    sku: null,
    ...pagePlacement(ctx, store, trail, { name, link }),
    prices: variation.prices,
    availability: variation.availability,
    description,
    youtubeCode: null,
    vkVideo: null,
    options: optionsOf(optionRows, lang),
    brand: null,
    materials: [],
    features: [],
    images: productImagesOf(images),
    game: null,
    variation,
    items: items.map((item) => ({
      productId: item.product_id,
      name: item.name[lang],
      link: links.product(item.slug),
      quantity: item.quantity,
      image: item.cover ? productImage(item.cover) : null,
    })),
    categorySlug: trail.at(-1)?.slug ?? null,
    rating,
    seo: await buildSeoMeta(db, siteUrl, lang, {
      seo: kit.seo,
      title: name,
      body: description,
      image: images[0]?.o1200,
      jsonSchema: productJsonLd(
        { name, sku: null, brand: null, images, rating, description, url },
        variation,
        currency.code,
        siteUrl,
      ),
    }),
  };
}
