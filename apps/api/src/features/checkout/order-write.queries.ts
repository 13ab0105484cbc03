import { randomUUID } from 'node:crypto';
import type { Availability } from '@kordon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { jsonInsert } from '../../db/json-insert.js';
import {
  customerAddresses,
  orderAddresses,
  orderLines,
  orderStatusHistory,
  orders,
  orderTotals,
  variations,
} from '../../db/schema/index.js';
import type { PayableOrder } from '../payments/payments.service.js';

export type NewOrder = typeof orders.$inferInsert;

export type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
export type NewTotal = Omit<typeof orderTotals.$inferInsert, 'orderId'>;
export type NewAddress = Omit<typeof orderAddresses.$inferInsert, 'orderId'>;
export type NewSavedAddress = typeof customerAddresses.$inferInsert;

/** What answering a repeated idempotency key needs of the order it made. */
export type OrderByKey = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'status' | 'sessionId' | 'customerId' | 'paidAt' | 'language' | 'requestDigest'
>;

export async function selectOrderByKey(executor: DbExecutor, storeId: number, key: string) {
  return (await selectOrdersByKeys(executor, [{ storeId, key }])).get(orderKey(storeId, key)) ?? null;
}

/** The orders of many (store, idempotency key) pairs in one statement, by `store:key`. */
export async function selectOrdersByKeys(executor: DbExecutor, pairs: { storeId: number; key: string }[]) {
  const result = await executor.execute<OrderByKey & { storeId: number; idempotencyKey: string }>(sql`
    SELECT o.id, o.number, o.status, o.session_id AS "sessionId", o.customer_id AS "customerId",
      o.paid_at AS "paidAt", o.language, o.request_digest AS "requestDigest", o.store_id AS "storeId", o.idempotency_key AS "idempotencyKey"
    FROM unnest(${sql.param(pairs.map((p) => p.storeId))}::int[], ${sql.param(pairs.map((p) => p.key))}::text[])
      AS k(store_id, key)
    JOIN orders o ON o.store_id = k.store_id AND o.idempotency_key = k.key`);
  return new Map(
    result.rows.map(({ storeId, idempotencyKey, ...order }) => [
      orderKey(storeId, idempotencyKey),
      order as OrderByKey,
    ]),
  );
}

export const orderKey = (storeId: number, key: string) => `${storeId}:${key}`;

type StockRow = { id: number; productId: number; stock: number; availability: Availability };

/** A PostgreSQL int[] literal of checked integers (drizzle would spread a JS array into a list). */
function intArray(values: Iterable<number>, what: string): string {
  const list = [...values];
  if (!list.every(Number.isSafeInteger)) throw new Error(`${what} takes whole numbers`);
  return `{${list.join(',')}}`;
}

/** `count` new order numbers, as the column's default makes them (migration 0010). */
export async function drawOrderNumbers(executor: DbExecutor, count: number): Promise<string[]> {
  const result = await executor.execute<{ number: string }>(
    sql`SELECT 'KR-' || nextval('order_number_seq') AS number FROM generate_series(1, ${count})`,
  );
  return result.rows.map((row) => row.number);
}

/**
 * Locks an order's stock rows in id order, so orders queue instead of deadlocking; drop-shipped rows keep no
 * stock and go unlocked. NO KEY UPDATE does not wait for a cart line's key-share lock (docs/checkout.md).
 */
export async function lockStock(tx: DbExecutor, variationIds: number[]): Promise<StockRow[]> {
  if (variationIds.length === 0) return [];
  const ids = intArray(variationIds, 'lockStock');
  const result = await tx.execute<StockRow>(sql`
    WITH held AS (
      SELECT id, product_id, stock, availability FROM variations
      WHERE id = ANY(${ids}::int[]) AND availability <> 'drop_ship'
      ORDER BY id FOR NO KEY UPDATE
    )
    SELECT id, product_id AS "productId", stock, availability FROM held
    UNION ALL
    SELECT id, product_id AS "productId", stock, availability FROM variations
    WHERE id = ANY(${ids}::int[]) AND availability = 'drop_ship'`);
  return result.rows;
}

/** For an order written without a transaction: every variation is still drop-shipped when the insert runs. */
export function stillDropShipped(variationIds: number[]) {
  const ids = intArray(variationIds, 'stillDropShipped');
  return sql`(SELECT count(*) FROM variations WHERE id = ANY(${ids}::int[]) AND availability = 'drop_ship') = ${variationIds.length}`;
}

/** Takes the stock rows' quantities in one statement that also carries `notice` and `also`, saving round trips. */
export async function takeStock(
  tx: DbExecutor,
  needed: ReadonlyMap<number, number>,
  notice: SQL | null = null,
  also: SQL | null = null,
) {
  const extra = also ? sql`, ${also}` : sql``;
  if (needed.size === 0) {
    if (notice || also) await tx.execute(sql`SELECT ${notice ?? sql`NULL`} AS sent${extra}`);
    return;
  }
  const ids = intArray(needed.keys(), 'takeStock');
  const quantities = intArray(needed.values(), 'takeStock');
  await tx.execute(sql`
    WITH notice AS (SELECT ${notice ?? sql`NULL`} AS sent${extra})
    UPDATE ${variations} AS v SET stock = v.stock - t.quantity
    FROM unnest(${ids}::int[], ${quantities}::int[]) AS t(id, quantity), notice
    WHERE v.id = t.id`);
}

const payableSelect = sql.raw(`id, number, status, paid_at AS "paidAt", total, currency, email, language,
  payment_code AS "paymentCode", session_id AS "sessionId", customer_id AS "customerId"`);

/**
 * The whole order in one statement, its id made here so no part waits for RETURNING; `also` (mail, payment)
 * joins it, and with `when` it is the whole order or nothing (decision 0011).
 */
export async function insertOrder(
  tx: DbExecutor,
  order: NewOrder,
  parts: { lines: NewLine[]; totals: NewTotal[]; addresses: NewAddress[]; savedAddress?: NewSavedAddress | null },
  also: readonly SQL[] = [],
  when?: SQL,
): Promise<PayableOrder | null> {
  const orderId = order.id ?? randomUUID();
  const owned = <T>(rows: T[]) => rows.map((row) => ({ ...row, orderId }));
  const writes = [
    jsonInsert(orderLines, owned(parts.lines), { when }),
    jsonInsert(orderTotals, owned(parts.totals), { when }),
    ...(parts.addresses.length > 0 ? [jsonInsert(orderAddresses, owned(parts.addresses), { when })] : []),
    jsonInsert(orderStatusHistory, [{ orderId, fromStatus: null, toStatus: order.status }], { when }),
    ...(parts.savedAddress ? [jsonInsert(customerAddresses, [parts.savedAddress], { when, skipConflicts: true })] : []),
    ...also.map((write) => (when ? sql`${write} WHERE ${when}` : write)),
  ];
  const head = jsonInsert(orders, [{ ...order, id: orderId }], { returning: payableSelect, when });
  const result = await tx.execute<PayableOrder>(sql`
    WITH written AS (${head}),
    ${sql.join(
      writes.map((write, i) => sql`${sql.raw(`part${i}`)} AS (${write.getSQL()})`),
      sql`, `,
    )}
    SELECT * FROM written`);
  // No row: `when` did not hold, and every part of the statement wrote nothing.
  return result.rows[0] ?? null;
}
