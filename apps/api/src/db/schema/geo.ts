import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { hasBothLanguages, localized, localizedOptional } from './columns.js';

/** ISO 3166-1 countries; names come from the i18n-iso-countries data package. */
export const countries = pgTable(
  'countries',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    name: localized('name'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (_t) => [hasBothLanguages('countries', 'name')],
);

/** ISO 3166-2 subdivisions (regions, states). */
export const countryZones = pgTable(
  'country_zones',
  {
    id: serial('id').primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull(),
    name: localized('name'),
  },
  (t) => [unique('country_zones_code_uq').on(t.countryCode, t.code), hasBothLanguages('country_zones', 'name')],
);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    name: localized('name'),
    description: localized('description'),
    /** Carriers with their own tariff calculation (cdek, russianpost …) price per address. */
    hasOwnTariffs: boolean('has_own_tariffs').notNull().default(false),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (_t) => [hasBothLanguages('shipping_methods', 'name'), hasBothLanguages('shipping_methods', 'description')],
);

/** Offline tariff table; a null country means "every other country". */
export const shippingTariffs = pgTable(
  'shipping_tariffs',
  {
    id: serial('id').primaryKey(),
    shippingCode: varchar('shipping_code', { length: 32 })
      .notNull()
      .references(() => shippingMethods.code, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 }).references(() => countries.code),
    maxWeightGrams: integer('max_weight_grams').notNull(),
    /** Base-currency minor units. */
    price: integer('price').notNull(),
    minDeliveryDays: integer('min_delivery_days').notNull(),
    maxDeliveryDays: integer('max_delivery_days').notNull(),
  },
  (t) => [index('shipping_tariffs_lookup_idx').on(t.shippingCode, t.countryCode, t.maxWeightGrams)],
);

export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    shippingCode: varchar('shipping_code', { length: 32 })
      .notNull()
      .references(() => shippingMethods.code, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    city: varchar('city', { length: 128 }).notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    postalCode: varchar('postal_code', { length: 15 }),
    name: localized('name'),
    workHours: localizedOptional('work_hours'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('pickup_points_country_idx').on(t.countryCode, t.city)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    /** Which provider adapter handles it: test_card, stripe, paypal, bank_transfer. */
    provider: varchar('provider', { length: 32 }).notNull(),
    name: localized('name'),
    description: localized('description'),
    image: text('image'),
    /** Country codes it is offered in; null means everywhere. */
    countries: jsonb('countries').$type<string[]>(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (_t) => [hasBothLanguages('payment_methods', 'name'), hasBothLanguages('payment_methods', 'description')],
);
