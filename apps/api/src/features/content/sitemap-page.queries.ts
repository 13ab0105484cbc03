import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { posts, products } from '../../db/schema/index.js';

export function selectProductLinks(db: Db, limit: number) {
  return db
    .select({ slug: products.slug, name: products.name })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(limit);
}

export function selectPostLinks(db: Db) {
  return db
    .select({ slug: posts.slug, title: posts.title })
    .from(posts)
    .where(eq(posts.isPublished, true))
    .orderBy(desc(posts.createdAt), desc(posts.id));
}
