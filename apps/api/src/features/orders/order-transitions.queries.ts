import type { OrderState } from '@kordon/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { orderStatusHistory, orders } from '../../db/schema/index.js';

export type LockedOrder = {
  id: string;
  number: string;
  status: OrderState;
  email: string;
  language: string;
  paidAt: Date | null;
  trackNumber: string | null;
  version: number;
};

const lockedColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  email: orders.email,
  language: orders.language,
  paidAt: orders.paidAt,
  trackNumber: orders.trackNumber,
  version: orders.version,
};

/** The order row, locked until the transaction ends, so two changes of one order queue up. */
export async function lockOrder(tx: DbExecutor, where: { id: string } | { number: string }) {
  const condition = 'id' in where ? eq(orders.id, where.id) : eq(orders.number, where.number);
  const [row] = await tx.select(lockedColumns).from(orders).where(condition).for('update');
  return (row as LockedOrder | undefined) ?? null;
}

export async function setOrderState(
  tx: DbExecutor,
  order: LockedOrder,
  to: OrderState,
  extra: { trackNumber?: string | null; note?: string | null; paid?: boolean },
) {
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: sql`now()`,
      // Every change of state: a back-office edit read before it is stale (admin orders).
      version: sql`${orders.version} + 1`,
      ...(extra.trackNumber ? { trackNumber: extra.trackNumber } : {}),
      ...(extra.paid ? { paidAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    note: extra.note ?? null,
    trackNumber: extra.trackNumber ?? null,
  });
}

/**
 * Marks the order paid when it is not yet: the condition on paid_at makes a second confirmation
 * (a replayed webhook, two providers racing) change nothing. Answers the order when this call paid it.
 */
export async function claimPaid(tx: DbExecutor, orderId: string) {
  const [row] = await tx
    .update(orders)
    .set({ paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt), ne(orders.status, 'cancelled')))
    .returning(lockedColumns);
  return (row as LockedOrder | undefined) ?? null;
}

/** Moves the order's version on for a change that is not a change of state (a refund). */
export async function touchOrder(tx: DbExecutor, orderId: string) {
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
