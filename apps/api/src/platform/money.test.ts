import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, convert, type Money, type MoneyCurrency, sum } from './money.js';

const usd: MoneyCurrency = { code: 'USD', symbol: '$', minorUnits: 2, rate: '1.00000000' };
const eur: MoneyCurrency = { code: 'EUR', symbol: '€', minorUnits: 2, rate: '0.92000000' };
const rub: MoneyCurrency = { code: 'RUB', symbol: '₽', minorUnits: 2, rate: '92.50000000' };
const jpy: MoneyCurrency = { code: 'JPY', symbol: '¥', minorUnits: 0, rate: '151.35' };
// Healthy runs take well under the limit; it stops a broken build's shrinking, which can run
// for minutes when failing values are sparse, and still reports the failure found so far.
const runs = { numRuns: 500, plugins: [fc.interruptAfterTimeLimit(2_000)] };

/** A rate as the table stores it, kept with its exact value scaled by 10^8 to check against. */
const rateArb = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999_999 }))
  .map(([whole, fraction]) => ({
    rate: `${whole}.${String(fraction).padStart(8, '0')}`,
    scaled: BigInt(whole) * 10n ** 8n + BigInt(fraction),
  }));
const targetArb = fc.record({ rate: rateArb, minorUnits: fc.integer({ min: 0, max: 3 }) });
// ≤ 10^9 cents at a rate ≤ 10^5 with ≤ 3 digits stays a safe integer after conversion.
const centsArb = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

describe('convert', () => {
  it('keeps USD cents as they are', () => {
    expect(convert(4999, usd)).toBe(4999);
  });

  it('multiplies by the rate exactly, without floating-point drift', () => {
    // 19.99 × 92.5 = 1849.075 → 1849.08 (half away from zero)
    expect(convert(1999, rub)).toBe(184908);
    expect(convert(10000, eur)).toBe(9200);
    // 0.1 + 0.2 style trap: 0.29 × 100 would be 28.999… in floating point
    expect(convert(29, { ...usd, rate: '100' })).toBe(2900);
  });

  it('rounds half away from zero', () => {
    // 0.01 × 0.5 = 0.005 → 0.01; 0.01 × 0.49999999 → 0.00
    expect(convert(1, { ...eur, rate: '0.5' })).toBe(1);
    expect(convert(1, { ...eur, rate: '0.49999999' })).toBe(0);
    expect(convert(-1, { ...eur, rate: '0.5' })).toBe(-1);
    expect(convert(3, { ...eur, rate: '0.5' })).toBe(2);
  });

  it('respects the minor units of the target currency', () => {
    // 12.34 × 151.35 = 1867.659 → ¥1868
    expect(convert(1234, jpy)).toBe(1868);
  });

  it('refuses a fractional amount of minor units and a result past 2^53', () => {
    expect(() => convert(10.5, usd)).toThrow(/integer/);
    expect(() => convert(Number.MAX_SAFE_INTEGER, { ...usd, rate: '2' })).toThrow(/integer/);
  });

  it('is monotonic', () => {
    fc.assert(
      fc.property(centsArb, centsArb, targetArb, (x, y, { rate, minorUnits }) => {
        const target = { rate: rate.rate, minorUnits };
        const [low, high] = x <= y ? [x, y] : [y, x];
        expect(convert(low, target)).toBeLessThanOrEqual(convert(high, target));
      }),
      runs,
    );
  });

  it('maps 0 to 0 and is the identity at rate 1 with two minor units', () => {
    fc.assert(
      fc.property(centsArb, targetArb, (cents, { rate, minorUnits }) => {
        expect(convert(0, { rate: rate.rate, minorUnits })).toBe(0);
        expect(convert(cents, { rate: '1.00000000', minorUnits: 2 })).toBe(cents);
      }),
      runs,
    );
  });

  it('converts a negative amount to minus the conversion of the positive one', () => {
    fc.assert(
      fc.property(centsArb, targetArb, (cents, { rate, minorUnits }) => {
        const target = { rate: rate.rate, minorUnits };
        expect(convert(-cents, target)).toBe(-convert(cents, target) || 0);
      }),
      runs,
    );
  });

  it('is within half a minor unit of the exact rational result, ties away from zero', () => {
    fc.assert(
      fc.property(centsArb, targetArb, (cents, { rate, minorUnits }) => {
        // exact = cents / 10^2 × scaled / 10^8 × 10^minorUnits, compared times 10^10
        const scale = 10n ** 10n;
        const exactTimesScale = BigInt(cents) * rate.scaled * 10n ** BigInt(minorUnits);
        const error = BigInt(convert(cents, { rate: rate.rate, minorUnits })) * scale - exactTimesScale;
        expect(2n * (error < 0n ? -error : error) <= scale).toBe(true);
      }),
      runs,
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (k) => {
        // (2k + 1) cents at rate 0.5 is exactly k + ½ → k + 1 above zero, k below
        expect(convert(2 * k + 1, { rate: '0.5', minorUnits: 2 })).toBe(k >= 0 ? k + 1 : k);
      }),
      runs,
    );
  });
});

describe('sum', () => {
  const moneyArb = (currency: string) =>
    fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }).map((amount): Money => ({ amount, currency }));

  it('adds amounts of one currency exactly', () => {
    fc.assert(
      fc.property(fc.array(moneyArb('EUR'), { maxLength: 50 }), (amounts) => {
        const exact = amounts.reduce((total, money) => total + BigInt(money.amount), 0n);
        expect(sum(amounts, 'EUR')).toEqual({ amount: Number(exact), currency: 'EUR' });
      }),
      runs,
    );
  });

  it('refuses mixed currencies', () => {
    fc.assert(
      fc.property(fc.array(moneyArb('EUR'), { minLength: 1 }), moneyArb('USD'), fc.nat(), (amounts, odd, at) => {
        const mixed = [...amounts];
        mixed.splice(at % (amounts.length + 1), 0, odd);
        expect(() => sum(mixed)).toThrow(/Cannot add/);
      }),
      runs,
    );
  });

  it('refuses fractions and totals past 2^53, and needs a currency for no amounts', () => {
    expect(() => sum([{ amount: 0.5, currency: 'USD' }])).toThrow(/integer/);
    const big: Money = { amount: Number.MAX_SAFE_INTEGER, currency: 'USD' };
    expect(() => sum([big, { amount: 1, currency: 'USD' }])).toThrow(/integer/);
    expect(sum([], 'RUB')).toEqual({ amount: 0, currency: 'RUB' });
    expect(() => sum([])).toThrow(/currency/);
  });
});

describe('allocate', () => {
  const totalArb = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
  const weightArb = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 3 }),
    fc.integer({ min: 0, max: 1_000_000_000 }),
  );
  const weightsArb = fc.array(weightArb, { minLength: 1, maxLength: 12 });
  const effective = (weights: number[]) => (weights.every((w) => w === 0) ? weights.map(() => 1) : weights);

  it('splits 100 cents over 1, 1, 1 as 34, 33, 33 and a discount the same way', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(10, [0, 0])).toEqual([5, 5]);
    expect(allocate(7, [1, 0, 2])).toEqual([2, 0, 5]);
  });

  it('always adds up to the total in integers, each within one minor unit of its exact share', () => {
    fc.assert(
      fc.property(totalArb, weightsArb, (total, weights) => {
        const parts = allocate(total, weights);
        expect(parts).toHaveLength(weights.length);
        expect(parts.every(Number.isSafeInteger)).toBe(true);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const shares = effective(weights).map(BigInt);
        const whole = shares.reduce((a, b) => a + b, 0n);
        parts.forEach((part, i) => {
          const off = BigInt(part) * whole - BigInt(total) * (shares[i] as bigint);
          expect((off < 0n ? -off : off) < whole).toBe(true);
        });
      }),
      runs,
    );
  });

  it('gives zero weights nothing unless every weight is zero, then spreads evenly', () => {
    fc.assert(
      fc.property(totalArb, weightsArb, (total, weights) => {
        const parts = allocate(total, weights);
        if (weights.every((w) => w === 0)) {
          const sizes = parts.map(Math.abs);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        } else {
          for (const [i, w] of weights.entries()) if (w === 0) expect(parts[i]).toBe(0);
        }
      }),
      runs,
    );
  });

  it('is deterministic, symmetric for a discount, and favours the earlier of equal weights', () => {
    fc.assert(
      fc.property(totalArb, weightsArb, (total, weights) => {
        const parts = allocate(total, weights);
        expect(allocate(total, [...weights])).toEqual(parts);
        expect(allocate(-total, weights)).toEqual(parts.map((part) => -part || 0));
        for (let i = 0; i < weights.length; i++) {
          for (let j = i + 1; j < weights.length; j++) {
            if (weights[i] !== weights[j]) continue;
            const gap = Math.abs(parts[i] as number) - Math.abs(parts[j] as number);
            expect(gap === 0 || gap === 1).toBe(true);
          }
        }
      }),
      runs,
    );
  });

  it('refuses negative or fractional weights and an empty list', () => {
    expect(() => allocate(100, [])).toThrow(/no weights/);
    expect(() => allocate(100, [1, -1])).toThrow(/Weight/);
    expect(() => allocate(100, [0.5])).toThrow(/Weight/);
    expect(() => allocate(1.5, [1])).toThrow(/integer/);
  });
});
