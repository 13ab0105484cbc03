import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText, Seo } from '../../db/schema/index.js';
import { intArray, rowsOf } from './sql-arrays.js';

export type KitRow = {
  id: number;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  images: { original?: string } | null;
  seo: Seo | null;
  category_id: number | null;
};

export async function selectKit(db: Db, where: { slug: string } | { id: number }): Promise<KitRow | undefined> {
  const [row] = await rowsOf<KitRow>(
    db,
    sql`SELECT id, slug, name, description, images, seo, category_id FROM kits
        WHERE is_active AND ${'slug' in where ? sql`slug = ${where.slug}` : sql`id = ${where.id}`}`,
  );
  return row;
}

export const selectKitItems = (db: Db, kitId: number) =>
  rowsOf<{ product_id: number; slug: string; name: LocalizedText; quantity: number; cover: string | null }>(
    db,
    sql`SELECT p.id AS product_id, p.slug, p.name, ki.quantity,
          (SELECT i.path FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS cover
        FROM kit_items ki JOIN products p ON p.id = ki.product_id
        WHERE ki.kit_id = ${kitId} ORDER BY ki.position, p.id`,
  );

/** Option values of each kit variation: every value its item variations have. */
export const selectKitVariationValues = (db: Db, kitVariationIds: number[]) =>
  rowsOf<{ kit_variation_id: number; option_values: number[] }>(
    db,
    sql`SELECT kvi.kit_variation_id, array_agg(DISTINCT vov.option_value_id ORDER BY vov.option_value_id) AS option_values
        FROM kit_variation_items kvi JOIN variation_option_values vov ON vov.variation_id = kvi.variation_id
        WHERE kvi.kit_variation_id = ANY(${intArray(kitVariationIds)})
        GROUP BY kvi.kit_variation_id`,
  );

/** The item variations of kit variations, for the option values their pickers show. */
export const selectKitItemVariationIds = (db: Db, kitVariationIds: number[]) =>
  rowsOf<{ variation_id: number }>(
    db,
    sql`SELECT DISTINCT variation_id FROM kit_variation_items WHERE kit_variation_id = ANY(${intArray(kitVariationIds)})`,
  );

export async function selectKitIdOfVariation(db: Db, kitVariationId: number): Promise<number | null> {
  const [row] = await rowsOf<{ kit_id: number }>(
    db,
    sql`SELECT kv.kit_id FROM kit_variations kv JOIN kits k ON k.id = kv.kit_id AND k.is_active
        WHERE kv.id = ${kitVariationId} AND kv.is_active`,
  );
  return row?.kit_id ?? null;
}
