import { type Availability, CART_QUANTITY_MAX } from '@kordon/contract';

export type StockState = { stock: number; availability: Availability };

/**
 * How many units one cart line may hold (spec §4 plus button): drop-ship is limited only by the
 * line's 99; preorder and normal stock by what is left of their stock; never more than 99.
 */
export function maxQuantityOf({ stock, availability }: StockState): number {
  if (availability === 'drop_ship') return CART_QUANTITY_MAX;
  return Math.max(0, Math.min(stock, CART_QUANTITY_MAX));
}

export const canOrder = (state: StockState) => maxQuantityOf(state) > 0;

/** Units on the shelf now: preorder and drop-ship variations have none in the shop. */
export const retailStockOf = ({ stock, availability }: StockState) => (availability === 'normal' ? stock : 0);

/**
 * A kit variation's stock is the least its items allow (items needed twice count half). Its
 * availability is the strictest of its items': any preorder item makes it a preorder, and it is
 * drop-ship only when every item is.
 */
export function kitStockOf(items: ReadonlyArray<StockState & { quantity: number }>): StockState {
  if (items.length === 0) return { stock: 0, availability: 'normal' };
  const stock = Math.min(...items.map((item) => Math.floor(maxQuantityOfUnits(item) / Math.max(1, item.quantity))));
  const availability: Availability = items.some((item) => item.availability === 'preorder')
    ? 'preorder'
    : items.every((item) => item.availability === 'drop_ship')
      ? 'drop_ship'
      : 'normal';
  return { stock: Math.max(0, stock), availability };
}

// Units of one item the shop can hand over, before the per-line cap.
const maxQuantityOfUnits = ({ stock, availability }: StockState) =>
  availability === 'drop_ship' ? CART_QUANTITY_MAX : Math.max(0, stock);
