import type { LanguageCode } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';

export type LowVariation = { variationId: number; productId: number; name: string; sku: string; stock: number };

const intArrayOf = (ids: readonly number[]) => `{${ids.filter(Number.isSafeInteger).join(',')}}`;

/**
 * In one statement: the variations among `ids` at or below `threshold` (stock kept: `normal` only) get
 * their alert row, the others lose theirs (above again, so the next fall alerts again). Answers the
 * variations whose row is new: the crossings to tell the shop about. Rows of a concurrent write wait
 * on the insert's key, so a crossing is answered to one transaction only.
 */
export async function markLowStock(
  tx: DbExecutor,
  ids: readonly number[],
  threshold: number,
  lang: LanguageCode,
): Promise<LowVariation[]> {
  const list = intArrayOf(ids);
  const result = await tx.execute<LowVariation>(sql`
    WITH low AS (
      SELECT v.id, v.product_id, v.sku, v.stock, p.name ->> ${lang} AS name
      FROM variations v JOIN products p ON p.id = v.product_id
      WHERE v.id = ANY(${list}::int[]) AND v.availability = 'normal' AND v.stock <= ${threshold}
    ), rearmed AS (
      DELETE FROM low_stock_alerts a
      WHERE a.variation_id = ANY(${list}::int[]) AND a.variation_id NOT IN (SELECT id FROM low)
    ), noted AS (
      INSERT INTO low_stock_alerts (variation_id) SELECT id FROM low
      ON CONFLICT (variation_id) DO NOTHING RETURNING variation_id
    )
    SELECT low.id AS "variationId", low.product_id AS "productId", low.name, low.sku, low.stock
    FROM low JOIN noted ON noted.variation_id = low.id ORDER BY low.id`);
  return result.rows;
}

/** Stock-kept variations at or below `threshold`, the emptiest first, and how many there are. */
export async function selectLowStock(db: DbExecutor, threshold: number, lang: LanguageCode, limit: number) {
  const low = sql`v.availability = 'normal' AND v.is_active AND v.stock <= ${threshold}`;
  const result = await db.execute<LowVariation>(sql`
    SELECT v.id AS "variationId", v.product_id AS "productId", p.name ->> ${lang} AS name, v.sku, v.stock
    FROM variations v JOIN products p ON p.id = v.product_id
    WHERE ${low} ORDER BY v.stock, v.id LIMIT ${limit}`);
  const counted = await db.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM variations v WHERE ${low}`,
  );
  return { rows: result.rows, total: counted.rows[0]?.total ?? 0 };
}
