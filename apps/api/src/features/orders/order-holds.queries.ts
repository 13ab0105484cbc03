import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import type { LockedOrder } from './order-transitions.queries.js';

export type StockChange = { productId: number; variationId: number; before: number; after: number };

/**
 * Gives back the order's units and coupon use in one statement, once: the UPDATE requires
 * `stock_returned_at` NULL. Rows lock in id order, as lockStock's do, so the two never deadlock.
 */
export async function returnHeldStock(tx: DbExecutor, orderId: string): Promise<StockChange[] | null> {
  const result = await tx.execute<{
    returned: number;
    productId: number | null;
    variationId: number;
    before: number;
    after: number;
  }>(sql`
    WITH returned AS (
      UPDATE orders SET stock_returned_at = now()
      WHERE id = ${orderId} AND stock_returned_at IS NULL
      RETURNING stock_held, coupon_id
    ), items AS (
      SELECT h.key::int AS id, h.value::int AS quantity
      FROM returned, jsonb_each_text(coalesce(returned.stock_held, '{}'::jsonb)) AS h
    ), locked AS (
      SELECT v.id FROM variations v
      WHERE v.id IN (SELECT id FROM items) AND v.availability <> 'drop_ship'
      ORDER BY v.id FOR NO KEY UPDATE
    ), coupon AS (
      UPDATE coupons c SET used_count = c.used_count - 1
      FROM returned WHERE c.id = returned.coupon_id AND c.used_count > 0
      RETURNING c.id
    ), stock AS (
      UPDATE variations v SET stock = v.stock + items.quantity
      FROM items WHERE v.id = items.id AND v.id IN (SELECT id FROM locked)
      RETURNING v.product_id AS "productId", v.id AS "variationId", v.stock - items.quantity AS before, v.stock AS after
    )
    SELECT (SELECT count(*) FROM returned)::int AS returned, stock.* FROM (SELECT 1) AS one LEFT JOIN stock ON true`);
  if (result.rows[0]?.returned !== 1) return null;
  return result.rows.flatMap((row) =>
    row.productId === null
      ? []
      : [{ productId: row.productId, variationId: row.variationId, before: row.before, after: row.after }],
  );
}

/**
 * Unpaid orders whose hold ran out, locked; one being paid right now is skipped (SKIP LOCKED) and
 * left to its payment, which commits first.
 */
export async function lockExpiredOrders(tx: DbExecutor, limit: number): Promise<LockedOrder[]> {
  const result = await tx.execute<LockedOrder>(sql`
    SELECT id, number, status, email, language, paid_at AS "paidAt", track_number AS "trackNumber", version
    FROM orders
    WHERE status = 'pending_payment' AND hold_until <= now() AND paid_at IS NULL
    ORDER BY hold_until LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`);
  return result.rows;
}

// Any fixed number: one sweep at a time across every node of the shop.
const EXPIRY_SWEEP_LOCK = 727_275;

/** Whether this transaction is the one sweeping now; released at its end. */
export async function claimExpirySweep(tx: DbExecutor): Promise<boolean> {
  const result = await tx.execute<{ claimed: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(${EXPIRY_SWEEP_LOCK}) AS claimed`,
  );
  return result.rows[0]?.claimed === true;
}

const CAP_LOCKS = 727_276;

export type UnpaidCap = { sessionId: string; clientKey: string; perSession: number; perClient: number };

/**
 * Locks of the unpaid-order cap, taken in checkout's stock update: creates of one session or client key
 * queue until the earlier commits, so the later count sees it; no extra statement, no cycle.
 */
export function unpaidCapLocks(cap: UnpaidCap) {
  const locks = [
    ...(cap.perSession > 0 ? [sql`pg_advisory_xact_lock(${CAP_LOCKS}, hashtext(${`s:${cap.sessionId}`}))`] : []),
    ...(cap.perClient > 0 ? [sql`pg_advisory_xact_lock(${CAP_LOCKS}, hashtext(${`c:${cap.clientKey}`}))`] : []),
  ];
  return sql.join(
    locks.map((lock, i) => sql`${lock} AS ${sql.raw(`cap_lock_${i}`)}`),
    sql`, `,
  );
}

/** True while the session and the client key hold fewer unpaid orders (not expired) than their caps; 0 is no cap. */
export function fewerUnpaidThan(cap: UnpaidCap) {
  const session =
    cap.perSession > 0 ? sql`count(*) FILTER (WHERE session_id = ${cap.sessionId}) < ${cap.perSession}` : sql`true`;
  const client =
    cap.perClient > 0 ? sql`count(*) FILTER (WHERE client_key = ${cap.clientKey}) < ${cap.perClient}` : sql`true`;
  return sql`(SELECT ${session} AND ${client} FROM orders
    WHERE status = 'pending_payment' AND hold_until > now()
      AND (session_id = ${cap.sessionId} OR client_key = ${cap.clientKey}))`;
}

/** Unpaid orders still held, the soonest to expire first, and how many there are (the dashboard). */
export async function selectExpiringOrders(db: DbExecutor, limit: number) {
  const held = sql`status = 'pending_payment' AND paid_at IS NULL AND hold_until > now()`;
  const result = await db.execute<{ id: string; number: string; total: number; currency: string; holdUntil: Date }>(sql`
    SELECT id, number, total, currency, hold_until AS "holdUntil" FROM orders
    WHERE ${held} ORDER BY hold_until, id LIMIT ${limit}`);
  const counted = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM orders WHERE ${held}`);
  return { rows: result.rows, total: counted.rows[0]?.total ?? 0 };
}
