import { fieldError, type OrderState } from '@kordon/contract';
import { type DbExecutor, inTransaction, type Transaction } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { releaseOrderHolds } from './order-holds.js';
import { deliverDigitalProducts, queueOrderMail } from './order-mails.service.js';
import { canMove, forwardOf } from './order-states.js';
import { claimPaid, lockOrder, setOrderState } from './order-transitions.queries.js';

export {
  type Buyer,
  lockBuyer,
  selectCouponUsesOfBuyer as couponUsesOfBuyer,
  selectHasEarlierOrder as hasEarlierOrder,
} from './first-order.queries.js';
export { expireUnpaidOrders } from './order-expiry.js';
export { holdUntil } from './order-holds.js';
export { fewerUnpaidThan, type UnpaidCap, unpaidCapLocks } from './order-holds.queries.js';

export { queueOrderMail } from './order-mails.service.js';
export { orderMoneyFormatter } from './order-money.js';
export { canMove, nextStates } from './order-states.js';
export { type LockedOrder, lockOrder, touchOrder } from './order-transitions.queries.js';
export { getOrderDetail, listActualOrders, listOrders } from './order-views.service.js';
export { type OrderFull, selectOrderFull as readOrderFull } from './orders.queries.js';
export { renderPackingSlip } from './packing-slip.service.js';

type OrderDeps = Pick<AppDeps, 'db' | 'config'>;

/**
 * The one way an order becomes paid, inside the verified confirmation's transaction; sets paid_at once,
 * so a replay changes nothing and answers false.
 */
export async function markOrderPaid(deps: OrderDeps, tx: Transaction, orderId: string): Promise<boolean> {
  const order = await lockOrder(tx, { id: orderId });
  if (!order) throw AppError.notFound('Order');
  const paid = await claimPaid(tx, orderId);
  if (!paid) return false;
  if (order.status === 'pending_payment') {
    await setOrderState(tx, order, 'created', { note: 'payment confirmed' });
    await queueOrderMail(deps, tx, orderId, 'state');
  }
  await deliverDigitalProducts(deps, tx, orderId);
  return true;
}

export type AdvanceRequest = { number: string; to?: OrderState; trackNumber?: string | null; note?: string | null };

/**
 * Moves an order along the state table (spec-coverage 4.9) and mails the customer. Unpaid to `created`
 * is the owner confirming a bank transfer, so it pays; cancelling gives the holds back.
 */
export async function advanceOrder(deps: OrderDeps, request: AdvanceRequest, executor: DbExecutor = deps.db) {
  return inTransaction(executor, async (tx) => {
    const order = await lockOrder(tx, { number: request.number });
    if (!order) throw AppError.notFound('Order');
    const to = request.to ?? forwardOf(order.status);
    if (!to || !canMove(order.status, to)) {
      throw new AppError('conflict', `Order ${order.number} cannot move from ${order.status} to ${to ?? 'anything'}.`);
    }
    const trackNumber = request.trackNumber?.trim() || null;
    if (to === 'shipped' && !trackNumber && !order.trackNumber) {
      throw AppError.validation({ trackNumber: [fieldError('tracking_number_required')] });
    }
    let returned = false;
    if (to === 'created' && order.status === 'pending_payment') {
      await markOrderPaid(deps, tx, order.id);
    } else {
      await setOrderState(tx, order, to, { trackNumber, note: request.note ?? null });
      // Cancelled from any state: its units and coupon use go back, once (spec-coverage 4.9).
      if (to === 'cancelled') returned = await releaseOrderHolds(tx, order.id);
      await queueOrderMail(deps, tx, order.id, 'state');
    }
    return { number: order.number, from: order.status, to, returned };
  });
}
