import type { LanguageCode } from '@kordon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchProductPage } from '../search/search.service.js';
import { codeArray, intArray } from './sql-arrays.js';

/** Products of categories: those whose own category it is, and those also listed there. */
export type CategoryScope = { categoryIds: number[]; alsoListed: number[] };

/**
 * Products of a scope. Extra listings are few, so they are read first and named by id: the condition
 * stays index-only, where an OR EXISTS over product_categories would test every product.
 */
export const inCategories = (scope: CategoryScope): SQL =>
  scope.alsoListed.length > 0
    ? sql`(p.category_id = ANY(${intArray(scope.categoryIds)}) OR p.id = ANY(${intArray(scope.alsoListed)}))`
    : sql`p.category_id = ANY(${intArray(scope.categoryIds)})`;

export async function selectAlsoListed(db: Db, categoryIds: number[]): Promise<number[]> {
  const { rows } = await db.execute(
    sql`SELECT DISTINCT product_id FROM product_categories WHERE category_id = ANY(${intArray(categoryIds)})`,
  );
  return (rows as Array<{ product_id: number }>).map((row) => row.product_id);
}

/** Values of one option, any of which a variation must have. */
export type OptionGroup = { optionId: number; valueIds: number[] };

/** What narrows a list; every part is optional and they combine with AND. */
export type ListFilter = {
  categories?: CategoryScope;
  brandIds?: number[];
  /** Option values grouped by option: a variation must have one value of every group. */
  optionGroups?: OptionGroup[];
  games?: string[];
  inStock?: boolean;
  onSale?: boolean;
  /** Cheapest active variation's price, in USD cents, inclusive. */
  priceUsd?: { min: number; max: number };
  search?: SQL;
};
export type ListOrder = 'popular' | 'price_asc' | 'price_desc' | 'new' | { search: string };

const ORDERABLE = sql`(v.stock > 0 OR v.availability = 'drop_ship')`;

/** Variation `v` has one of these option values. */
export const hasOptionValue = (group: OptionGroup): SQL => sql`EXISTS (SELECT 1 FROM variation_option_values vov
  WHERE vov.variation_id = v.id AND vov.option_value_id = ANY(${intArray(group.valueIds)}))`;

// Alone, "in stock" is the product's kept flag; with options or the sale it must hold for the same variation.
const stockOnVariation = (filter: ListFilter) => Boolean(filter.optionGroups?.length || filter.onSale);

/**
 * What one active variation `v` of a product must have: every option group, the sale and, when
 * asked (always with options), stock.
 */
export function variationConditions(filter: ListFilter, stockOnIt = stockOnVariation(filter)): SQL[] {
  const variation: SQL[] = [];
  if (filter.inStock && stockOnIt) variation.push(ORDERABLE);
  if (filter.onSale) variation.push(sql`v.old_price > v.price`);
  for (const group of filter.optionGroups ?? []) variation.push(hasOptionValue(group));
  return variation;
}

export const allOf = (conditions: SQL[]): SQL => (conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`);

/**
 * A filter's condition on the product row `p`, part by part, so facet counts can leave one
 * part out (filters.queries.ts). `scope` is the list itself; the rest narrow it.
 */
export function filterParts(filter: ListFilter) {
  const scope: SQL[] = [sql`p.is_active`, sql`p.min_price IS NOT NULL`];
  if (filter.categories) scope.push(inCategories(filter.categories));
  if (filter.search) scope.push(filter.search);
  const variation = variationConditions(filter);
  return {
    scope,
    brands: filter.brandIds && sql`p.brand_id = ANY(${intArray(filter.brandIds)})`,
    games: filter.games && sql`p.game_code = ANY(${codeArray(filter.games)})`,
    price: filter.priceUsd && sql`p.min_price BETWEEN ${filter.priceUsd.min} AND ${filter.priceUsd.max}`,
    /** Options, sale and stock: the product has an active variation with all of them. */
    variations:
      filter.inStock && !stockOnVariation(filter)
        ? sql`p.orderable`
        : variation.length > 0
          ? sql`EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.is_active AND ${allOf(variation)})`
          : undefined,
  };
}

function conditions(filter: ListFilter): SQL[] {
  const { scope, brands, games, price, variations } = filterParts(filter);
  return [...scope, ...[brands, games, variations, price].filter((part): part is SQL => part !== undefined)];
}

// Columns of the matched set (selectProductPage's CTE), unqualified.
function orderBy(order: Exclude<ListOrder, object>): SQL {
  switch (order) {
    case 'price_asc':
      return sql`min_price ASC, id`;
    case 'price_desc':
      return sql`min_price DESC, id`;
    case 'new':
      return sql`created_at DESC, id DESC`;
    default:
      return sql`sales_count DESC, id`;
  }
}

// min_price and orderable are kept on the row by triggers on variations (migration 0006).
const FROM = sql`FROM products p`;

/**
 * One page of product ids and the total. Matches are gathered first (MATERIALIZED, index-only), then counted
 * and sorted: left to itself the planner walks the whole sales index backwards.
 */
export async function selectProductPage(
  db: Db,
  filter: ListFilter,
  order: ListOrder,
  page: { limit: number; offset: number },
  lang?: LanguageCode,
): Promise<{ ids: number[]; total: number }> {
  // A search gathers, counts and ranks its own matches: ranking is its costly part (docs/search.md).
  // The request's language counts double in its rank.
  if (typeof order === 'object')
    return searchProductPage(db, order.search, conditions({ ...filter, search: undefined }), page, lang);
  const { rows } = await db.execute(sql`WITH m AS MATERIALIZED (
      SELECT p.id, p.sales_count, p.min_price, p.created_at ${FROM}
      WHERE ${allOf(conditions(filter))})
    SELECT id, count(*) OVER () AS total FROM m
    ORDER BY ${orderBy(order)} LIMIT ${page.limit} OFFSET ${page.offset}`);
  const list = rows as Array<{ id: number; total: number }>;
  if (list.length === 0 && page.offset > 0) return { ids: [], total: await countProducts(db, filter) };
  return { ids: list.map((row) => row.id), total: list[0]?.total ?? 0 };
}

export async function countProducts(db: Db, filter: ListFilter): Promise<number> {
  const { rows } = await db.execute(sql`SELECT count(*) AS total ${FROM} WHERE ${allOf(conditions(filter))}`);
  return (rows[0] as { total: number } | undefined)?.total ?? 0;
}

/** Whether a category lists products of its own (directly or as an extra category). */
export async function hasOwnProducts(db: Db, categoryId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT EXISTS (
      SELECT 1 FROM products p WHERE p.category_id = ${categoryId} AND p.is_active
      UNION ALL
      SELECT 1 FROM product_categories pc JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = ${categoryId} AND p.is_active) AS own`);
  return Boolean((rows[0] as { own: boolean } | undefined)?.own);
}

/** Kit ids and their total; kits keep no sales count, so `popular` is newest first; ties by id keep paging stable. */
export async function selectKitPage(
  db: Db,
  categoryIds: number[] | undefined,
  order: ListOrder,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const kitOrder =
    order === 'price_asc'
      ? sql`o.min_price ASC, k.id`
      : order === 'price_desc'
        ? sql`o.min_price DESC, k.id`
        : sql`k.created_at DESC, k.id DESC`;
  const from = sql`FROM kits k
    CROSS JOIN LATERAL (SELECT min(kv.price) AS min_price FROM kit_variations kv WHERE kv.kit_id = k.id AND kv.is_active) o
    WHERE k.is_active AND o.min_price IS NOT NULL
      ${categoryIds ? sql`AND k.category_id = ANY(${intArray(categoryIds)})` : sql``}`;
  const { rows } = await db.execute(sql`SELECT k.id, count(*) OVER () AS total ${from}
    ORDER BY ${kitOrder} LIMIT ${page.limit} OFFSET ${page.offset}`);
  const list = rows as Array<{ id: number; total: number }>;
  if (list.length === 0 && page.offset > 0) {
    // Past the last page the window has no row to carry the total: count it, as for products.
    const counted = await db.execute(sql`SELECT count(*) AS total ${from}`);
    return { ids: [], total: (counted.rows[0] as { total: number } | undefined)?.total ?? 0 };
  }
  return { ids: list.map((row) => row.id), total: list[0]?.total ?? 0 };
}
