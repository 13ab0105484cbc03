import { createHash } from 'node:crypto';
import type { Transaction } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { storedCurrency } from '../currency/currency.service.js';
import { providerByCode } from './payment-provider.js';
import { insertRefund, type RefundRow, selectSucceededPayment } from './payment-refunds.queries.js';
import { RefundRefused } from './providers/refund-refused.js';

export type RefundRequest = {
  order: { id: string; currency: string };
  /** Minor units of the order currency; the caller has checked it against what is refundable. */
  amount: number;
  reason: string;
  /** The client's idempotency key: the same key is the same refund, here and at the provider. */
  key: string;
  staff: { staffId: string | null; email: string };
};

/**
 * Gives money back through the provider that took it (an order paid by bank transfer, confirmed by
 * hand, is refunded by hand: `manual`) and records it in the caller's transaction. The provider's
 * refusal is a 402 with its words; a provider this server has no keys for is a 409.
 */
export async function refundOrderPayment(
  deps: Pick<AppDeps, 'config'>,
  tx: Transaction,
  request: RefundRequest,
): Promise<RefundRow> {
  const payment = await selectSucceededPayment(tx, request.order.id);
  const code = payment?.provider ?? 'bank_transfer';
  const provider = providerByCode(deps.config, code);
  if (!provider) {
    throw new AppError(
      'conflict',
      `This server has no ${code} keys configured: refund the payment in the provider's own dashboard.`,
    );
  }
  // Stable across retries of this refund and short enough for every provider's idempotency header.
  const key = createHash('sha256').update(`${request.order.id}:${request.key}`).digest('base64url').slice(0, 32);
  const currency = await storedCurrency(tx, request.order.currency);
  let result: Awaited<ReturnType<typeof provider.refund>>;
  try {
    result = await provider.refund({
      key,
      externalId: payment?.externalId ?? null,
      amount: request.amount,
      currency: request.order.currency,
      minorUnits: currency.minorUnits,
      reason: request.reason,
    });
  } catch (error) {
    if (error instanceof RefundRefused) throw new AppError('payment_declined', error.message);
    throw new AppError('unavailable', `The payment provider did not answer (${code}): try the refund again.`);
  }
  return insertRefund(tx, {
    orderId: request.order.id,
    paymentId: payment?.id ?? null,
    provider: code,
    status: result.status,
    amount: request.amount,
    currency: request.order.currency,
    externalId: result.externalId,
    reason: request.reason,
    idempotencyKey: request.key,
    staffId: request.staff.staffId,
    staffEmail: request.staff.email,
  });
}
