import type { StockState } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { intArray, rowsOf } from './sql-arrays.js';

export type CardProductRow = {
  id: number;
  slug: string;
  name: LocalizedText;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  game_code: string | null;
  game_name: string | null;
  game_logo: string | null;
  cover: string | null;
};
export type CardVariationRow = StockState & { product_id: number; price: number; old_price: number | null };
export type CardColorRow = { product_id: number; id: number; name: LocalizedText; color_hex: string | null };

export const selectCardProducts = (db: Db, ids: number[]) =>
  rowsOf<CardProductRow>(
    db,
    sql`SELECT p.id, p.slug, p.name, b.id AS brand_id, b.name AS brand_name, b.slug AS brand_slug,
          g.code AS game_code, g.name AS game_name, g.logo AS game_logo,
          (SELECT i.path FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS cover
        FROM products p
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN games g ON g.code = p.game_code
        WHERE p.id = ANY(${intArray(ids)}) AND p.is_active`,
  );

export const selectCardVariations = (db: Db, productIds: number[]) =>
  rowsOf<CardVariationRow>(
    db,
    sql`SELECT v.product_id, v.price, v.old_price, v.stock, v.availability
        FROM variations v WHERE v.product_id = ANY(${intArray(productIds)}) AND v.is_active`,
  );

/** Colour values that some active variation of each product has, in the option's order. */
export const selectCardColors = (db: Db, productIds: number[]) =>
  rowsOf<CardColorRow>(
    db,
    sql`SELECT DISTINCT v.product_id, ov.id, ov.name, ov.color_hex, ov.position
        FROM variations v
        JOIN variation_option_values vov ON vov.variation_id = v.id
        JOIN option_values ov ON ov.id = vov.option_value_id
        JOIN options o ON o.id = ov.option_id AND o.type = 'color'
        WHERE v.product_id = ANY(${intArray(productIds)}) AND v.is_active
        ORDER BY v.product_id, ov.position, ov.id`,
  );

export type CardKitRow = { id: number; slug: string; name: LocalizedText; images: { original?: string } | null };
export type CardKitVariationRow = { kit_id: number; kit_variation_id: number; price: number; old_price: number | null };
export type KitVariationItemRow = StockState & { kit_variation_id: number; variation_id: number; quantity: number };

export const selectCardKits = (db: Db, ids: number[]) =>
  rowsOf<CardKitRow>(
    db,
    sql`SELECT k.id, k.slug, k.name, k.images FROM kits k WHERE k.id = ANY(${intArray(ids)}) AND k.is_active`,
  );

export const selectKitVariations = (db: Db, kitIds: number[]) =>
  rowsOf<CardKitVariationRow>(
    db,
    sql`SELECT kv.kit_id, kv.id AS kit_variation_id, kv.price, kv.old_price
        FROM kit_variations kv WHERE kv.kit_id = ANY(${intArray(kitIds)}) AND kv.is_active
        ORDER BY kv.id`,
  );

/** Items of kit variations with their stock; an inactive item variation makes the kit variation unbuyable. */
export const selectKitVariationItems = (db: Db, kitVariationIds: number[]) =>
  rowsOf<KitVariationItemRow>(
    db,
    sql`SELECT kvi.kit_variation_id, kvi.variation_id, kvi.quantity,
          CASE WHEN v.is_active AND p.is_active THEN v.stock ELSE 0 END AS stock,
          CASE WHEN v.is_active AND p.is_active THEN v.availability ELSE 'normal' END AS availability
        FROM kit_variation_items kvi
        JOIN variations v ON v.id = kvi.variation_id
        JOIN products p ON p.id = v.product_id
        WHERE kvi.kit_variation_id = ANY(${intArray(kitVariationIds)})`,
  );
