import type { PaymentStart } from '@kordon/contract';
import { AppError } from '../../http/app-error.js';
import type { AuthSession } from '../../http/route.js';
import { paymentLimits } from './payment.limits.js';
import { type PaymentDeps, RESUME_WAIT_MS, startPayment } from './payment-start.js';
import { type PayableOrder, type PaymentRow, selectOrder } from './payments.queries.js';

const MINUTE_MS = 60_000;

/** The order is the caller's: made in this session, or by the signed-in customer. */
const ownsOrder = (session: AuthSession, order: PayableOrder) =>
  order.sessionId === session.sessionId || (session.customerId !== null && order.customerId === session.customerId);

/** POST /checkout/pay, first step: the caller's own order by its number; someone else's is not found. */
export async function findOrderToPay(deps: PaymentDeps, session: AuthSession, number: string): Promise<PayableOrder> {
  const order = await selectOrder(deps.db, { number });
  if (!order || !ownsOrder(session, order)) throw AppError.notFound('Order');
  return order;
}

/** An open payment pay-again answers instead of opening another, so a loop mails and opens nothing new. */
export function isReusable(open: PaymentRow, now = Date.now()): boolean {
  const age = now - open.createdAt.getTime();
  if (open.provider === 'bank_transfer') return age < paymentLimits.bankInstructionsResendMinutes * MINUTE_MS;
  if (open.redirectUrl) return age < paymentLimits.openPageReuseMinutes * MINUTE_MS;
  return age < RESUME_WAIT_MS;
}

/** POST /checkout/pay: pay again from the failure page; an open page is answered again, a closed one replaced. */
export const payOrder = (deps: PaymentDeps, order: PayableOrder): Promise<PaymentStart> =>
  startPayment(deps, order.id, { reuse: (open) => isReusable(open) });
