import { type Availability, CART_QUANTITY_MAX, maxQuantityOf, type StockState } from '@kordon/contract';

/** Something of it can be ordered: one line may hold a unit (the contract's `maxQuantityOf`). */
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
