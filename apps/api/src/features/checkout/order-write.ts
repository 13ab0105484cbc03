import { randomUUID } from 'node:crypto';
import { fieldError } from '@kordon/contract';
import type { SQL } from 'drizzle-orm';
import { inTransaction, type Transaction } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import type { AuthSession } from '../../http/route.js';
import { stockChangeTags } from '../../platform/cache-tags.js';
import { invalidationNotice } from '../../platform/invalidation.js';
import { hasUsedUpCoupon, redeemCoupon } from '../cart/cart.service.js';
import { mailWrite } from '../mail/mail.service.js';
import { orderMailOf, shopOrderMailOf } from '../orders/order-mails.service.js';
import {
  fewerUnpaidThan,
  hasEarlierOrder,
  lockBuyer,
  markOrderPaid,
  type UnpaidCap,
  unpaidCapLocks,
} from '../orders/orders.service.js';
import { type PayableOrder, preparePayment } from '../payments/payments.service.js';
import { noteLowStockAfterTaking } from '../stock-alerts/low-stock.service.js';
import { type Assessment, assessCheckout, type CheckoutContext } from './checkout-assess.js';
import type { CreateInput } from './checkout-create.js';
import { nextOrderNumber } from './order-numbers.js';
import { orderRecord } from './order-record.js';
import { insertOrder, lockStock, stillDropShipped, takeStock } from './order-write.queries.js';

type Placing = { deps: AppDeps; session: AuthSession; input: CreateInput; ctx: CheckoutContext; clientKey: string };

const NOT_YET = 'The order cannot be placed yet.';

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

/** Drop-shipped products only, no coupon, something to pay: nothing to hold, so one statement writes it. */
function takesNothingHeld(assessment: Assessment) {
  const lines = assessment.priced.lines.filter((line) => line.orderable);
  return (
    !assessment.priced.coupon &&
    assessment.total > 0 &&
    lines.every((line) => line.kind === 'product' && line.availability === 'drop_ship')
  );
}

/**
 * The order, its parts, its confirmation mail, the shop's notice and its payment (spec-coverage 7.3.10), as one
 * insert. The assessment is read first, outside any transaction: under READ COMMITTED every
 * statement sees its own snapshot, so it would be no fresher inside one, and whatever must still
 * hold when the order is written is checked by the statements that write it (stock under its lock,
 * drop-shipping by the insert's condition, the coupon by its redemption).
 */
export async function placeOrder(placing: Placing) {
  const { deps, input, ctx } = placing;
  const assessment = await assessCheckout(deps.db, input, ctx);
  if (!assessment.validation.valid) throw AppError.validation(assessment.fields, NOT_YET);
  if (takesNothingHeld(assessment)) {
    const ids = [...stockNeeded(assessment).keys()];
    return writeOrder(placing, assessment, deps.db, stillDropShipped(ids));
  }
  return inTransaction(deps.db, (tx) => holdAndWrite(placing, assessment, tx));
}

/**
 * An unpaid order holds stock for a while, so one session and one client key may hold only a few
 * at once (docs/security.md, "Unpaid orders"); null when both caps are off (0).
 */
function unpaidCapOf(placing: Placing): UnpaidCap | null {
  const { CHECKOUT_UNPAID_PER_SESSION: perSession, CHECKOUT_UNPAID_PER_CLIENT: perClient } = placing.deps.config;
  if (perSession === 0 && perClient === 0) return null;
  return { sessionId: placing.session.sessionId, clientKey: placing.clientKey, perSession, perClient };
}

const tooManyUnpaid = () =>
  new AppError(
    'rate_limited',
    'You already have unpaid orders waiting for payment. Please pay one of them, or wait until it expires, before placing another.',
  );

/** Holds stock and uses the coupon in one transaction, so the stock rows stay locked for as few round trips as can be. */
async function holdAndWrite(placing: Placing, assessment: Assessment, tx: Transaction) {
  const { coupon } = assessment.priced;
  if (coupon?.firstOrderOnly || coupon?.perCustomerLimit) await assertBuyerMayUse(placing, coupon, tx);
  const needed = stockNeeded(assessment);
  const rows = await lockStock(tx, [...needed.keys()]);
  if (rows.length !== needed.size) throw outOfStock();
  const taken = new Map<number, number>();
  const changes = [];
  const left = [];
  for (const row of rows) {
    if (row.availability === 'drop_ship') continue;
    const quantity = needed.get(row.id) ?? 0;
    if (row.stock < quantity) throw outOfStock();
    taken.set(row.id, quantity);
    changes.push({ productId: row.productId, before: row.stock, after: row.stock - quantity });
    left.push({ variationId: row.id, after: row.stock - quantity });
  }
  const cap = unpaidCapOf(placing);
  // invalidates: the products' pages and answers (stock), lists when one sold out.
  await takeStock(tx, taken, invalidationNotice(tx, stockChangeTags(changes)), cap && unpaidCapLocks(cap));
  // A variation this order takes to the low-stock threshold mails the shop once (rolled back with the order).
  await noteLowStockAfterTaking(tx, left);
  // The coupon's last use went to another order since the assessment.
  if (coupon && !(await redeemCoupon(tx, coupon.id)))
    throw AppError.validation({ coupon: [fieldError('coupon_invalid')] });
  // What a cancel or the expiry sweep gives back (orders/order-holds.queries.ts). The cap is
  // counted by the insert: its snapshot is taken after the cap's locks, so it sees earlier orders.
  const held = taken.size > 0 ? Object.fromEntries(taken) : null;
  return writeOrder(placing, assessment, tx, cap ? fewerUnpaidThan(cap) : undefined, held, tooManyUnpaid);
}

/**
 * A first-order or per-customer-limited coupon, checked again under the buyer's lock (taken before
 * any stock lock, so the two never wait in opposite orders): of two orders written at once, the
 * second sees the first and is refused.
 */
async function assertBuyerMayUse(
  placing: Placing,
  coupon: { id: number; firstOrderOnly: boolean; perCustomerLimit: number | null },
  tx: Transaction,
) {
  const buyer = { customerId: placing.session.customerId, email: placing.input.order.customer.email };
  await lockBuyer(tx, buyer);
  if (coupon.firstOrderOnly && (await hasEarlierOrder(tx, buyer))) {
    throw AppError.validation({ coupon: [fieldError('coupon_first_order_only')] }, NOT_YET);
  }
  if (await hasUsedUpCoupon(tx, coupon, buyer)) throw AppError.validation({ coupon: [fieldError('coupon_invalid')] });
}

/**
 * The insert itself; with `when`, written only if it holds (outside a transaction: the goods are
 * still drop-shipped; inside: the unpaid-order cap), else `refusal` is thrown.
 */
async function writeOrder(
  placing: Placing,
  assessment: Assessment,
  executor: AppDeps['db'] | Transaction,
  when?: SQL,
  stockHeld: Record<string, number> | null = null,
  refusal: () => AppError = outOfStock,
) {
  const { deps, session, input, ctx, clientKey } = placing;
  const record = orderRecord(assessment, { session, input, ctx, clientKey });
  const head = { ...record.order, stockHeld, id: randomUUID(), number: await nextOrderNumber(deps.db, executor) };
  const payable: PayableOrder = { ...(head as PayableOrder), paidAt: null };
  // A business order's confirmation names its invoice, made when the mail is sent.
  const mail = await orderMailOf(
    deps,
    executor,
    { ...record, order: { ...payable, company: head.company } },
    'confirmation',
  );
  const customer = record.addresses.find((address) => address.role === 'customer');
  // The shop hears of every order (its settings' e-mail), in the same insert as the order.
  const notice = customer && (await shopOrderMailOf(executor, { ...record, order: head, customer }));
  const writes = [mail, notice].flatMap((message) => (message ? [mailWrite(message)] : []));
  if (head.total === 0) {
    // A coupon for everything: nothing to pay, so the order is paid now (codes issued, state created).
    const order = await insertOrder(executor, head, record, writes);
    if (!order) throw new Error('The order row was not written');
    await inTransaction(executor, (tx) => markOrderPaid(deps, tx, order.id));
    return { order: { ...order, status: 'created' as const }, payment: null };
  }
  const method = assessment.payment && { ...assessment.payment, isActive: true };
  const payment = await preparePayment(deps, executor, payable, method);
  const order = await insertOrder(executor, head, record, [...writes, ...payment.writes], when);
  if (!order) throw refusal();
  return { order, payment: payment.opened };
}
