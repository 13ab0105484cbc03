import type { TariffTier } from './providers/shipping-provider.js';

/** A line of the cart as delivery sees it: how much one unit weighs and how many there are. */
export type ShipmentLine = { key: string; weightGrams: number; quantity: number; isDigital: boolean };

export type ParcelPlan = { weightGrams: number; undeliverable: string[] };

/**
 * What one method can carry (spec-coverage 8.15): a line whose one unit outweighs the last tier is
 * undeliverable, the rest make one parcel; undefined when the method takes nothing.
 */
export function planParcel(tiers: readonly TariffTier[], lines: readonly ShipmentLine[]): ParcelPlan | undefined {
  const limit = tiers.at(-1)?.maxWeightGrams;
  if (limit === undefined) return undefined;
  const physical = lines.filter((line) => !line.isDigital && line.quantity > 0);
  const undeliverable = physical.filter((line) => line.weightGrams > limit).map((line) => line.key);
  const carried = physical.filter((line) => line.weightGrams <= limit);
  if (physical.length > 0 && carried.length === 0) return undefined;
  const weightGrams = carried.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  return weightGrams > limit ? undefined : { weightGrams, undeliverable };
}

type TariffRow = TariffTier & { shippingCode: string; countryCode: string | null };

/**
 * The tiers of each method for a country, lightest first: the rows of that country, or when a
 * method has none, its rows for "every other country" (null). Methods with neither are absent.
 */
export function tiersByMethod(rows: readonly TariffRow[]): Map<string, TariffTier[]> {
  const own = new Map<string, TariffTier[]>();
  const fallback = new Map<string, TariffTier[]>();
  for (const row of rows) {
    const target = row.countryCode === null ? fallback : own;
    const list = target.get(row.shippingCode) ?? [];
    list.push({
      maxWeightGrams: row.maxWeightGrams,
      price: row.price,
      minDeliveryDays: row.minDeliveryDays,
      maxDeliveryDays: row.maxDeliveryDays,
    });
    target.set(row.shippingCode, list);
  }
  const tiers = new Map(fallback);
  for (const [code, list] of own) tiers.set(code, list);
  for (const list of tiers.values()) list.sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);
  return tiers;
}
