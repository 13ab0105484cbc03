import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { categories, type ImageSet, products, variations } from './catalog.js';
import { createdAt, hasBothLanguages, localized, seoColumn } from './columns.js';

/** A kit (set) sells several products together at a kit price. */
export const kits = pgTable(
  'kits',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    name: localized('name'),
    description: localized('description'),
    categoryId: integer('category_id').references(() => categories.id),
    images: jsonb('images').$type<ImageSet>(),
    seo: seoColumn(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (_t) => [hasBothLanguages('kits', 'name'), hasBothLanguages('kits', 'description')],
);

export const kitItems = pgTable(
  'kit_items',
  {
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kitId, t.productId] })],
);

/** One buyable combination of a kit: a chosen variation for each item, at a kit price. */
export const kitVariations = pgTable(
  'kit_variations',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('kit_variations_kit_idx').on(t.kitId)],
);

export const kitVariationItems = pgTable(
  'kit_variation_items',
  {
    kitVariationId: integer('kit_variation_id')
      .notNull()
      .references(() => kitVariations.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.kitVariationId, t.variationId] })],
);
