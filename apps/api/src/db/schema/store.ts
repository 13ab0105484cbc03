import { boolean, integer, jsonb, numeric, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { hasBothLanguages, localized, updatedAt } from './columns.js';

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  number: varchar('number', { length: 32 }).notNull(),
  email: text('email').notNull(),
  siteUrl: text('site_url').notNull(),
  defaultLanguage: varchar('default_language', { length: 2 }).notNull(),
  defaultCurrency: varchar('default_currency', { length: 3 }).notNull(),
  geolocationService: text('geolocation_service').notNull().default('offline'),
});

/** Key/value settings per store (social links, phone, opening hours …). */
export const storeSettings = pgTable(
  'store_settings',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    value: jsonb('value').notNull(),
    /** Stale edits of a setting the back office writes (migration 0019). */
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
);

export const languages = pgTable('languages', {
  code: varchar('code', { length: 2 }).primaryKey(),
  iso: varchar('iso', { length: 10 }).notNull(),
  name: text('name').notNull(),
  flag: text('flag').notNull(),
  position: integer('position').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
});

export const currencies = pgTable(
  'currencies',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    symbol: varchar('symbol', { length: 8 }).notNull(),
    name: localized('name'),
    /** How many minor units in a major one: 2 for cents and kopecks. */
    minorUnits: integer('minor_units').notNull().default(2),
    /** Units of this currency per one unit of the base currency (USD). */
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    rateUpdatedAt: updatedAt(),
  },
  (_t) => [hasBothLanguages('currencies', 'name')],
);
