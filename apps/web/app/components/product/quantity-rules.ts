import { type Availability, CART_QUANTITY_MAX } from '@kordon/contract';

/** What the quantity rules read of a variation (spec §4). `maxQuantity` is 0 when it cannot be ordered. */
export type QuantityStock = { availability: Availability; stock: number; maxQuantity: number };

/**
 * Spec §4 plus button: preorder — disabled when the stock is 0 or at most the quantity; drop-ship —
 * enabled while the quantity is below 99; normal stock — enabled only while the stock exceeds the
 * quantity. Never past the most one cart line may hold.
 */
export function canIncrease(offer: QuantityStock, quantity: number): boolean {
  if (quantity >= Math.min(offer.maxQuantity, CART_QUANTITY_MAX)) return false;
  if (offer.availability === 'drop_ship') return quantity < CART_QUANTITY_MAX;
  return offer.stock > 0 && offer.stock > quantity;
}

/** Spec §4 minus button: enabled when the quantity is above 1. */
export const canDecrease = (quantity: number) => quantity > 1;

/** Spec §5 quantity input: a whole number 1–99, and never more than the variation allows. */
export function clampQuantity(value: number, maxQuantity: number): number {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 1;
  return Math.max(1, Math.min(whole, maxQuantity, CART_QUANTITY_MAX));
}

/** Add to cart needs something to sell. */
export const canAddToCart = (offer: Pick<QuantityStock, 'maxQuantity'>) => offer.maxQuantity > 0;
