import * as s from '@kordon/api/db/schema/index.js';
import { sanitizeTranslatedRichText } from '@kordon/api/platform/rich-text.js';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { BuiltProduct } from '../catalogue/build.js';
import type { Lookups } from './reference.js';
import { chunks, daysBefore, type IdMap, requireId, type Tx } from './tx.js';

/** E-books are also listed beside the printed books they come from. */
const ALSO_LISTED_IN: Record<string, string> = {
  'e-book-tanks-of-the-great-patriotic-war': 'military-history',
  'e-book-battle-of-kursk': 'military-history',
  'e-book-uniforms-of-the-soviet-army': 'military-history',
  'e-book-airsoft-field-manual': 'game-guides',
  'e-book-enlisted-squad-tactics': 'game-guides',
  'e-book-soviet-poster-art': 'artbooks',
};

export type WrittenProducts = { productIds: IdMap; variationIds: IdMap };

export async function writeProducts(
  tx: Tx,
  products: BuiltProduct[],
  lookups: Lookups,
  categories: IdMap,
  now: Date,
): Promise<WrittenProducts> {
  const productIds: IdMap = new Map();
  for (const batch of chunks(products, 200)) {
    const rows = await tx
      .insert(s.products)
      .values(
        batch.map((p) => ({
          slug: p.spec.slug,
          sku: p.sku,
          name: p.spec.name,
          description: sanitizeTranslatedRichText(p.description),
          brandId: requireId(lookups.brands, p.spec.brand, 'brand'),
          productTypeId: requireId(lookups.productTypes, p.sub.type, 'product type'),
          categoryId: requireId(categories, p.sub.slug, 'category'),
          gameCode: p.spec.game ?? null,
          youtubeCode: p.spec.youtube ?? null,
          seo: { ...p.seo, image: p.images[0]?.path },
          salesCount: p.salesCount,
          createdAt: daysBefore(now, p.daysOld),
          updatedAt: daysBefore(now, Math.floor(p.daysOld / 3)),
        })),
      )
      .returning({ id: s.products.id, slug: s.products.slug });
    for (const r of rows) productIds.set(r.slug, r.id);
  }
  const pid = (p: BuiltProduct) => requireId(productIds, p.spec.slug, 'product');

  await insertAll(
    tx,
    s.productOptions,
    products.flatMap((p) =>
      p.optionCodes.map((code, position) => ({
        productId: pid(p),
        optionId: requireId(lookups.options, code, 'option'),
        position,
      })),
    ),
  );
  await insertAll(
    tx,
    s.productCategories,
    products
      .filter((p) => ALSO_LISTED_IN[p.spec.slug])
      .map((p) => ({
        productId: pid(p),
        categoryId: requireId(categories, ALSO_LISTED_IN[p.spec.slug] as string, 'category'),
      })),
  );

  const variationIds: IdMap = new Map();
  const variations = products.flatMap((p) => p.variations.map((v) => ({ p, v })));
  for (const batch of chunks(variations, 1000)) {
    const rows = await tx
      .insert(s.variations)
      .values(
        batch.map(({ p, v }) => ({
          productId: pid(p),
          sku: v.sku,
          price: v.price,
          oldPrice: v.oldPrice,
          stock: v.stock,
          availability: v.availability,
          weightGrams: v.weightGrams,
        })),
      )
      .returning({ id: s.variations.id, sku: s.variations.sku });
    for (const r of rows) variationIds.set(r.sku, r.id);
  }
  const valueId = (option: string, value: string) =>
    requireId(lookups.optionValues, `${option}:${value}`, 'option value');
  await insertAll(
    tx,
    s.variationOptionValues,
    variations.flatMap(({ v }) =>
      v.values.map((ref) => ({
        variationId: requireId(variationIds, v.sku, 'variation'),
        optionValueId: valueId(ref.option, ref.value),
      })),
    ),
  );
  await insertAll(
    tx,
    s.productImages,
    products.flatMap((p) =>
      p.images.map((img, position) => ({
        productId: pid(p),
        path: img.path,
        optionValueId: img.color ? valueId('color', img.color) : null,
        position,
      })),
    ),
  );
  await insertAll(
    tx,
    s.productMaterials,
    products.flatMap((p) =>
      p.materials.map(([code, percent]) => ({
        productId: pid(p),
        materialId: requireId(lookups.materials, code, 'material'),
        percent: percent ?? null,
      })),
    ),
  );
  await insertAll(
    tx,
    s.productFeatures,
    products.flatMap((p) =>
      p.features.map(([code, value]) => ({
        productId: pid(p),
        featureId: requireId(lookups.features, code, 'feature'),
        value,
      })),
    ),
  );
  return { productIds, variationIds };
}

export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  size = 1000,
): Promise<void> {
  for (const batch of chunks(rows, size)) await tx.insert(table).values(batch);
}
