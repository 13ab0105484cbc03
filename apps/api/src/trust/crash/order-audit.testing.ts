import pg from 'pg';
import type { OrderLines, Tally } from './order-loop.testing.js';

/** Runs `work` on one connection to the shop's database. */
export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Two orderable variations of different demo products (stock kept, not drop-shipped), each given
 * `stock` units, so the ledger starts from a known figure and no order runs out.
 */
export async function stockTwoVariations(client: pg.Client, stock: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `SELECT DISTINCT ON (p.id) v.id FROM variations v JOIN products p ON p.id = v.product_id
      WHERE p.is_active AND v.is_active AND v.availability = 'normal' AND v.price > 0
      ORDER BY p.id, v.id LIMIT 2`,
  );
  const ids = rows.map((r) => r.id);
  await client.query('UPDATE variations SET stock = $2 WHERE id = ANY($1)', [ids, stock]);
  return ids;
}

export type Audit = {
  /** Acknowledged keys with no order of that id and number in the database. */
  lost: string[];
  /** Keys that more than one order carries. */
  duplicated: string[];
  /** Orders in the database whose key no answer acknowledged. */
  unacknowledged: number;
  /** Orders whose lines are not exactly the ones sent. */
  wrongLines: string[];
  ledger: { variationId: number; initial: number; remaining: number; ordered: number }[];
};

/** Reads back from the database what the shoppers were told. */
export async function auditOrders(
  client: pg.Client,
  tally: Tally,
  lines: OrderLines,
  initialStock: number,
): Promise<Audit> {
  const { rows: orders } = await client.query<{ id: string; number: string; key: string }>(
    'SELECT id, number, idempotency_key AS key FROM orders',
  );
  const byKey = new Map<string, { id: string; number: string }[]>();
  for (const o of orders) byKey.set(o.key, [...(byKey.get(o.key) ?? []), o]);
  const lost = [...tally.acknowledged].filter(([key, told]) => {
    const found = byKey.get(key) ?? [];
    return !found.some((o) => o.id === told.id && o.number === told.number);
  });
  const { rows: lineRows } = await client.query<{ order_id: string; variation_id: number; quantity: number }>(
    'SELECT order_id, variation_id, quantity FROM order_lines ORDER BY order_id, variation_id',
  );
  const expected = JSON.stringify([...lines].sort((a, b) => a.variationId - b.variationId));
  const linesOf = new Map<string, OrderLines>();
  for (const l of lineRows) {
    linesOf.set(l.order_id, [
      ...(linesOf.get(l.order_id) ?? []),
      { variationId: l.variation_id, quantity: l.quantity },
    ]);
  }
  const { rows: stock } = await client.query<{ id: number; stock: number }>(
    'SELECT id, stock FROM variations WHERE id = ANY($1) ORDER BY id',
    [lines.map((l) => l.variationId)],
  );
  return {
    lost: lost.map(([key]) => key),
    duplicated: [...byKey].filter(([, found]) => found.length > 1).map(([key]) => key),
    unacknowledged: orders.filter((o) => !tally.acknowledged.has(o.key)).length,
    wrongLines: orders.filter((o) => JSON.stringify(linesOf.get(o.id) ?? []) !== expected).map((o) => o.number),
    ledger: stock.map((row) => ({
      variationId: row.id,
      initial: initialStock,
      remaining: row.stock,
      ordered: lineRows.filter((l) => l.variation_id === row.id).reduce((sum, l) => sum + l.quantity, 0),
    })),
  };
}
