import { type CreatedOrder, fieldError, type OrderState } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import type { AuthSession } from '../../http/route.js';
import { coalesced, perDatabase } from '../../platform/coalesce.js';
import { launchPayment, paidAlready, resumePayment } from '../payments/payments.service.js';
import type { CheckoutContext, CheckoutInputParsed } from './checkout-assess.js';
import { requestDigestOf } from './order-record.js';
import { placeOrder } from './order-write.js';
import { type OrderByKey, orderKey, selectOrderByKey, selectOrdersByKeys } from './order-write.queries.js';

export type CreateInput = CheckoutInputParsed & { idempotencyKey: string };

/** The order a key already made, if any; concurrent creates share one look-up, every order's first round trip. */
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
 * POST /checkout/create: one idempotency key from one visitor answers the first order; the payment starts
 * after the commit, so a slow provider never holds stock rows locked.
 */
export async function createOrder(
  deps: AppDeps,
  session: AuthSession,
  input: CreateInput,
  ctx: CheckoutContext,
  clientKey: string,
): Promise<CreatedOrder> {
  const earlier = await earlierOrderOf(deps.db)(orderKey(session.storeId, input.idempotencyKey));
  if (earlier) return answerExisting(deps, session, earlier, input);
  let written: Awaited<ReturnType<typeof placeOrder>>;
  try {
    written = await placeOrder({ deps, session, input, ctx, clientKey });
  } catch (error) {
    if (!isKeyClash(error)) throw error;
    const winner = await selectOrderByKey(deps.db, session.storeId, input.idempotencyKey);
    if (!winner) throw error;
    return answerExisting(deps, session, winner, input);
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

async function answerExisting(
  deps: AppDeps,
  session: AuthSession,
  order: Existing,
  input: CreateInput,
): Promise<CreatedOrder> {
  const mine = order.sessionId === session.sessionId || (session.customerId && order.customerId === session.customerId);
  if (!mine) throw new AppError('conflict', 'This idempotency key belongs to another order.');
  // A copy of the request gets its order; another body under the same key is a client error, not that order.
  if (order.requestDigest && order.requestDigest !== requestDigestOf(input)) {
    const reused = fieldError('idempotency_key_reused');
    throw AppError.validation({ idempotencyKey: [reused] }, reused.message);
  }
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
