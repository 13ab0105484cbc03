import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { availability, products, variations } from './catalog.js';
import { createdAt, updatedAt } from './columns.js';
import { customers, sessions } from './customers.js';
import { pickupPoints } from './geo.js';
import { kitVariations } from './kits.js';
import { staff } from './staff.js';
import { stores } from './store.js';

export const couponKind = pgEnum('coupon_kind', ['percent', 'fixed', 'free_shipping']);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    kind: couponKind('kind').notNull(),
    /** Percent (1-100) or base-currency minor units, by kind. */
    value: integer('value').notNull().default(0),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Refused to a customer (account or e-mail) who has placed an order before, cancelled ones aside. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Uses one buyer (account or e-mail) may make, cancelled orders aside; null: no limit (migration 0018). */
    perCustomerLimit: integer('per_customer_limit'),
    /** Moved on by every back-office write: a stale edit answers 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(sql`upper(${t.code})`)],
);

/** Server-side cart state of a session, so that it follows the visitor through sign-in. */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .unique()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  countryCode: varchar('country_code', { length: 2 }),
  couponCode: varchar('coupon_code', { length: 32 }),
  /** A hash of what PUT /cart last stored (customer, country, coupon, lines): an unchanged cart skips the rewrite. */
  linesDigest: varchar('lines_digest', { length: 44 }),
  updatedAt: updatedAt(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    kitVariationId: integer('kit_variation_id').references(() => kitVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('cart_lines_one_target', sql`(${t.variationId} IS NULL) <> (${t.kitVariationId} IS NULL)`),
    check('cart_lines_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
    index('cart_lines_cart_idx').on(t.cartId),
    // One line per item (migration 0007): PUT /cart and the sign-in merge both rely on it.
    uniqueIndex('cart_lines_cart_variation_uq').on(t.cartId, t.variationId).where(sql`${t.variationId} IS NOT NULL`),
    uniqueIndex('cart_lines_cart_kit_variation_uq')
      .on(t.cartId, t.kitVariationId)
      .where(sql`${t.kitVariationId} IS NOT NULL`),
  ],
);

export const orderStatus = pgEnum('order_status', [
  'pending_payment',
  'created',
  'assembly',
  'assembled',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
]);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Short, readable and never reused (migration 0010): the order insert needs no statement of its own for it.
    number: varchar('number', { length: 32 }).notNull().unique().default(sql`('KR-' || nextval('order_number_seq'))`),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: uuid('customer_id').references(() => customers.id),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** Same key twice means the same order: a retried request makes no second order. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    /** SHA-256 of the create request's body (migration 0011): the key sent with another body is refused. */
    requestDigest: varchar('request_digest', { length: 44 }),
    status: orderStatus('status').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Rate used to convert base prices at order time, kept for audit. */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8 }).notNull(),
    shippingCode: varchar('shipping_code', { length: 32 }).notNull(),
    shippingName: text('shipping_name').notNull(),
    paymentCode: varchar('payment_code', { length: 32 }).notNull(),
    paymentName: text('payment_name').notNull(),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    couponCode: varchar('coupon_code', { length: 32 }),
    comment: text('comment'),
    /** All amounts in minor units of the order currency. */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingTotal: integer('shipping_total').notNull().default(0),
    total: integer('total').notNull(),
    trackNumber: varchar('track_number', { length: 64 }),
    /** Who pays and gets the mails (the customer's e-mail at order time). */
    email: varchar('email', { length: 50 }).notNull().default(''),
    /** Set once, by the verified payment confirmation (docs/payments.md). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A preorder line is in it: nothing ships before the whole order is paid. */
    prepaymentRequired: boolean('prepayment_required').notNull().default(false),
    /** Business order: company name, tax id and address for the invoice. */
    company: jsonb('company').$type<{ name: string; taxId: string; address: string }>(),
    /** Unpaid past this, the expiry sweep cancels it (docs/checkout.md, "Holds"; migration 0014). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Units taken from stock, by variation id; given back once, with the coupon use. */
    stockHeld: jsonb('stock_held').$type<Record<string, number>>(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Set by the one statement that gives stock and coupon use back, only while null. */
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    /** The client key (auth/client-key.ts) it was placed from: the unpaid-order cap counts by it. */
    clientKey: varchar('client_key', { length: 64 }),
    /** Moved on by every change of state and every refund: the back office's stale-edit check (migration 0016). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_idempotency_uq').on(t.storeId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // Deleting a session (the auth sweep) sets this to null; without an index each delete scans orders.
    index('orders_session_idx').on(t.sessionId),
    // First-order coupons look up earlier orders by e-mail (migration 0012).
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_unpaid_hold_idx').on(t.holdUntil).where(sql`${t.status} = 'pending_payment'`),
    index('orders_unpaid_session_idx').on(t.sessionId).where(sql`${t.status} = 'pending_payment'`),
    index('orders_unpaid_client_idx').on(t.clientKey).where(sql`${t.status} = 'pending_payment'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    variationId: integer('variation_id').references(() => variations.id),
    kitVariationId: integer('kit_variation_id').references(() => kitVariations.id),
    /** Snapshot of what was bought, so later catalogue edits do not rewrite history. */
    name: text('name').notNull(),
    options: jsonb('options').$type<{ optionName: string; valueName: string }[]>().notNull().default([]),
    sku: varchar('sku', { length: 64 }),
    image: text('image'),
    availability: availability('availability').notNull().default('normal'),
    isDigital: boolean('is_digital').notNull().default(false),
    /** Issued when the order is paid and sent by e-mail (docs/orders.md). */
    digitalCode: varchar('digital_code', { length: 64 }),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    unitPriceOld: integer('unit_price_old'),
    total: integer('total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderTotals = pgTable('order_totals', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 32 }).notNull(),
  title: text('title').notNull(),
  value: integer('value').notNull(),
  position: integer('position').notNull().default(0),
});

export const orderAddresses = pgTable('order_addresses', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** 'customer' (who pays) or 'recipient' (who receives). */
  role: varchar('role', { length: 16 }).notNull(),
  firstname: varchar('firstname', { length: 32 }).notNull(),
  lastname: varchar('lastname', { length: 32 }).notNull(),
  email: varchar('email', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 20 }),
  countryCode: varchar('country_code', { length: 2 }),
  zone: varchar('zone', { length: 128 }),
  city: varchar('city', { length: 128 }),
  address: varchar('address', { length: 128 }),
  postalCode: varchar('postal_code', { length: 15 }),
  suggestion: jsonb('suggestion'),
});

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    note: text('note'),
    trackNumber: varchar('track_number', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    externalId: text('external_id'),
    /** The provider's page the shopper is sent to, kept so a reload can return to it. */
    redirectUrl: text('redirect_url'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_external_uq').on(t.provider, t.externalId).where(sql`${t.externalId} IS NOT NULL`),
  ],
);

/**
 * Money given back on an order (docs/admin.md, "Orders"), as the provider answered: `succeeded`, or
 * `manual` for a bank transfer the shop pays back itself. One key per refund: a retry refunds nothing twice.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    externalId: text('external_id'),
    reason: text('reason').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: varchar('staff_email', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('order_refunds_key_uq').on(t.orderId, t.idempotencyKey),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

export const restockRequests = pgTable(
  'restock_requests',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 50 }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One pending request per variation and address; once notified, the address may ask again.
    uniqueIndex('restock_requests_pending_uq')
      .on(t.variationId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} IS NULL`),
    // See orders_session_idx: the auth sweep deletes sessions.
    index('restock_requests_session_idx').on(t.sessionId),
    index('restock_requests_variation_idx').on(t.variationId, t.createdAt),
    index('restock_requests_customer_idx').on(t.customerId),
  ],
);

/** Background work written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: varchar('topic', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.runAt).where(sql`${t.processedAt} IS NULL`)],
);
