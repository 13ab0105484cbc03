import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema/index.js';
import { type CategoryScope, inCategories } from './product-list.queries.js';
import { rowsOf } from './sql-arrays.js';

// Active products of the categories that have an active variation: what the list would show unfiltered.
const scope = (categories: CategoryScope) => sql`SELECT p.id, p.brand_id, p.game_code, p.min_price, p.orderable
  FROM products p WHERE p.is_active AND p.min_price IS NOT NULL AND ${inCategories(categories)}`;

export const selectPriceRange = async (db: Db, categories: CategoryScope) =>
  (
    await rowsOf<{ min: number | null; max: number | null }>(
      db,
      sql`WITH s AS (${scope(categories)}) SELECT min(min_price) AS min, max(min_price) AS max FROM s`,
    )
  )[0];

export const selectBrandCounts = (db: Db, categories: CategoryScope) =>
  rowsOf<{ id: number; name: string; count: number }>(
    db,
    sql`WITH s AS (${scope(categories)})
        SELECT b.id, b.name, count(*) AS count FROM s JOIN brands b ON b.id = s.brand_id
        GROUP BY b.id, b.name, b.position ORDER BY b.position, b.name`,
  );

export const selectGameCounts = (db: Db, categories: CategoryScope) =>
  rowsOf<{ code: string; name: string; count: number }>(
    db,
    sql`WITH s AS (${scope(categories)})
        SELECT g.code, g.name, count(*) AS count FROM s JOIN games g ON g.code = s.game_code
        GROUP BY g.code, g.name, g.position ORDER BY g.position, g.code`,
  );

/** Per option value: how many products of the scope have an active variation with it. */
export const selectOptionCounts = (db: Db, categories: CategoryScope) =>
  rowsOf<{
    option_id: number;
    option_code: string;
    option_name: LocalizedText;
    id: number;
    name: LocalizedText;
    color_hex: string | null;
    count: number;
  }>(
    db,
    sql`WITH s AS (${scope(categories)})
        SELECT o.id AS option_id, o.code AS option_code, o.name AS option_name, ov.id, ov.name, ov.color_hex,
          count(DISTINCT s.id) AS count
        FROM s JOIN variations v ON v.product_id = s.id AND v.is_active
        JOIN variation_option_values vov ON vov.variation_id = v.id
        JOIN option_values ov ON ov.id = vov.option_value_id
        JOIN options o ON o.id = ov.option_id
        GROUP BY o.id, o.code, o.name, o.position, ov.id, ov.name, ov.color_hex, ov.position
        ORDER BY o.position, o.id, ov.position, ov.id`,
  );

export const selectInStockCount = async (db: Db, categories: CategoryScope) =>
  (
    await rowsOf<{ count: number }>(
      db,
      sql`WITH s AS (${scope(categories)}) SELECT count(*) AS count FROM s WHERE s.orderable`,
    )
  )[0]?.count ?? 0;
