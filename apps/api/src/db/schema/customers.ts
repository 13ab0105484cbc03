import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { stores } from './store.js';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    email: varchar('email', { length: 50 }).notNull(),
    firstname: varchar('firstname', { length: 32 }).notNull().default(''),
    lastname: varchar('lastname', { length: 32 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }),
    /** Set when staff anonymised the customer on request (migration 0017); irreversible. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_store_email_uq').on(t.storeId, sql`lower(${t.email})`)],
);

/**
 * Address templates (spec §2 profile, §3 personal info): the key keeps one row per place, so an order's
 * insert of its address may say ON CONFLICT DO NOTHING.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    zoneCode: varchar('zone_code', { length: 16 }),
    city: varchar('city', { length: 128 }).notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    postalCode: varchar('postal_code', { length: 15 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_addresses_key_uq').on(
      t.customerId,
      t.countryCode,
      sql`coalesce(${t.zoneCode}, '')`,
      sql`lower(regexp_replace(${t.city}, '\s+', ' ', 'g'))`,
      sql`lower(regexp_replace(${t.address}, '\s+', ' ', 'g'))`,
      sql`lower(replace(${t.postalCode}, ' ', ''))`,
    ),
  ],
);

/** One-time sign-in codes: stored hashed, single use, expiring, attempt-limited. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for staff codes (purpose `staff`, `staff_check`): staff belong to no store. */
    storeId: integer('store_id').references(() => stores.id),
    email: varchar('email', { length: 50 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull().default('login'),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: varchar('request_ip', { length: 64 }),
    /** The session that asked for the code; only that session may redeem it. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_email_idx').on(t.storeId, t.email, t.createdAt),
    index('one_time_codes_session_idx').on(t.sessionId, t.createdAt),
    index('one_time_codes_ip_idx').on(t.requestIp, t.createdAt),
    check('one_time_codes_store_check', sql`${t.storeId} IS NOT NULL OR ${t.purpose} IN ('staff', 'staff_check')`),
  ],
);

/** A session is one refresh-token family: revoking it logs the device out. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  deviceId: varchar('device_id', { length: 128 }).notNull(),
  platform: varchar('platform', { length: 16 }).notNull(),
  createdAt: createdAt(),
  lastSeenAt: updatedAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedReason: varchar('revoked_reason', { length: 32 }),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);
