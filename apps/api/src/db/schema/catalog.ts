import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, hasBothLanguages, localized, localizedOptional, seoColumn, updatedAt } from './columns.js';

export type ImageSet = { original: string; desktop?: string; mobile?: string; icon?: string };

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 128 }).notNull().unique(),
    name: localized('name'),
    description: localizedOptional('description'),
    content: localizedOptional('content'),
    images: jsonb('images').$type<ImageSet>(),
    seo: seoColumn(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    hasBothLanguages('categories', 'name'),
    hasBothLanguages('categories', 'description', true),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 128 }).notNull().unique(),
    name: text('name').notNull(),
    description: localized('description'),
    images: jsonb('images').$type<ImageSet>(),
    seo: seoColumn(),
    position: integer('position').notNull().default(0),
  },
  (_t) => [hasBothLanguages('brands', 'description')],
);

/** The game list of the spec: products for players carry the game they belong to. */
export const games = pgTable('games', {
  code: varchar('code', { length: 32 }).primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  position: integer('position').notNull().default(0),
});

export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: localized('name'),
    isDigital: boolean('is_digital').notNull().default(false),
  },
  (_t) => [hasBothLanguages('product_types', 'name')],
);

export const availability = pgEnum('availability', ['normal', 'preorder', 'drop_ship']);

/** Read-only here: triggers of migration 0004 fill the search columns (docs/search.md). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    name: localized('name'),
    description: localized('description'),
    brandId: integer('brand_id').references(() => brands.id),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    gameCode: varchar('game_code', { length: 32 }).references(() => games.code),
    youtubeCode: varchar('youtube_code', { length: 32 }),
    vkVideo: jsonb('vk_video').$type<{ id: string; oid: string }>(),
    seo: seoColumn(),
    /** Units sold, kept for the top-sales list. */
    salesCount: integer('sales_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Cheapest active variation and whether one can be ordered; kept by triggers of migration 0006. */
    minPrice: integer('min_price'),
    orderable: boolean('orderable').notNull().default(false),
    searchEn: tsvector('search_en'),
    searchRu: tsvector('search_ru'),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_sales_idx').on(t.salesCount),
    index('products_search_en_idx').using('gin', t.searchEn),
    index('products_search_ru_idx').using('gin', t.searchRu),
    hasBothLanguages('products', 'name'),
    hasBothLanguages('products', 'description'),
  ],
);

/** Extra categories a product is listed in besides its main one. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_cat_idx').on(t.categoryId)],
);

export const optionType = pgEnum('option_type', ['color', 'size', 'select']);

export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    name: localized('name'),
    type: optionType('type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (_t) => [hasBothLanguages('options', 'name')],
);

/** A size value carries its label in all five size systems of the spec. */
export const optionValues = pgTable(
  'option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    name: localized('name'),
    colorHex: varchar('color_hex', { length: 7 }),
    image: text('image'),
    sizeInternational: varchar('size_international', { length: 16 }),
    sizeUs: varchar('size_us', { length: 16 }),
    sizeRu: varchar('size_ru', { length: 16 }),
    sizeInches: varchar('size_inches', { length: 16 }),
    sizeCentimeters: varchar('size_centimeters', { length: 16 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('option_values_option_idx').on(t.optionId), hasBothLanguages('option_values', 'name')],
);

export const productOptions = pgTable(
  'product_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => options.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.optionId] })],
);

export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    /** Base-currency (USD) minor units. */
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    stock: integer('stock').notNull().default(0),
    availability: availability('availability').notNull().default('normal'),
    weightGrams: integer('weight_grams').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Moved on by every back-office write (migration 0018): a stale edit answers 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('variations_product_idx').on(t.productId),
    check('variations_price_positive', sql`${t.price} >= 0`),
    check('variations_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

export const variationOptionValues = pgTable(
  'variation_option_values',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => optionValues.id),
  },
  (t) => [
    primaryKey({ columns: [t.variationId, t.optionValueId] }),
    index('variation_option_values_value_idx').on(t.optionValueId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Path under /media, without size prefix; variants (o600, c300) are derived. */
    path: text('path').notNull(),
    optionValueId: integer('option_value_id').references(() => optionValues.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const materials = pgTable(
  'materials',
  { id: serial('id').primaryKey(), code: varchar('code', { length: 64 }).notNull().unique(), name: localized('name') },
  (_t) => [hasBothLanguages('materials', 'name')],
);

export const productMaterials = pgTable(
  'product_materials',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    percent: integer('percent'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.materialId] })],
);

export const features = pgTable(
  'features',
  { id: serial('id').primaryKey(), code: varchar('code', { length: 64 }).notNull().unique(), name: localized('name') },
  (_t) => [hasBothLanguages('features', 'name')],
);

export const productFeatures = pgTable(
  'product_features',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
    value: localized('value'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.featureId] }), hasBothLanguages('product_features', 'value')],
);

/** Every word the catalogue uses, for correcting typos with pg_trgm; filled by triggers (docs/search.md). */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });
