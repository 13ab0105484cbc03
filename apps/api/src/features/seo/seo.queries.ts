import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, categories, informationPages, posts, products } from '../../db/schema/index.js';

/** What a page's meta tags are made of; `body` may be HTML. */
export async function selectCategoryForSeo(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: categories.slug, name: categories.name, body: categories.description, seo: categories.seo })
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.isActive, true)))
    .limit(1);
  return row;
}

export async function selectProductForSeo(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: products.slug, name: products.name, body: products.description, seo: products.seo })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.isActive, true)))
    .limit(1);
  return row;
}

export async function selectBrandForSeo(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: brands.slug, name: brands.name, body: brands.description, seo: brands.seo })
    .from(brands)
    .where(eq(brands.slug, slug))
    .limit(1);
  return row;
}

export async function selectInformationForSeo(db: Db, slug: string) {
  const [row] = await db
    .select({
      slug: informationPages.slug,
      name: informationPages.title,
      body: informationPages.content,
      seo: informationPages.seo,
    })
    .from(informationPages)
    .where(eq(informationPages.slug, slug))
    .limit(1);
  return row;
}

export async function selectPostForSeo(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: posts.slug, name: posts.title, body: posts.preview, keywords: posts.keywords })
    .from(posts)
    .where(and(eq(posts.slug, slug), eq(posts.isPublished, true)))
    .limit(1);
  return row;
}

/** Every indexable page except products, for the XML sitemap. */
export async function selectSitemapPages(db: Db) {
  const [categoryRows, brandRows, informationRows, postRows] = await Promise.all([
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.position), asc(brands.id)),
    db
      .select({ slug: informationPages.slug })
      .from(informationPages)
      .orderBy(asc(informationPages.position), asc(informationPages.id)),
    db
      .select({ slug: posts.slug, createdAt: posts.createdAt })
      .from(posts)
      .where(eq(posts.isPublished, true))
      .orderBy(desc(posts.createdAt), desc(posts.id)),
  ]);
  return { categoryRows, brandRows, informationRows, postRows };
}

export function selectSitemapProducts(db: Db, limit: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(limit);
}
