import type { StockListQuery, StockSelection, StockVariation } from '@kordon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';

/** Stock and prices of one variation, as a write reads and sets them. */
export type StockValues = { stock: number; price: number; oldPrice: number | null };
export type LockedVariation = StockValues & { id: number; productId: number; sku: string; version: number };

/** Sold out or low only counts for what the shop keeps itself: a drop-shipped variation has no stock of ours. */
function selectionWhere(selection: StockSelection, lowStockThreshold: number): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (selection.q) {
    const like = `%${selection.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(v.sku ILIKE ${like} OR p.sku ILIKE ${like} OR p.name->>'en' ILIKE ${like} OR p.name->>'ru' ILIKE ${like})`,
    );
  }
  if (selection.stock === 'sold_out') parts.push(sql`(v.stock = 0 AND v.availability <> 'drop_ship')`);
  if (selection.stock === 'low')
    parts.push(sql`(v.stock BETWEEN 1 AND ${lowStockThreshold} AND v.availability <> 'drop_ship')`);
  return sql.join(parts, sql` AND `);
}

const ORDER: Record<StockListQuery['sort'], SQL> = {
  product: sql`p.name->>'en'`,
  sku: sql`v.sku`,
  stock: sql`v.stock`,
  price: sql`v.price`,
};

type ListedRow = {
  id: number;
  product_id: number;
  product_name: string;
  product_slug: string;
  sku: string;
  options: string;
  availability: StockVariation['availability'];
  stock: number;
  price: number;
  old_price: number | null;
  is_active: boolean;
  version: number;
  total: string;
};

/** One page of variations, with the count of all that match. */
export async function selectStockPage(
  db: DbExecutor,
  query: StockListQuery & { ids?: number[] },
  lowStockThreshold: number,
): Promise<{ data: StockVariation[]; total: number }> {
  const where = query.ids
    ? sql`v.id IN (${sql.join(
        query.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : selectionWhere(query, lowStockThreshold);
  const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  const result = await db.execute<ListedRow>(sql`
    SELECT v.id, v.product_id, p.name->>'en' AS product_name, p.slug AS product_slug, v.sku,
      coalesce((SELECT string_agg(ov.name->>'en', ', ' ORDER BY o.position, ov.position)
        FROM variation_option_values vov
        JOIN option_values ov ON ov.id = vov.option_value_id
        JOIN options o ON o.id = ov.option_id
        WHERE vov.variation_id = v.id), '') AS options,
      v.availability, v.stock, v.price, v.old_price, (v.is_active AND p.is_active) AS is_active, v.version,
      count(*) OVER () AS total
    FROM variations v JOIN products p ON p.id = v.product_id
    WHERE ${where}
    ORDER BY ${ORDER[query.sort]} ${direction}, v.id
    OFFSET ${(query.page - 1) * query.per_page} LIMIT ${query.per_page}`);
  const data = result.rows.map(({ total: _total, ...row }) => ({
    ...row,
    low_stock: row.availability !== 'drop_ship' && row.stock > 0 && row.stock <= lowStockThreshold,
  }));
  return { data, total: Number(result.rows[0]?.total ?? 0) };
}

const lockedColumns = sql`v.id, v.product_id AS "productId", v.sku, v.stock, v.price, v.old_price AS "oldPrice", v.version`;

/** The variation, locked for the rest of the transaction. */
export async function lockVariation(tx: DbExecutor, id: number): Promise<LockedVariation | undefined> {
  const result = await tx.execute<LockedVariation>(
    sql`SELECT ${lockedColumns} FROM variations v WHERE v.id = ${id} FOR UPDATE`,
  );
  return result.rows[0];
}

/**
 * Every variation of the selection, locked in id order (as checkout locks stock rows), at most
 * `limit`: a caller asks for one more than it allows, to know the selection is too large.
 */
export async function lockSelection(
  tx: DbExecutor,
  selection: StockSelection,
  lowStockThreshold: number,
  limit: number,
): Promise<LockedVariation[]> {
  const result = await tx.execute<LockedVariation>(sql`
    SELECT ${lockedColumns} FROM variations v JOIN products p ON p.id = v.product_id
    WHERE ${selectionWhere(selection, lowStockThreshold)}
    ORDER BY v.id LIMIT ${limit} FOR UPDATE OF v`);
  return result.rows;
}

/** The same selection, read without locks (a preview). */
export async function selectSelection(
  db: DbExecutor,
  selection: StockSelection,
  lowStockThreshold: number,
  limit: number,
) {
  const result = await db.execute<LockedVariation>(sql`
    SELECT ${lockedColumns} FROM variations v JOIN products p ON p.id = v.product_id
    WHERE ${selectionWhere(selection, lowStockThreshold)}
    ORDER BY v.id LIMIT ${limit}`);
  return result.rows;
}

/** Sets stock and prices of each row in one statement, moving each version on. */
export async function updateVariationRows(tx: DbExecutor, rows: ({ id: number } & StockValues)[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.stock}::int, ${row.price}::int, ${row.oldPrice}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE variations v SET stock = n.stock, price = n.price, old_price = n.old_price, version = v.version + 1
    FROM (VALUES ${values}) AS n(id, stock, price, old_price) WHERE v.id = n.id`);
}

/** The kits that have any of these variations in a kit variation: their pages show its stock and price. */
export async function selectKitsOfVariations(db: DbExecutor, variationIds: number[]): Promise<number[]> {
  if (variationIds.length === 0) return [];
  const result = await db.execute<{ kit_id: number }>(sql`
    SELECT DISTINCT kv.kit_id FROM kit_variation_items i JOIN kit_variations kv ON kv.id = i.kit_variation_id
    WHERE i.variation_id IN (${sql.join(
      variationIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return result.rows.map((row) => row.kit_id);
}
