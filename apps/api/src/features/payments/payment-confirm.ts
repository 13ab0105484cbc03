import { inTransaction, type Transaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { markOrderPaid } from '../orders/orders.service.js';
import { queuePaymentFailedNotice } from './payment-failed-notice.js';
import type { ProviderCode } from './payment-provider.js';
import type { PaymentDeps } from './payment-start.js';
import { isUuid } from './payment-view.js';
import { type PaymentRow, type PaymentStatus, selectOrder, selectPayment, updatePayment } from './payments.queries.js';

/** Which payment a provider's message is about: our id, its own id, or both (then both must agree). */
export type PaymentRef = { provider: ProviderCode; paymentId?: string; externalId?: string };

export type PaymentOutcome = { paymentId: string; orderId: string; orderNumber: string; status: PaymentStatus };

/**
 * Finds the payment and locks its order, then the payment itself: the same order of locks as
 * startPayment takes (order, then its payments), so the two never wait on each other in a circle.
 */
async function lockPayment(tx: Transaction, ref: PaymentRef): Promise<PaymentRow & { orderNumber: string }> {
  const where = ref.paymentId
    ? isUuid(ref.paymentId)
      ? { id: ref.paymentId }
      : null
    : ref.externalId
      ? { provider: ref.provider, externalId: ref.externalId }
      : null;
  const found = where ? await selectPayment(tx, where) : null;
  // A provider never confirms another provider's payment, nor one it did not open.
  const matches =
    found?.provider === ref.provider && (!ref.externalId || !found.externalId || found.externalId === ref.externalId);
  if (!found || !matches) throw AppError.notFound('Payment');
  const order = await selectOrder(tx, { id: found.orderId }, true);
  const payment = await selectPayment(tx, { id: found.id }, true);
  if (!order || !payment) throw AppError.notFound('Payment');
  return { ...payment, orderNumber: order.number };
}

const outcomeOf = (payment: PaymentRow & { orderNumber: string }, status: PaymentStatus): PaymentOutcome => ({
  paymentId: payment.id,
  orderId: payment.orderId,
  orderNumber: payment.orderNumber,
  status,
});

/**
 * A provider's verified word that the money arrived: only the exact amount and currency pay the order
 * (once; a replay answers the same); anything else keeps its reason and answers 409.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  confirmation: PaymentRef & { amount: number; currency: string },
): Promise<PaymentOutcome> {
  const result = await inTransaction(deps.db, async (tx) => {
    const payment = await lockPayment(tx, confirmation);
    if (payment.status === 'succeeded') return { outcome: outcomeOf(payment, 'succeeded'), mismatch: false };
    const currency = confirmation.currency.toUpperCase();
    if (payment.amount !== confirmation.amount || payment.currency !== currency) {
      const reason = `confirmation of ${confirmation.amount} ${currency} does not match ${payment.amount} ${payment.currency}`;
      await updatePayment(tx, payment.id, { failureReason: reason });
      return { outcome: outcomeOf(payment, payment.status as PaymentStatus), mismatch: true };
    }
    await updatePayment(tx, payment.id, {
      status: 'succeeded',
      confirmed: true,
      ...(confirmation.externalId && !payment.externalId ? { externalId: confirmation.externalId } : {}),
    });
    if (!(await markOrderPaid(deps, tx, payment.orderId))) {
      // Paid twice (two tabs, two providers) or paid after a cancel: the money must go back.
      await updatePayment(tx, payment.id, {
        failureReason: 'the order was already paid or cancelled: refund this payment',
      });
    }
    return { outcome: outcomeOf(payment, 'succeeded'), mismatch: false };
  });
  if (result.mismatch) throw new AppError('conflict', 'The confirmed amount or currency does not match the payment');
  deps.outbox?.wake();
  return result.outcome;
}

/**
 * The provider's word that the payment failed (declined, expired, cancelled). Only a pending
 * payment changes; the order stays pending_payment, so "Pay again" can start a new payment.
 */
export async function failPayment(
  deps: PaymentDeps,
  failure: PaymentRef & { reason: string },
): Promise<PaymentOutcome> {
  const outcome = await inTransaction(deps.db, async (tx) => {
    const payment = await lockPayment(tx, failure);
    if (payment.status !== 'pending') return outcomeOf(payment, payment.status as PaymentStatus);
    const reason = failure.reason.slice(0, 500);
    await updatePayment(tx, payment.id, { status: 'failed', failureReason: reason });
    // Once per payment: a repeated failure message finds it no longer pending (above).
    await queuePaymentFailedNotice(tx, payment, reason);
    return outcomeOf(payment, 'failed');
  });
  deps.outbox?.wake();
  return outcome;
}
