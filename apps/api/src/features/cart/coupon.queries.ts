import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { coupons } from '../../db/schema/index.js';

/** On sale now by the database clock: switched on, started, not ended, uses left. */
const usableNow = sql<boolean>`${coupons.isActive}
  AND (${coupons.startsAt} IS NULL OR ${coupons.startsAt} <= now())
  AND (${coupons.endsAt} IS NULL OR ${coupons.endsAt} > now())
  AND (${coupons.usageLimit} IS NULL OR ${coupons.usedCount} < ${coupons.usageLimit})`;

export type CouponRow = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  value: number;
  minSubtotal: number;
  usable: boolean;
  firstOrderOnly: boolean;
  /** Uses one buyer may make; null: no limit of its own. */
  perCustomerLimit: number | null;
};

/** The coupon with this code in any case (the unique index is on upper(code)). */
export async function selectCoupon(db: DbExecutor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      value: coupons.value,
      minSubtotal: coupons.minSubtotal,
      usable: usableNow,
      firstOrderOnly: coupons.firstOrderOnly,
      perCustomerLimit: coupons.perCustomerLimit,
    })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`);
  return row;
}

/**
 * Counts one use if the coupon is still usable. The row lock makes a concurrent redemption wait
 * and re-check the limit against the committed count, so the limit is never exceeded.
 */
export async function incrementCouponUse(tx: DbExecutor, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), usableNow))
    .returning({ id: coupons.id });
  return rows.length > 0;
}
