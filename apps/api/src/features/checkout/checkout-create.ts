import { randomUUID } from 'node:crypto';
import type { CreatedOrder, OrderState } from '@kordon/contract';
import { type DbExecutor, inTransaction, type Transaction } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import type { AuthSession } from '../../http/route.js';
import { coalesced, perDatabase } from '../../platform/coalesce.js';
import { redeemCoupon } from '../cart/cart.service.js';
import { mailWrite } from '../mail/mail.service.js';
import { orderMailOf } from '../orders/order-mails.service.js';
import { markOrderPaid } from '../orders/orders.service.js';
import {
  launchPayment,
  type PayableOrder,
  paidAlready,
  preparePayment,
  resumePayment,
} from '../payments/payments.service.js';
import { type Assessment, assessCheckout, type CheckoutContext, type CheckoutInputParsed } from './checkout-assess.js';
import { orderRecord } from './order-record.js';
import {
  insertOrder,
  lockStock,
  type OrderByKey,
  orderKey,
  selectOrderByKey,
  selectOrdersByKeys,
  takeStock,
} from './order-write.queries.js';

export type CreateInput = CheckoutInputParsed & { idempotencyKey: string };

const outOfStock = () =>
  new AppError('out_of_stock', 'Some items sold out while you were checking out. Please review your cart.');

/** Sums what the order takes from each variation; drop-shipped variations keep no stock. */
function stockNeeded(assessment: Assessment) {
  const needed = new Map<number, number>();
  for (const line of assessment.priced.lines.filter((l) => l.orderable)) {
    for (const item of line.stockItems)
      needed.set(item.variationId, (needed.get(item.variationId) ?? 0) + item.quantity);
  }
  return needed;
}

/**
 * Steps of spec-coverage 7.3.10 in one transaction: re-check, hold stock, use the coupon, write,
 * queue the mail and open the payment. The mail is rendered and the payment row made in memory, so
 * the order, its parts, its mail and its payment are one statement: the transaction holds stock
 * rows for as few round trips as it can.
 */
async function writeOrder(
  deps: AppDeps,
  tx: Transaction,
  session: AuthSession,
  input: CreateInput,
  ctx: CheckoutContext,
) {
  const assessment = await assessCheckout(tx, input, ctx);
  const { validation } = assessment;
  if (!validation.valid)
    throw AppError.validation(validation.errors, 'The order cannot be placed yet.', validation.codes);

  const needed = stockNeeded(assessment);
  const { number, rows } = await lockStock(tx, [...needed.keys()]);
  if (rows.length !== needed.size) throw outOfStock();
  const taken = new Map<number, number>();
  for (const row of rows) {
    if (row.availability === 'drop_ship') continue;
    const quantity = needed.get(row.id) ?? 0;
    if (row.stock < quantity) throw outOfStock();
    taken.set(row.id, quantity);
  }
  await takeStock(tx, taken);
  if (assessment.priced.coupon && !(await redeemCoupon(tx, assessment.priced.coupon.id))) {
    throw AppError.validation({ coupon: [validation.order.coupon?.errorMessage ?? 'Coupon is invalid or expired'] });
  }

  const record = orderRecord(assessment, { session, input, ctx });
  const head = { ...record.order, id: randomUUID(), number };
  const payable: PayableOrder = { ...(head as PayableOrder), paidAt: null };
  const mail = await orderMailOf(deps, tx, { ...record, order: payable }, 'confirmation');
  const writes = mail ? [mailWrite(mail)] : [];
  if (head.total === 0) {
    // A coupon for everything: nothing to pay, so the order is paid now (codes issued, state created).
    const order = await insertOrder(tx, head, record, writes);
    await markOrderPaid(deps, tx, order.id);
    return { order: { ...order, status: 'created' as const }, payment: null };
  }
  const method = assessment.payment && { ...assessment.payment, isActive: true };
  const payment = await preparePayment(deps, tx, payable, method);
  const order = await insertOrder(tx, head, record, [...writes, ...payment.writes]);
  return { order, payment: payment.opened };
}

/**
 * The order a key already made, if any: the look-ups of concurrent creates share one statement
 * (a copy of a request is rare, the look-up is every order's first round trip).
 */
const earlierOrderOf = perDatabase((db: DbExecutor) =>
  coalesced(async (keys: string[]) =>
    selectOrdersByKeys(
      db,
      keys.map((k) => {
        const at = k.indexOf(':');
        return { storeId: Number(k.slice(0, at)), key: k.slice(at + 1) };
      }),
    ),
  ),
);

const isKeyClash = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string });
  return (
    (cause as { code?: string }).code === '23505' &&
    (cause as { constraint?: string }).constraint === 'orders_idempotency_uq'
  );
};

/**
 * POST /checkout/create. The same idempotency key from the same visitor answers the first order
 * (a second click, a retried request, two tabs); the payment starts after the order commits, so
 * a provider that is slow or down never holds stock rows locked.
 */
export async function createOrder(
  deps: AppDeps,
  session: AuthSession,
  input: CreateInput,
  ctx: CheckoutContext,
): Promise<CreatedOrder> {
  const earlier = await earlierOrderOf(deps.db)(orderKey(session.storeId, input.idempotencyKey));
  if (earlier) return answerExisting(deps, session, earlier);
  let written: Awaited<ReturnType<typeof writeOrder>>;
  try {
    written = await inTransaction(deps.db, (tx) => writeOrder(deps, tx, session, input, ctx));
  } catch (error) {
    if (!isKeyClash(error)) throw error;
    const winner = await selectOrderByKey(deps.db, session.storeId, input.idempotencyKey);
    if (!winner) throw error;
    return answerExisting(deps, session, winner);
  }
  const { order, payment } = written;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payment: payment ? await launchPayment(deps, payment) : await paidAlready(deps, order),
  };
}

type Existing = OrderByKey;

async function answerExisting(deps: AppDeps, session: AuthSession, order: Existing): Promise<CreatedOrder> {
  const mine = order.sessionId === session.sessionId || (session.customerId && order.customerId === session.customerId);
  if (!mine) throw new AppError('conflict', 'This idempotency key belongs to another order.');
  const status = order.status as OrderState;
  const payable = !order.paidAt && status === 'pending_payment';
  return {
    id: order.id,
    number: order.number,
    status,
    payment: payable
      ? await resumePayment(deps, order.id)
      : order.paidAt
        ? await paidAlready(deps, order)
        : { action: 'none', url: null },
  };
}
