import type pg from 'pg';

// The business tables a refused request must not change, each as a row count and an md5 of its rows.
// Sessions, tokens, codes, outbox and `notified_at` are left out: refusals or background work change them.
const TABLES: Record<string, { table: string; columns: string }> = {
  orders: { table: 'orders', columns: '*' },
  order_lines: { table: 'order_lines', columns: '*' },
  order_totals: { table: 'order_totals', columns: '*' },
  order_addresses: { table: 'order_addresses', columns: '*' },
  order_status_history: { table: 'order_status_history', columns: '*' },
  payments: { table: 'payments', columns: '*' },
  stock: { table: 'variations', columns: 'id, stock' },
  carts: { table: 'carts', columns: '*' },
  cart_lines: { table: 'cart_lines', columns: '*' },
  coupons: { table: 'coupons', columns: '*' },
  customers: { table: 'customers', columns: '*' },
  customer_addresses: { table: 'customer_addresses', columns: '*' },
  reviews: { table: 'reviews', columns: '*' },
  review_attachments: { table: 'review_attachments', columns: '*' },
  restock_requests: {
    table: 'restock_requests',
    columns: 'id, variation_id, email, customer_id, session_id, language, created_at',
  },
};

// Every table has an `id` key; prepared once per connection, so a check costs one scan per table.
const FINGERPRINT = {
  name: 'fuzz-business-fingerprint',
  text: `SELECT ${Object.entries(TABLES)
    .map(
      ([name, { table, columns }]) =>
        `(SELECT count(*) || ':' || md5(coalesce(string_agg(r::text, '|' ORDER BY r.id), '')) FROM (SELECT ${columns} FROM ${table}) r) AS "${name}"`,
    )
    .join(', ')}`,
};

export type Fingerprint = Record<string, string>;

/** One round trip: `count:md5` per business table. */
export async function fingerprint(pool: pg.Pool): Promise<Fingerprint> {
  const { rows } = await pool.query<Fingerprint>(FINGERPRINT);
  return rows[0]!;
}

export const fingerprintedTables = Object.keys(TABLES);

/** The tables whose fingerprint differs. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys(before).filter((table) => before[table] !== after[table]);
