import { CART_QUANTITY_MAX, type StockState } from '@kordon/contract/availability';

/** What the buying box reads of a variation (spec §4). `maxQuantity` is 0 when it cannot be ordered. */
export type QuantityStock = StockState & { maxQuantity: number };

/** Spec §5 quantity input: a whole number 1–99, and never more than the variation allows. */
export function clampQuantity(value: number, maxQuantity: number): number {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 1;
  return Math.max(1, Math.min(whole, maxQuantity, CART_QUANTITY_MAX));
}

/** Add to cart needs something to sell. */
export const canAddToCart = (offer: Pick<QuantityStock, 'maxQuantity'>) => offer.maxQuantity > 0;
