import type { Config } from '../../config/env.js';
import type { DbExecutor } from '../../db/executor.js';
import { stockChangeTags } from '../../platform/cache-tags.js';
import { invalidateOnCommit } from '../../platform/invalidation.js';
import { noteLowStock } from '../stock-alerts/low-stock.service.js';
import { returnHeldStock } from './order-holds.queries.js';

export type HoldConfig = Pick<
  Config,
  'ORDER_HOLD_CARD_MINUTES' | 'ORDER_HOLD_PAYPAL_MINUTES' | 'ORDER_HOLD_BANK_TRANSFER_HOURS'
>;

/**
 * How long an unpaid order holds its stock, by the provider that takes its payment
 * (docs/checkout.md, "Holds"): a card or PayPal payment is done in minutes, a bank transfer takes days.
 */
export function holdMinutes(config: HoldConfig, provider: string | null): number {
  if (provider === 'bank_transfer') return config.ORDER_HOLD_BANK_TRANSFER_HOURS * 60;
  if (provider === 'paypal') return config.ORDER_HOLD_PAYPAL_MINUTES;
  return config.ORDER_HOLD_CARD_MINUTES;
}

export const holdUntil = (config: HoldConfig, provider: string | null, now = Date.now()) =>
  new Date(now + holdMinutes(config, provider) * 60_000);

/** Gives the order's units and coupon use back once, however often called; invalidates their products on commit. */
export async function releaseOrderHolds(tx: DbExecutor, orderId: string): Promise<boolean> {
  const changes = await returnHeldStock(tx, orderId);
  if (!changes) return false;
  // invalidates: the products' pages and answers (stock), lists when one can be ordered again.
  await invalidateOnCommit(tx, stockChangeTags(changes));
  // Units back above the low-stock threshold arm its next alert.
  await noteLowStock(
    tx,
    changes.map((change) => change.variationId),
  );
  return true;
}
