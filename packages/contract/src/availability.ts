import type { Availability } from './product-card.js';

// No zod here: the product page and the cart rows import this module alone (`@kordon/contract/availability`).

/** Spec §4 and §9: a cart line holds 1–99; drop-ship lines stay below 99. */
export const CART_QUANTITY_MAX = 99;

/** What the quantity rules read of a variation, a kit variation or a cart line. */
export type StockState = { availability: Availability; stock: number };

/**
 * spec-coverage 4.6b, 9.3: how many units one cart line may hold. Drop-ship has no stock of its own
 * and is held only by the line's 99; preorder and normal stock by what is left; never more than 99.
 * The server holds lines to it and the storefront's plus buttons follow it.
 */
export function maxQuantityOf({ availability, stock }: StockState): number {
  if (availability === 'drop_ship') return CART_QUANTITY_MAX;
  return Math.max(0, Math.min(stock, CART_QUANTITY_MAX));
}

/**
 * spec-coverage 4.6b plus button: preorder disabled when the stock is 0 or at most the quantity,
 * drop-ship enabled while the quantity is below 99, normal stock only while the stock exceeds it.
 */
export const canIncrease = (state: StockState, quantity: number) => quantity < maxQuantityOf(state);

/** spec-coverage 4.6b minus button: enabled when the quantity is above 1. */
export const canDecrease = (quantity: number) => quantity > 1;

/** spec-coverage 4.6b delete button: enabled at a quantity of 1 or more. */
export const canDelete = (quantity: number) => quantity >= 1;
