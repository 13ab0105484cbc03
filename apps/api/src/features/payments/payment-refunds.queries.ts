import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { orderRefunds, payments } from '../../db/schema/index.js';

export type RefundRow = typeof orderRefunds.$inferSelect;

/** The payment that paid the order: the newest verified one. */
export async function selectSucceededPayment(executor: DbExecutor, orderId: string) {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.confirmedAt), desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export function selectRefunds(executor: DbExecutor, orderId: string): Promise<RefundRow[]> {
  return executor
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id));
}

export async function selectRefundByKey(executor: DbExecutor, orderId: string, key: string) {
  const [row] = await executor
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, key)));
  return row ?? null;
}

/** Minor units refunded so far on the order. */
export async function selectRefundedAmount(executor: DbExecutor, orderId: string): Promise<number> {
  const [row] = await executor
    .select({ sum: sql<string | null>`sum(${orderRefunds.amount})` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.sum ?? 0);
}

export async function insertRefund(executor: DbExecutor, row: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await executor.insert(orderRefunds).values(row).returning();
  return inserted!;
}

/** Every payment attempt of the order, newest first. */
export function selectPaymentsOfOrder(executor: DbExecutor, orderId: string) {
  return executor
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
