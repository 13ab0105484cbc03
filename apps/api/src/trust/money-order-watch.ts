import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderLines, orderStatusHistory, orders, outbox, payments } from '../db/schema/index.js';
import type { TestApp } from '../testing/test-app.js';

/** What "paid" left on an order (row, mails, codes, history, payments), compared after every confirmation. */
export type PaidTrace = {
  status: string;
  paidAt: Date | null;
  /** "Order N: payment received" mails queued (sent or not). */
  paidMails: number;
  /** "Your digital products from order N" mails queued. */
  digitalMails: number;
  /** The digital lines' codes, in line order (null: not issued). */
  codes: (string | null)[];
  /** Rows of the history that moved the order to `created` (the payment arriving). */
  paidMoves: number;
  payments: {
    id: string;
    status: string;
    amount: number;
    currency: string;
    confirmedAt: Date | null;
    flaggedRefund: boolean;
  }[];
};

const mailsWithSubject = async (t: Pick<TestApp, 'db'>, subject: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(sql`${outbox.payload}->>'subject' = ${subject}`);
  return row?.n ?? 0;
};

export async function paidTrace(t: Pick<TestApp, 'db'>, orderId: string): Promise<PaidTrace> {
  const [order] = await t.db
    .select({ number: orders.number, status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const codes = await t.db
    .select({ code: orderLines.digitalCode })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.isDigital, true)))
    .orderBy(asc(orderLines.id));
  const moves = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'created')));
  const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
  return {
    status: order.status,
    paidAt: order.paidAt,
    paidMails: await mailsWithSubject(t, `Order ${order.number}: payment received`),
    digitalMails: await mailsWithSubject(t, `Your digital products from order ${order.number}`),
    codes: codes.map((row) => row.code),
    paidMoves: moves[0]?.n ?? 0,
    payments: rows.map((p) => ({
      id: p.id,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      confirmedAt: p.confirmedAt,
      flaggedRefund: (p.failureReason ?? '').includes('refund'),
    })),
  };
}

const DIGITAL_CODE = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;

/** Paid exactly once, for exactly the order's amount: one of each effect, and every other verified success flagged for a refund. */
export function expectPaidOnce(trace: PaidTrace, order: { total: number; currency: string }) {
  expect(trace).toMatchObject({
    status: 'created',
    paidAt: expect.any(Date),
    paidMails: 1,
    digitalMails: 1,
    paidMoves: 1,
  });
  expect(trace.codes.length).toBeGreaterThan(0);
  for (const code of trace.codes) expect(code).toMatch(DIGITAL_CODE);
  const kept = trace.payments.filter((p) => p.status === 'succeeded' && !p.flaggedRefund);
  expect(kept).toEqual([expect.objectContaining({ amount: order.total, currency: order.currency })]);
  // paid_at and confirmed_at are both now() of one transaction: the one that confirmed this payment.
  expect(trace.paidAt).toEqual(kept[0]?.confirmedAt);
}

/** Not paid: no paid_at, no mail, no code, no move; a verified success, if any, is to be refunded. */
export function expectUnpaid(trace: PaidTrace, status = 'pending_payment') {
  expect(trace).toMatchObject({ status, paidAt: null, paidMails: 0, digitalMails: 0, paidMoves: 0 });
  for (const code of trace.codes) expect(code).toBeNull();
  for (const p of trace.payments.filter((p) => p.status === 'succeeded')) expect(p.flaggedRefund).toBe(true);
}
