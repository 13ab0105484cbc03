import type pg from 'pg';

/** What the database says the soak did: the stock left, the units ordered and the orders written. */

/** Waits until requests in flight at the stop have finished before the books are read; answers what is still busy. */
export async function waitUntilIdle(pool: pg.Pool, timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (let quietPolls = 0; quietPolls < 4; ) {
    const { rows } = await pool.query<{ state: string; query: string }>(
      `SELECT state, left(query, 200) AS query FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
    );
    if (Date.now() > deadline) return rows.map((row) => `${row.state}: ${row.query}`);
    quietPolls = rows.length === 0 ? quietPolls + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [];
}

type LedgerRow = { id: number; stock: number; availability: string; units: number };

/**
 * Every variation with its stock and the units the orders hold of it (on their own lines, and
 * as kit items × kits), read in one statement so no commit falls between the two.
 */
export async function stockLedger(pool: pg.Pool): Promise<LedgerRow[]> {
  const { rows } = await pool.query<LedgerRow>(`
    WITH taken AS (
      SELECT variation_id AS id, quantity AS units FROM order_lines
       WHERE kit_variation_id IS NULL AND variation_id IS NOT NULL
      UNION ALL
      SELECT k.variation_id, l.quantity * k.quantity FROM order_lines l
        JOIN kit_variation_items k ON k.kit_variation_id = l.kit_variation_id)
    SELECT v.id, v.stock, v.availability, coalesce((SELECT sum(units) FROM taken t WHERE t.id = v.id), 0)::int AS units
      FROM variations v`);
  return rows;
}

/**
 * Variations whose stock does not add up: the units ordered plus the stock left must be the stock
 * before (a drop-shipped variation keeps no stock, so orders leave it as it was).
 */
export function stockMismatches(initial: Map<number, number>, ledger: LedgerRow[]): string[] {
  return ledger
    .filter((row) => {
      const taken = row.availability === 'drop_ship' ? 0 : row.units;
      return taken + row.stock !== initial.get(row.id);
    })
    .map((row) => `variation ${row.id}: ${row.units} ordered + ${row.stock} left ≠ ${initial.get(row.id)} before`);
}

/** The orders in the database, by idempotency key, with their session and number of lines. */
export async function ordersInDatabase(pool: pg.Pool) {
  const { rows } = await pool.query<{ key: string; number: string; session: string | null; lines: number }>(
    `SELECT o.idempotency_key AS key, o.number, o.session_id AS session,
            (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o`,
  );
  return rows;
}
