import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { jsonInsert } from '../../db/json-insert.js';
import { orders, paymentMethods, payments, stores } from '../../db/schema/index.js';

/** Where a payment stands; a verified success wins over any other state (docs/payments.md). */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'superseded';

/** What a payment needs of its order. */
export const payableOrderColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paidAt: orders.paidAt,
  total: orders.total,
  currency: orders.currency,
  email: orders.email,
  language: orders.language,
  paymentCode: orders.paymentCode,
  sessionId: orders.sessionId,
  customerId: orders.customerId,
};

export type PayableOrder = Pick<typeof orders.$inferSelect, keyof typeof payableOrderColumns>;

/** The order, locked until the transaction ends when `lock` (payments of one order start one at a time). */
export async function selectOrder(
  executor: DbExecutor,
  where: { id: string } | { number: string },
  lock = false,
): Promise<PayableOrder | null> {
  const condition = 'id' in where ? eq(orders.id, where.id) : eq(orders.number, where.number);
  const query = executor.select(payableOrderColumns).from(orders).where(condition);
  const [row] = lock ? await query.for('update') : await query;
  return (row as PayableOrder | undefined) ?? null;
}

export async function selectPaymentMethod(executor: DbExecutor, code: string) {
  const [row] = await executor
    .select({ code: paymentMethods.code, provider: paymentMethods.provider, isActive: paymentMethods.isActive })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, code));
  return row ?? null;
}

export function selectActiveMethods(executor: DbExecutor) {
  return executor
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.code));
}

/** A new payment makes the order's earlier pending ones stale: their pages refuse a card. */
export async function supersedePendingPayments(executor: DbExecutor, orderId: string) {
  await executor
    .update(payments)
    .set({ status: 'superseded', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

/** The insert of a payment row, built but not run: it joins the caller's statement. */
export const paymentInsert = (row: typeof payments.$inferInsert) => jsonInsert(payments, [row]);

export async function updatePayment(
  executor: DbExecutor,
  id: string,
  change: Partial<Pick<typeof payments.$inferInsert, 'externalId' | 'redirectUrl' | 'failureReason'>> & {
    status?: PaymentStatus;
    confirmed?: boolean;
  },
) {
  const { confirmed, ...columns } = change;
  await executor
    .update(payments)
    .set({ ...columns, ...(confirmed ? { confirmedAt: sql`now()` } : {}), updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

export type PaymentRow = typeof payments.$inferSelect;

/** A payment by our id, or by the provider's own id. */
export async function selectPayment(
  executor: DbExecutor,
  where: { id: string } | { provider: string; externalId: string },
  lock = false,
): Promise<PaymentRow | null> {
  const condition =
    'id' in where
      ? eq(payments.id, where.id)
      : and(eq(payments.provider, where.provider), eq(payments.externalId, where.externalId));
  const query = executor.select().from(payments).where(condition);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order's newest pending payment (at most one is pending: a new one supersedes the rest). */
export async function selectOpenPayment(executor: DbExecutor, orderId: string): Promise<PaymentRow | null> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** What a payment page shows: the payment with its order and shop. */
export async function selectPaymentWithOrder(executor: DbExecutor, paymentId: string) {
  const [row] = await executor
    .select({ payment: payments, order: payableOrderColumns, storeName: stores.name })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(payments.id, paymentId));
  return row ? { ...row, order: row.order as PayableOrder } : null;
}
