import { priceMinor, type StockBulkChange, stockCount } from '@kordon/contract';

const MAX = { stock: stockCount.maxValue ?? 1_000_000, price: priceMinor.maxValue ?? 100_000_000 };

/**
 * A value after a bulk change: set, add (a negative value takes away) or percent (rounded half up to
 * a whole unit), kept between 0 and the field's maximum, so a large cut empties rather than fails.
 */
export function bulkValueOf(current: number, change: Pick<StockBulkChange, 'field' | 'op' | 'value'>): number {
  const raw =
    change.op === 'set'
      ? change.value
      : change.op === 'add'
        ? current + change.value
        : Math.floor((current * (100 + change.value) + 50) / 100);
  return Math.min(Math.max(raw, 0), MAX[change.field]);
}
