import { describe, expect, it } from 'vitest';
import { planParcel, tiersByMethod } from './shipment-rules.js';

const tier = (maxWeightGrams: number, price: number) => ({
  maxWeightGrams,
  price,
  minDeliveryDays: 1,
  maxDeliveryDays: 3,
});
const TIERS = [tier(1000, 600), tier(3000, 900), tier(10_000, 1500), tier(30_000, 2900)];
const line = (key: string, weightGrams: number, quantity = 1, isDigital = false) => ({
  key,
  weightGrams,
  quantity,
  isDigital,
});

describe('planParcel', () => {
  it('weighs the parcel as the sum of weight × quantity, digital lines weighing nothing', () => {
    expect(planParcel(TIERS, [line('a', 400, 3), line('b', 250), line('e-book', 900, 5, true)])).toEqual({
      weightGrams: 1450,
      undeliverable: [],
    });
  });

  it('takes a parcel up to the last tier and none above it', () => {
    expect(planParcel(TIERS, [line('a', 10_000, 3)])).toEqual({ weightGrams: 30_000, undeliverable: [] });
    expect(planParcel(TIERS, [line('a', 10_001, 3)])).toBeUndefined();
  });

  it('lists a line whose single unit is above the last tier as undeliverable and carries the rest', () => {
    expect(planParcel(TIERS, [line('anvil', 31_000), line('a', 500, 2)])).toEqual({
      weightGrams: 1000,
      undeliverable: ['anvil'],
    });
  });

  it('offers nothing when every physical line is undeliverable, or when there are no tiers', () => {
    expect(planParcel(TIERS, [line('anvil', 31_000), line('e-book', 10, 1, true)])).toBeUndefined();
    expect(planParcel([], [line('a', 500)])).toBeUndefined();
  });

  it('prices an order of digital lines alone as an empty parcel', () => {
    expect(planParcel(TIERS, [line('e-book', 10, 1, true)])).toEqual({ weightGrams: 0, undeliverable: [] });
  });
});

describe('tiersByMethod', () => {
  const row = (shippingCode: string, countryCode: string | null, maxWeightGrams: number, price: number) => ({
    shippingCode,
    countryCode,
    ...tier(maxWeightGrams, price),
  });

  it("prefers a method's rows for the country to its rows for every other country, lightest first", () => {
    const tiers = tiersByMethod([
      row('premium', null, 3000, 4200),
      row('premium', 'DE', 3000, 2600),
      row('premium', 'DE', 1000, 1800),
      row('premium', null, 1000, 2900),
      row('russianpost', null, 1000, 1400),
    ]);
    expect(tiers.get('premium')?.map((t) => t.price)).toEqual([1800, 2600]);
    expect(tiers.get('russianpost')?.map((t) => t.price)).toEqual([1400]);
    expect(tiers.has('cdek')).toBe(false);
  });
});
