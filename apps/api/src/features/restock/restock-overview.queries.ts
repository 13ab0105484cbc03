import type { RestockListQuery } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';

export type RestockOverviewRow = {
  variationId: number;
  productId: number;
  productName: string;
  productSlug: string;
  options: string;
  sku: string | null;
  stock: number;
  waiting: number;
  oldestWaitingAt: Date | null;
  lastMailedAt: Date | null;
};

// Whitelisted: the sort names come from the contract's enum, never from the request as text.
const SORT_COLUMNS: Record<RestockListQuery['sort'], string> = {
  waiting: 'waiting',
  oldest_waiting_at: 'oldest_waiting_at',
  last_mailed_at: 'last_mailed_at',
};

/** Requests grouped by variation; the page is cut before the names are joined in. */
export async function selectRestockOverview(db: DbExecutor, query: RestockListQuery) {
  const column = sql.raw(SORT_COLUMNS[query.sort]);
  const order = sql.raw(query.order === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST');
  const having = query.waiting_only ? sql`HAVING count(*) FILTER (WHERE r.notified_at IS NULL) > 0` : sql``;
  const offset = (query.page - 1) * query.per_page;
  const { rows } = await db.execute<{
    variation_id: number;
    product_id: number;
    product_name: string;
    product_slug: string;
    options: string | null;
    sku: string | null;
    stock: number;
    waiting: number;
    oldest_waiting_at: string | null;
    last_mailed_at: string | null;
    total: number;
  }>(sql`
    WITH grouped AS (
      SELECT r.variation_id,
             count(*) FILTER (WHERE r.notified_at IS NULL)::int AS waiting,
             min(r.created_at) FILTER (WHERE r.notified_at IS NULL) AS oldest_waiting_at,
             max(r.notified_at) AS last_mailed_at
      FROM restock_requests r
      GROUP BY r.variation_id
      ${having}
    ), page AS (
      SELECT g.*, count(*) OVER ()::int AS total FROM grouped g
      ORDER BY ${column} ${order}, g.variation_id
      OFFSET ${offset} LIMIT ${query.per_page}
    )
    SELECT page.variation_id, page.waiting, page.oldest_waiting_at, page.last_mailed_at, page.total,
           p.id AS product_id, p.name ->> 'en' AS product_name, p.slug AS product_slug, v.sku, v.stock,
           (SELECT string_agg(ov.name ->> 'en', ', ' ORDER BY o.position, ov.position)
              FROM variation_option_values vov
              JOIN option_values ov ON ov.id = vov.option_value_id
              JOIN options o ON o.id = ov.option_id
             WHERE vov.variation_id = v.id) AS options
    FROM page
    JOIN variations v ON v.id = page.variation_id
    JOIN products p ON p.id = v.product_id
    ORDER BY ${column} ${order}, page.variation_id`);
  const total = rows[0]?.total ?? (offset > 0 ? await countGroups(db, query.waiting_only) : 0);
  const data: RestockOverviewRow[] = rows.map((row) => ({
    variationId: row.variation_id,
    productId: row.product_id,
    productName: row.product_name,
    productSlug: row.product_slug,
    options: row.options ?? '',
    sku: row.sku,
    stock: row.stock,
    waiting: row.waiting,
    oldestWaitingAt: row.oldest_waiting_at ? new Date(row.oldest_waiting_at) : null,
    lastMailedAt: row.last_mailed_at ? new Date(row.last_mailed_at) : null,
  }));
  return { data, total };
}

/** The count alone, for a page past the end. */
async function countGroups(db: DbExecutor, waitingOnly: boolean) {
  const where = waitingOnly ? sql`WHERE notified_at IS NULL` : sql``;
  const { rows } = await db.execute<{ total: number }>(
    sql`SELECT count(DISTINCT variation_id)::int AS total FROM restock_requests ${where}`,
  );
  return rows[0]?.total ?? 0;
}

/** A customer's requests, newest first: theirs by account, or by the address they signed in with. */
export async function selectRestockRequestsOf(db: DbExecutor, customer: { id: string; email: string }, limit = 50) {
  const { rows } = await db.execute<{
    id: number;
    variation_id: number;
    sku: string | null;
    product_id: number;
    product_name: string;
    product_slug: string;
    created_at: string;
    notified_at: string | null;
  }>(sql`
    SELECT r.id, r.variation_id, v.sku, p.id AS product_id, p.name ->> 'en' AS product_name, p.slug AS product_slug,
           r.created_at, r.notified_at
    FROM restock_requests r
    JOIN variations v ON v.id = r.variation_id
    JOIN products p ON p.id = v.product_id
    WHERE r.customer_id = ${customer.id} OR lower(r.email) = lower(${customer.email})
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`);
  return rows;
}

/**
 * Anonymising a customer: requests still waiting are deleted (they would mail the person), the
 * address of those already mailed becomes the placeholder, so the counts of mails sent stay.
 */
export async function anonymiseRestockRows(
  db: DbExecutor,
  customer: { id: string; email: string },
  placeholder: string,
) {
  const mine = sql`(customer_id = ${customer.id} OR lower(email) = lower(${customer.email}))`;
  const deleted = await db.execute(sql`DELETE FROM restock_requests WHERE ${mine} AND notified_at IS NULL`);
  const renamed = await db.execute(
    sql`UPDATE restock_requests SET email = ${placeholder}, session_id = NULL WHERE ${mine} AND notified_at IS NOT NULL`,
  );
  return { deleted: deleted.rowCount ?? 0, anonymised: renamed.rowCount ?? 0 };
}
