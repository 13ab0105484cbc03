import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema/index.js';
import { allOf, filterParts, hasOptionValue, type ListFilter, variationConditions } from './product-list.queries.js';
import { rowsOf } from './sql-arrays.js';

/**
 * Disjunctive facet counts: a value counts what GET /products would list with the other filters' ticks
 * and this value alone in its own; every value is listed, so a count may be 0.
 */
type Facets = { categories: NonNullable<ListFilter['categories']> } & ListFilter;

const orTrue = (part: SQL | undefined) => part ?? sql`TRUE`;

/**
 * The category's products (what the list shows unfiltered), each with whether it passes each
 * filter's part of the selection (product-list.queries.ts `filterParts`, the list's own SQL).
 */
function scoped(filter: Facets): SQL {
  const parts = filterParts(filter);
  const withStock = filterParts({ ...filter, inStock: true });
  return sql`SELECT p.id, p.brand_id, p.game_code, p.min_price, p.orderable,
      ${orTrue(parts.brands)} AS by_brand, ${orTrue(parts.games)} AS by_game, ${orTrue(parts.price)} AS by_price,
      ${orTrue(parts.variations)} AS by_variation, ${orTrue(withStock.variations)} AS by_stock
    FROM products p WHERE ${allOf(parts.scope)}`;
}

export type ProductFacetRow =
  | { facet: 'brand'; id: string; name: string | null; count: number }
  | { facet: 'game'; id: string; name: string | null; count: number }
  | { facet: 'all'; min: number | null; max: number | null; orderable: number; in_stock: number };

/**
 * Brands, games, stock and the price range in one pass over the category (GROUPING SETS):
 * set 1 is a brand, 2 a game, 3 the whole category.
 */
export const selectProductFacets = (db: Db, filter: Facets) =>
  rowsOf<ProductFacetRow>(
    db,
    sql`WITH s AS MATERIALIZED (${scoped(filter)}),
      f AS (SELECT GROUPING(brand_id, game_code) AS set, brand_id, game_code,
          count(*) FILTER (WHERE by_game AND by_price AND by_variation) AS brand_count,
          count(*) FILTER (WHERE by_brand AND by_price AND by_variation) AS game_count,
          count(*) FILTER (WHERE by_brand AND by_game AND by_price AND by_stock) AS in_stock,
          count(*) FILTER (WHERE orderable) AS orderable,
          min(min_price) AS min, max(min_price) AS max
        FROM s GROUP BY GROUPING SETS ((brand_id), (game_code), ()))
    SELECT CASE f.set WHEN 1 THEN 'brand' WHEN 2 THEN 'game' ELSE 'all' END AS facet,
      coalesce(b.id::text, g.code) AS id, coalesce(b.name, g.name) AS name,
      CASE f.set WHEN 1 THEN f.brand_count ELSE f.game_count END AS count,
      f.in_stock, f.orderable, f.min, f.max
    FROM f LEFT JOIN brands b ON f.set = 1 AND b.id = f.brand_id
      LEFT JOIN games g ON f.set = 2 AND g.code = f.game_code
    -- Products without a brand or a game make a group with no name: not a value to tick.
    WHERE f.set = 3 OR b.id IS NOT NULL OR g.code IS NOT NULL
    ORDER BY f.set, b.position, b.name, g.position, g.code`,
  );

/** Per option value: products with a variation holding it and one value of every other ticked option, as the list requires. */
export const selectOptionFacets = (db: Db, filter: Facets) => {
  const parts = filterParts(filter);
  const onVariation = variationConditions({ inStock: filter.inStock }, true);
  const otherOptions = (filter.optionGroups ?? []).map(
    (group) => sql`(ov.option_id = ${group.optionId} OR ${hasOptionValue(group)})`,
  );
  const counted = [parts.brands, parts.games, parts.price].filter((part): part is SQL => part !== undefined);
  return rowsOf<{
    option_id: number;
    option_code: string;
    option_name: LocalizedText;
    id: number;
    name: LocalizedText;
    color_hex: string | null;
    count: number;
  }>(
    db,
    sql`SELECT o.id AS option_id, o.code AS option_code, o.name AS option_name, ov.id, ov.name, ov.color_hex,
        count(DISTINCT p.id) FILTER (WHERE ${allOf([...counted, ...onVariation, ...otherOptions])}) AS count
      FROM products p JOIN variations v ON v.product_id = p.id AND v.is_active
      JOIN variation_option_values vov ON vov.variation_id = v.id
      JOIN option_values ov ON ov.id = vov.option_value_id
      JOIN options o ON o.id = ov.option_id
      WHERE ${allOf(parts.scope)}
      GROUP BY o.id, o.code, o.name, o.position, ov.id, ov.name, ov.color_hex, ov.position
      ORDER BY o.position, o.id, ov.position, ov.id`,
  );
};
