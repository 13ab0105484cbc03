import type { FreeShippingOffer, LanguageCode } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import { convert } from '../../platform/money.js';
import { formatMoney } from '../../platform/money-format.js';
import type { Currency } from '../currency/currency.service.js';
import { getStore, stringListSetting } from '../store/store.service.js';

/** The announcement and the premium method's text promise it for premium post (data/src/content/promo.ts). */
const DEFAULT_METHODS = ['premium'];

type Rule = { thresholdUsd: number; methods: string[] };

/**
 * The store's free-delivery rule: `free_shipping_threshold_usd` (USD cents) and the methods it
 * covers, `free_shipping_methods` (premium unless set). Null without a positive threshold.
 */
async function freeShippingRule(executor: DbExecutor): Promise<Rule | null> {
  const store = await getStore(executor);
  const threshold = store.settings.free_shipping_threshold_usd;
  if (typeof threshold !== 'number' || !Number.isSafeInteger(threshold) || threshold <= 0) return null;
  const methods = stringListSetting(store, 'free_shipping_methods');
  return { thresholdUsd: threshold, methods: methods.length > 0 ? methods : DEFAULT_METHODS };
}

/**
 * The offer for goods worth `goods` minor units of `currency` (the subtotal after the coupon):
 * the threshold converted like a price (platform/money.ts), reached at that amount or more.
 */
export async function freeShippingOffer(
  executor: DbExecutor,
  goods: number,
  ctx: { currency: Currency; lang: LanguageCode },
): Promise<FreeShippingOffer | null> {
  const rule = await freeShippingRule(executor);
  if (!rule) return null;
  const threshold = convert(rule.thresholdUsd, ctx.currency);
  const remaining = Math.max(0, threshold - goods);
  return {
    methods: rule.methods,
    threshold,
    thresholdString: formatMoney(threshold, ctx.currency, ctx.lang),
    remaining,
    remainingString: formatMoney(remaining, ctx.currency, ctx.lang),
    reached: remaining === 0,
  };
}

/** Whether the offer makes this method free. */
export const isFreeBy = (offer: FreeShippingOffer | null, method: string | undefined) =>
  Boolean(offer?.reached && method && offer.methods.includes(method));
