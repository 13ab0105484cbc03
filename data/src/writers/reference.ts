import * as s from '@kordon/api/db/schema/index.js';
import { sanitizeTranslatedRichText } from '@kordon/api/platform/rich-text.js';
import { sql } from 'drizzle-orm';
import { BRANDS } from '../catalogue/brands.js';
import { FEATURES, MATERIALS } from '../catalogue/materials-features.js';
import { COLOURS, OPTIONS, SELECT_VALUES, SIZE_SCALES, type SizeValue } from '../catalogue/options.js';
import { GAMES, PRODUCT_TYPES, REVIEW_STATUSES } from '../catalogue/reference.js';
import { t } from '../catalogue/types.js';
import { CURRENCIES, LANGUAGES, STORE, STORE_SETTINGS } from '../content/store.js';
import { mediaPaths } from '../images/plan.js';
import type { IdMap, Tx } from './tx.js';

export type Lookups = {
  productTypes: IdMap;
  reviewStatuses: IdMap;
  options: IdMap;
  /** Keyed `${optionCode}:${valueCode}`. */
  optionValues: IdMap;
  materials: IdMap;
  features: IdMap;
  brands: IdMap;
};

const toMap = (rows: Array<{ id: number; code: string }>): IdMap => new Map(rows.map((r) => [r.code, r.id]));

export async function writeStore(tx: Tx): Promise<void> {
  const [store] = await tx.insert(s.stores).values(STORE).returning({ id: s.stores.id });
  if (!store) throw new Error('seed: store row was not created');
  await tx
    .insert(s.storeSettings)
    .values(Object.entries(STORE_SETTINGS).map(([key, value]) => ({ storeId: store.id, key, value })));
  await tx.insert(s.languages).values(LANGUAGES);
  await tx.insert(s.currencies).values(CURRENCIES);
}

export async function writeLookups(tx: Tx): Promise<Lookups> {
  const productTypes = await tx
    .insert(s.productTypes)
    .values(PRODUCT_TYPES)
    .returning({ id: s.productTypes.id, code: s.productTypes.code });
  await tx
    .insert(s.games)
    .values(GAMES.map((g, position) => ({ code: g.code, name: g.name, logo: mediaPaths.gameLogo(g.code), position })));
  const statuses = await tx
    .insert(s.reviewStatuses)
    .values(REVIEW_STATUSES)
    // Migration 0017 writes the statuses too: a shop moderates reviews without the demo data.
    .onConflictDoUpdate({ target: s.reviewStatuses.code, set: { title: sql`excluded.title` } })
    .returning({ id: s.reviewStatuses.id, code: s.reviewStatuses.code });
  const options = await tx
    .insert(s.options)
    .values(OPTIONS.map((o, position) => ({ ...o, position })))
    .returning({ id: s.options.id, code: s.options.code });
  const optionIds = toMap(options);
  const valueRows = optionValueRows(optionIds);
  const values = await tx
    .insert(s.optionValues)
    .values(valueRows)
    .returning({ id: s.optionValues.id, optionId: s.optionValues.optionId, code: s.optionValues.code });
  const optionCodeById = new Map(options.map((o) => [o.id, o.code]));
  const optionValues = new Map(values.map((v) => [`${optionCodeById.get(v.optionId)}:${v.code}`, v.id]));
  const materials = await tx
    .insert(s.materials)
    .values(MATERIALS)
    .returning({ id: s.materials.id, code: s.materials.code });
  const features = await tx.insert(s.features).values(FEATURES).returning({ id: s.features.id, code: s.features.code });
  const brands = await tx
    .insert(s.brands)
    .values(
      BRANDS.map((b, position) => ({
        slug: b.slug,
        name: b.name,
        description: sanitizeTranslatedRichText(b.description),
        images: { original: mediaPaths.brandLogo(b.slug), icon: mediaPaths.brandLogo(b.slug) },
        seo: {
          title: t(`${b.name}: buy at Kordon`, `${b.name} — купить в Kordon`),
          description: t(b.description.en.split('. ')[0] ?? b.name, b.description.ru.split('. ')[0] ?? b.name),
          keywords: t(
            `${b.name}, ${b.name} shop, Russian-made gear`,
            `${b.name}, ${b.name} купить, российское снаряжение`,
          ),
          image: mediaPaths.brandLogo(b.slug),
        },
        position,
      })),
    )
    .returning({ id: s.brands.id, code: s.brands.slug });
  return {
    productTypes: toMap(productTypes),
    reviewStatuses: toMap(statuses),
    options: optionIds,
    optionValues,
    materials: toMap(materials),
    features: toMap(features),
    brands: toMap(brands),
  };
}

function optionValueRows(optionIds: IdMap): Array<typeof s.optionValues.$inferInsert> {
  const id = (code: string) => optionIds.get(code) as number;
  const sizes = (option: string, values: SizeValue[]) =>
    values.map((v, position) => ({
      optionId: id(option),
      code: v.code,
      name: v.name,
      sizeInternational: v.international,
      sizeUs: v.us,
      sizeRu: v.ru,
      sizeInches: v.inches,
      sizeCentimeters: v.centimeters,
      position,
    }));
  return [
    ...COLOURS.map((c, position) => ({ optionId: id('color'), code: c.code, name: c.name, colorHex: c.hex, position })),
    ...Object.values(SIZE_SCALES).flatMap((scale) => sizes(scale.option, scale.values)),
    ...Object.entries(SELECT_VALUES).flatMap(([option, values]) =>
      values.map((v, position) => ({ optionId: id(option), code: v.code, name: v.name, position })),
    ),
  ];
}
