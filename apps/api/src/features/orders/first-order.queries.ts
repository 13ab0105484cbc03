import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';

/** Who is buying: the signed-in customer, the e-mail typed at checkout, either or both. */
export type Buyer = { customerId: string | null; email: string | null };

/** Whether the buyer ordered before (cancelled ones aside): by account, or by either e-mail in any case. */
export async function selectHasEarlierOrder(executor: DbExecutor, buyer: Buyer): Promise<boolean> {
  const email = buyer.email?.trim().toLowerCase() || null;
  if (!buyer.customerId && !email) return false;
  const result = await executor.execute<{ found: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM orders o
      WHERE o.status <> 'cancelled'
        AND (o.customer_id = ${buyer.customerId}::uuid
          OR lower(o.email) = ${email}
          OR lower(o.email) = (SELECT lower(c.email) FROM customers c WHERE c.id = ${buyer.customerId}::uuid))
    ) AS found`);
  return result.rows[0]?.found === true;
}

/**
 * Inside the order's transaction: waits for any other order of the same buyer being written now,
 * so two first orders at once cannot both take a first-order coupon. Released at commit.
 */
export async function lockBuyer(tx: DbExecutor, buyer: Buyer): Promise<void> {
  const keys = [buyer.customerId, buyer.email?.trim().toLowerCase() || null]
    .filter((key): key is string => Boolean(key))
    .map((key) => `first-order:${key}`)
    // Always in the same order, so two transactions never wait for each other's second lock.
    .sort();
  for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** How many orders (cancelled ones aside) the buyer placed with the coupon: by account, or by either e-mail in any case. */
export async function selectCouponUsesOfBuyer(executor: DbExecutor, buyer: Buyer, couponId: number): Promise<number> {
  const email = buyer.email?.trim().toLowerCase() || null;
  if (!buyer.customerId && !email) return 0;
  const result = await executor.execute<{ uses: number }>(sql`
    SELECT count(*)::int AS uses FROM orders o
    WHERE o.coupon_id = ${couponId} AND o.status <> 'cancelled'
      AND (o.customer_id = ${buyer.customerId}::uuid
        OR lower(o.email) = ${email}
        OR lower(o.email) = (SELECT lower(c.email) FROM customers c WHERE c.id = ${buyer.customerId}::uuid))`);
  return result.rows[0]?.uses ?? 0;
}
