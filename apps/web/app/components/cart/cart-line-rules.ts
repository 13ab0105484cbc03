import { maxQuantityOf, type StockState } from '@kordon/contract/availability';

/**
 * spec-coverage 5.5 quantity field: a whole number 1–99, held to what the line may hold (the
 * contract's `maxQuantityOf`). `clamped` says a larger number was cut, which shows 'The maximum
 * quantity is already in the cart'. Null when the text is no number, so the field goes back to the
 * quantity it had.
 */
export function typedQuantity(text: string, line: StockState): { quantity: number; clamped: boolean } | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  const limit = Math.max(maxQuantityOf(line), 1);
  if (value > limit) return { quantity: limit, clamped: true };
  return { quantity: Math.max(value, 1), clamped: false };
}
