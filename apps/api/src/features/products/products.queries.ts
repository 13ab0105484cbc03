import type { StockState } from '@kordon/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, type LocalizedText, type Seo } from '../../db/schema/index.js';
import { intArray, rowsOf } from './sql-arrays.js';

export async function selectBrandIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return row?.id ?? null;
}

export type ProductRow = {
  id: number;
  slug: string;
  sku: string;
  name: LocalizedText;
  description: LocalizedText;
  type_code: 'physical' | 'digital' | 'book';
  youtube_code: string | null;
  vk_video: { id: string; oid: string } | null;
  seo: Seo | null;
  category_id: number;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  game_code: string | null;
  game_name: string | null;
  game_logo: string | null;
};

export async function selectProductBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const [row] = await rowsOf<ProductRow>(
    db,
    sql`SELECT p.id, p.slug, p.sku, p.name, p.description, t.code AS type_code, p.youtube_code, p.vk_video, p.seo,
          p.category_id, b.id AS brand_id, b.name AS brand_name, b.slug AS brand_slug,
          g.code AS game_code, g.name AS game_name, g.logo AS game_logo
        FROM products p
        JOIN product_types t ON t.id = p.product_type_id
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN games g ON g.code = p.game_code
        WHERE p.slug = ${slug} AND p.is_active`,
  );
  return row;
}

export async function selectProductIdExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`SELECT 1 FROM products WHERE id = ${id} AND is_active`);
  return rows.length > 0;
}

export type VariationRow = StockState & {
  id: number;
  product_id: number;
  sku: string;
  price: number;
  old_price: number | null;
  option_values: number[];
};

/** Active variations of products with the ids of their option values. */
export const selectVariations = (db: Db, where: { productId: number } | { variationId: number }) =>
  rowsOf<VariationRow>(
    db,
    sql`SELECT v.id, v.product_id, v.sku, v.price, v.old_price, v.stock, v.availability,
          coalesce(array_agg(vov.option_value_id ORDER BY vov.option_value_id)
            FILTER (WHERE vov.option_value_id IS NOT NULL), '{}') AS option_values
        FROM variations v
        JOIN products p ON p.id = v.product_id AND p.is_active
        LEFT JOIN variation_option_values vov ON vov.variation_id = v.id
        WHERE v.is_active AND ${'productId' in where ? sql`v.product_id = ${where.productId}` : sql`v.id = ${where.variationId}`}
        GROUP BY v.id ORDER BY v.price, v.id`,
  );

export type OptionValueRow = {
  option_id: number;
  option_code: string;
  option_name: LocalizedText;
  option_type: 'color' | 'size' | 'select';
  id: number;
  code: string;
  name: LocalizedText;
  color_hex: string | null;
  image: string | null;
  size_international: string | null;
  size_us: string | null;
  size_ru: string | null;
  size_inches: string | null;
  size_centimeters: string | null;
};

/** Option values that some of the given variations have, in option then value order. */
export const selectOptionValuesOf = (db: Db, variationIds: number[]) =>
  rowsOf<OptionValueRow>(
    db,
    sql`SELECT DISTINCT o.id AS option_id, o.code AS option_code, o.name AS option_name, o.type AS option_type,
          o.position AS option_position, ov.id, ov.code, ov.name, ov.color_hex, ov.image, ov.position,
          ov.size_international, ov.size_us, ov.size_ru, ov.size_inches, ov.size_centimeters
        FROM variation_option_values vov
        JOIN option_values ov ON ov.id = vov.option_value_id
        JOIN options o ON o.id = ov.option_id
        WHERE vov.variation_id = ANY(${intArray(variationIds)})
        ORDER BY o.position, o.id, ov.position, ov.id`,
  );

export const selectProductImages = (db: Db, productId: number) =>
  rowsOf<{ path: string; option_value_id: number | null }>(
    db,
    sql`SELECT path, option_value_id FROM product_images WHERE product_id = ${productId} ORDER BY position, id`,
  );

export const selectMaterials = (db: Db, productId: number) =>
  rowsOf<{ name: LocalizedText; percent: number | null }>(
    db,
    sql`SELECT m.name, pm.percent FROM product_materials pm JOIN materials m ON m.id = pm.material_id
        WHERE pm.product_id = ${productId} ORDER BY pm.percent DESC NULLS LAST, m.id`,
  );

export const selectFeatures = (db: Db, productId: number) =>
  rowsOf<{ name: LocalizedText; value: LocalizedText }>(
    db,
    sql`SELECT f.name, pf.value FROM product_features pf JOIN features f ON f.id = pf.feature_id
        WHERE pf.product_id = ${productId} ORDER BY f.id`,
  );

/** Average and count of published reviews, the ones the review list shows to everyone. */
export async function selectRating(db: Db, productId: number): Promise<{ average: number; count: number }> {
  const [row] = await rowsOf<{ average: string | null; count: number }>(
    db,
    sql`SELECT avg(r.rating) AS average, count(*) AS count FROM reviews r
        JOIN review_statuses s ON s.id = r.status_id AND s.code = 'published'
        WHERE r.product_id = ${productId}`,
  );
  return { average: row?.average ? Math.round(Number(row.average) * 10) / 10 : 0, count: row?.count ?? 0 };
}

/** Ancestors of a category from the top, itself last. */
export const selectCategoryTrail = (db: Db, categoryId: number) =>
  rowsOf<{ id: number; slug: string; name: LocalizedText }>(
    db,
    sql`WITH RECURSIVE trail AS (
          SELECT id, parent_id, slug, name, 0 AS depth FROM categories WHERE id = ${categoryId}
          UNION ALL
          SELECT c.id, c.parent_id, c.slug, c.name, t.depth + 1 FROM categories c JOIN trail t ON c.id = t.parent_id
        ) SELECT id, slug, name FROM trail ORDER BY depth DESC`,
  );

/** Related products: the same category first, then the same brand, best sellers first. */
export const selectRelatedIds = (db: Db, productId: number, limit: number) =>
  rowsOf<{ id: number }>(
    db,
    sql`SELECT r.id FROM products p JOIN products r ON r.id <> p.id AND r.is_active
          AND (r.category_id = p.category_id OR r.brand_id = p.brand_id)
        WHERE p.id = ${productId}
        ORDER BY (r.category_id = p.category_id) DESC, r.sales_count DESC, r.id
        LIMIT ${limit}`,
  );

export const selectTopSalesIds = (db: Db, limit: number) =>
  rowsOf<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p WHERE p.is_active
          AND EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.is_active)
        ORDER BY p.sales_count DESC, p.id LIMIT ${limit}`,
  );
