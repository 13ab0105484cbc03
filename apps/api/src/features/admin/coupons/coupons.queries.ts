import type { Coupon, CouponUse } from '@kordon/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';
import { coupons, orders } from '../../../db/schema/index.js';

const columns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  minSubtotal: coupons.minSubtotal,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  usageLimit: coupons.usageLimit,
  perCustomerLimit: coupons.perCustomerLimit,
  usedCount: coupons.usedCount,
  firstOrderOnly: coupons.firstOrderOnly,
  isActive: coupons.isActive,
  version: coupons.version,
};

export type CouponRowOfAdmin = typeof coupons.$inferSelect;
/** The stored fields an edit may change, as the table names them. */
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'version'>;

export const toCoupon = (row: Pick<CouponRowOfAdmin, keyof typeof columns>): Coupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  min_subtotal: row.minSubtotal,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  usage_limit: row.usageLimit,
  per_customer_limit: row.perCustomerLimit,
  used_count: row.usedCount,
  first_order_only: row.firstOrderOnly,
  is_active: row.isActive,
  version: row.version,
});

const codeLike = (q: string) => sql`${coupons.code} ILIKE ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/** One page, newest first, with the count of all that match. */
export async function selectCouponPage(db: DbExecutor, q: string | undefined, page: { offset: number; limit: number }) {
  const where = q ? codeLike(q) : undefined;
  const rows = await db
    .select(columns)
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ total: count() }).from(coupons).where(where);
  return { data: rows.map(toCoupon), total: counted?.total ?? 0 };
}

export async function selectCouponById(db: DbExecutor, id: number, lock = false) {
  const query = db.select(columns).from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function selectCouponByCode(db: DbExecutor, code: string) {
  const [row] = await db.select(columns).from(coupons).where(sql`upper(${coupons.code}) = upper(${code})`);
  return row;
}

/** Inserts unless a coupon has the code in any case (the unique index decides); undefined then. */
export async function insertCoupon(tx: DbExecutor, values: CouponValues) {
  const [row] = await tx.insert(coupons).values(values).onConflictDoNothing().returning(columns);
  return row;
}

export async function updateCouponRow(tx: DbExecutor, id: number, changes: Partial<CouponValues>) {
  const [row] = await tx
    .update(coupons)
    .set({ ...changes, version: sql`${coupons.version} + 1` })
    .where(eq(coupons.id, id))
    .returning(columns);
  return row;
}

export async function deleteCouponRow(tx: DbExecutor, id: number) {
  await tx.delete(coupons).where(eq(coupons.id, id));
}

/** Orders that name the coupon, by id or (placed before orders kept the id) by its code. */
const usedBy = (coupon: { id: number; code: string }) =>
  sql`(${orders.couponId} = ${coupon.id} OR upper(${orders.couponCode}) = upper(${coupon.code}))`;

export async function countCouponOrders(db: DbExecutor, coupon: { id: number; code: string }) {
  const [counted] = await db.select({ total: count() }).from(orders).where(usedBy(coupon));
  return counted?.total ?? 0;
}

/** The newest orders that used the coupon. */
export async function selectCouponUses(db: DbExecutor, coupon: { id: number; code: string }, limit: number) {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      email: orders.email,
      status: orders.status,
      discount: orders.discount,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orders)
    .where(usedBy(coupon))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map(
    (row): CouponUse => ({
      order_id: row.id,
      number: row.number,
      placed_at: row.createdAt.toISOString(),
      email: row.email,
      status: row.status,
      discount: row.discount,
      total: row.total,
      currency: row.currency,
    }),
  );
}
