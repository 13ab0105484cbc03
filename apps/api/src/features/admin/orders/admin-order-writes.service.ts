import {
  type AdminOrderCancel,
  type AdminOrderDetail,
  type AdminOrderRefund,
  type AdminOrderTransition,
  fieldError,
} from '@kordon/contract';
import { inTransaction, type Transaction } from '../../../db/executor.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../http/app-error.js';
import type { StaffSession } from '../../../http/route.js';
import { assertFreshVersion } from '../../../platform/versioned-write.js';
import {
  advanceOrder,
  canMove,
  type LockedOrder,
  lockOrder,
  orderMoneyFormatter,
  queueOrderMail,
  readOrderFull,
  touchOrder,
} from '../../orders/orders.service.js';
import { findRefundByKey, refundedAmountOf, refundOrderPayment } from '../../payments/payments.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { getAdminOrder } from './admin-order-view.js';

type Deps = Pick<AppDeps, 'db' | 'config'> & { outbox: { wake(): void } };

/** Runs a write on the locked order and answers the order as it is after it; queued mail goes at once. */
async function writeOrder(
  deps: Deps,
  id: string,
  write: (tx: Transaction, order: LockedOrder) => Promise<void>,
): Promise<AdminOrderDetail> {
  const detail = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, { id });
    if (!order) throw AppError.notFound('Order');
    await write(tx, order);
    return getAdminOrder(tx, id);
  });
  deps.outbox.wake();
  return detail;
}

const refusedMove = (number: string, from: string, to: string) =>
  new AppError('conflict', `Order ${number} is ${from}: it cannot move to ${to}.`);

/**
 * Moves the order along the state table and mails the customer (orders' advanceOrder writes the
 * history and the mail). The same move again, a retry, changes nothing, whatever version it sends.
 */
export function moveOrder(deps: Deps, by: StaffSession, id: string, input: AdminOrderTransition) {
  return writeOrder(deps, id, async (tx, order) => {
    const track = input.track_number || null;
    if (order.status === input.to && (input.to !== 'shipped' || order.trackNumber === track)) return;
    assertFreshVersion(order.version, input.version, 'order');
    if (!canMove(order.status, input.to)) throw refusedMove(order.number, order.status, input.to);
    // invalidates: nothing public; an order's pages are its customer's own and never cached.
    await advanceOrder(deps, { number: order.number, to: input.to, trackNumber: track, note: input.note ?? null }, tx);
    await recordAudit(tx, {
      staff: by,
      action: 'order.transition',
      objectType: 'order',
      objectId: id,
      before: { state: order.status, track_number: order.trackNumber },
      after: { state: input.to, track_number: track ?? order.trackNumber },
    });
  });
}

/**
 * Cancels the order: its units and coupon use come back exactly once (orders' releaseOrderHolds,
 * inside advanceOrder). Cancelling a cancelled order again changes nothing.
 */
export function cancelOrder(deps: Deps, by: StaffSession, id: string, input: AdminOrderCancel) {
  return writeOrder(deps, id, async (tx, order) => {
    if (order.status === 'cancelled') return;
    assertFreshVersion(order.version, input.version, 'order');
    if (!canMove(order.status, 'cancelled')) {
      throw new AppError('conflict', `Order ${order.number} is ${order.status}: a sent order cannot be cancelled.`);
    }
    // invalidates: the products' pages and the availability lists (stockChangeTags, in releaseOrderHolds).
    const moved = await advanceOrder(deps, { number: order.number, to: 'cancelled', note: input.reason }, tx);
    await recordAudit(tx, {
      staff: by,
      action: 'order.cancel',
      objectType: 'order',
      objectId: id,
      before: { state: order.status },
      after: { state: 'cancelled', reason: input.reason, stock_returned: moved.returned },
    });
  });
}

/**
 * Gives money back through the provider that took it, at most what was paid and not yet refunded.
 * The same idempotency key again answers the order as it is: nothing is refunded twice.
 */
export function refundOrder(deps: Deps, by: StaffSession, id: string, input: AdminOrderRefund) {
  return writeOrder(deps, id, async (tx, order) => {
    if (await findRefundByKey(tx, id, input.idempotency_key)) return;
    assertFreshVersion(order.version, input.version, 'order');
    const full = await readOrderFull(tx, id);
    if (!full) throw AppError.notFound('Order');
    const paid = order.paidAt ? full.order.total : 0;
    const before = await refundedAmountOf(tx, id);
    if (input.amount > paid - before) {
      const money = await orderMoneyFormatter(tx, full.order.currency, 'en');
      throw AppError.validation({ amount: [fieldError('refund_over_limit', { max: money(paid - before) })] });
    }
    const refund = await refundOrderPayment(deps, tx, {
      order: { id, currency: full.order.currency },
      amount: input.amount,
      reason: input.reason,
      key: input.idempotency_key,
      staff: by,
    });
    await touchOrder(tx, id); // invalidates: nothing public; refunds show only here
    // The customer hears of it, in the order's language, when it commits.
    await queueOrderMail(deps, tx, id, 'refund', { refunded: refund.amount });
    await recordAudit(tx, {
      staff: by,
      action: 'order.refund',
      objectType: 'order',
      objectId: id,
      before: { refunded: before },
      after: {
        refunded: before + refund.amount,
        refund: { id: refund.id, amount: refund.amount, provider: refund.provider, status: refund.status },
        reason: input.reason,
      },
    });
  });
}
