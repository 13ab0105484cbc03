import { and, asc, desc, eq, sql } from 'drizzle-orm';
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

/**
 * Product and kit pages that answer 200: active, with a variation on sale (the product page is a
 * 404 otherwise), kits after products.
 */
export async function selectSitemapProducts(db: Db, limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const { rows } = await db.execute(sql`
    (SELECT p.slug, p.updated_at, 0 AS kind, p.id FROM products p
      WHERE p.is_active AND EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.is_active))
    UNION ALL
    (SELECT k.slug, k.created_at, 1 AS kind, k.id FROM kits k
      WHERE k.is_active AND EXISTS (SELECT 1 FROM kit_variations kv WHERE kv.kit_id = k.id AND kv.is_active))
    ORDER BY kind, id LIMIT ${limit}`);
  return (rows as Array<{ slug: string; updated_at: string | Date }>).map((row) => ({
    slug: row.slug,
    updatedAt: new Date(row.updated_at),
  }));
}
