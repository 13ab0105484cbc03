import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories, type ImageSet, products } from './catalog.js';
import { createdAt, hasBothLanguages, localized, localizedOptional, seoColumn } from './columns.js';
import { customers } from './customers.js';

export const reviewStatuses = pgTable(
  'review_statuses',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    title: localized('title'),
  },
  (_t) => [hasBothLanguages('review_statuses', 'title')],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    author: varchar('author', { length: 64 }).notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    statusId: integer('status_id').references(() => reviewStatuses.id),
    /** Why staff rejected it (migration 0017); null unless rejected. */
    rejectionReason: text('rejection_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Moved on by every staff write (docs/admin.md, "Stale edits"). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.statusId, t.createdAt),
    index('reviews_status_created_idx').on(t.statusId, t.createdAt),
    // One review per customer and product (a second one answers 409); seeded reviews have no customer.
    uniqueIndex('reviews_customer_product_uq').on(t.customerId, t.productId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const reviewAttachments = pgTable(
  'review_attachments',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    mime: varchar('mime', { length: 64 }).notNull(),
  },
  (t) => [index('review_attachments_review_idx').on(t.reviewId)],
);

/** Blog-style review posts ("reviews" section of the site). */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    title: localized('title'),
    preview: localized('preview'),
    content: localized('content'),
    author: varchar('author', { length: 64 }).notNull(),
    keywords: localizedOptional('keywords'),
    image: text('image'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt),
    hasBothLanguages('posts', 'title'),
    hasBothLanguages('posts', 'content'),
  ],
);

export const tags = pgTable(
  'tags',
  { id: serial('id').primaryKey(), slug: varchar('slug', { length: 64 }).notNull().unique(), name: localized('name') },
  (_t) => [hasBothLanguages('tags', 'name')],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

export const informationPages = pgTable(
  'information_pages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    title: localized('title'),
    content: localized('content'),
    seo: seoColumn(),
    position: integer('position').notNull().default(0),
  },
  (_t) => [hasBothLanguages('information_pages', 'title'), hasBothLanguages('information_pages', 'content')],
);

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    backgroundColor: varchar('background_color', { length: 7 }).notNull(),
    htmlText: localized('html_text'),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** Stale edits in the back office (migration 0019). */
    version: integer('version').notNull().default(1),
  },
  (_t) => [hasBothLanguages('announcements', 'html_text')],
);

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    title: localized('title'),
    subtitle: localizedOptional('subtitle'),
    images: jsonb('images').$type<ImageSet>().notNull(),
    link: text('link').notNull(),
    /** A price the slide advertises, in USD cents; shown in the visitor's currency. */
    price: integer('price'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (_t) => [hasBothLanguages('slides', 'title')],
);

/** Top menu: each item points at a category whose subtree forms the dropdown. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 128 }).notNull().unique(),
    name: localized('name'),
    link: text('link').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (_t) => [hasBothLanguages('menu_items', 'name')],
);
