import type { CartAnswer, CartLine, CartTotal } from '@kordon/contract';
import { expect } from 'vitest';
import { lineKey } from './money-catalogue.js';

/**
 * The money rules written again, independently of platform/money.ts, on BigInt: what every
 * priced answer must satisfy, whatever the cart, currency and coupon.
 */

export type OracleCurrency = { code: string; minorUnits: number; rate: string };
export type OracleCoupon = { kind: string; value: number; minSubtotal: number; usable: boolean };

/** USD cents in minor units of `currency`: cents × rate × 10^minor / 100, half up (amounts here are ≥ 0). */
export function convertExactly(cents: number, currency: OracleCurrency): number {
  const [whole, fraction = ''] = currency.rate.split('.');
  const numerator = BigInt(cents) * BigInt(`${whole}${fraction}`) * 10n ** BigInt(currency.minorUnits);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** What the coupon takes off `subtotal`, or null when it must not apply. */
export function couponShare(coupon: OracleCoupon | undefined, subtotal: number, currency: OracleCurrency) {
  if (!coupon?.usable || subtotal <= 0 || subtotal < convertExactly(coupon.minSubtotal, currency)) return null;
  if (coupon.kind === 'percent') return Number((BigInt(subtotal) * BigInt(coupon.value) * 2n + 100n) / 200n);
  if (coupon.kind === 'fixed') return Math.min(subtotal, convertExactly(coupon.value, currency));
  return 0;
}

export const linesOf = (answer: Pick<CartAnswer, 'products' | 'productKits' | 'digitalProducts'>): CartLine[] => [
  ...answer.products,
  ...answer.productKits,
  ...answer.digitalProducts,
];
export const orderableOf = (lines: CartLine[]) => lines.filter((line) => line.notice !== 'out_of_stock');
export const rowOf = (totals: CartTotal[], type: CartTotal['type']) => totals.find((row) => row.type === type);

/** Every amount an answer carries, lines and totals, as [where, value]. */
function amountsOf(lines: CartLine[], totals: CartTotal[]): [string, number | null][] {
  return [
    ...lines.flatMap((line) =>
      Object.entries(line.amounts).map(([field, value]): [string, number | null] => [
        `${lineKey(line.kind, line.variationId)}.${field}`,
        value,
      ]),
    ),
    ...totals.map((row): [string, number] => [row.type, row.amount]),
  ];
}

/**
 * The cart's own arithmetic in integers: line = unit × quantity, subtotal = Σ orderable lines, the coupon
 * shared to the last minor unit, total = subtotal − coupon.
 */
export function expectExactCart(
  answer: Pick<CartAnswer, 'products' | 'productKits' | 'digitalProducts' | 'totals'>,
  context: { currency: OracleCurrency; priceOf: Map<string, number>; coupon?: OracleCoupon },
) {
  const { currency } = context;
  const lines = linesOf(answer);
  for (const [where, value] of amountsOf(lines, answer.totals)) {
    if (value === null) continue;
    expect(Number.isSafeInteger(value), `${where} = ${value}`).toBe(true);
    if (where !== 'coupon') expect(value, where).toBeGreaterThanOrEqual(0);
  }
  for (const line of lines) {
    const { unit, unitOld, total, totalOld } = line.amounts;
    expect(unit).toBe(convertExactly(context.priceOf.get(lineKey(line.kind, line.variationId))!, currency));
    expect(total).toBe(unit * line.quantity);
    if (unitOld !== null) expect(totalOld).toBe(unitOld * line.quantity);
  }
  const orderable = orderableOf(lines);
  const subtotal = orderable.reduce((sum, line) => sum + line.amounts.total, 0);
  expect(rowOf(answer.totals, 'subtotal')?.amount).toBe(subtotal);

  const discount = couponShare(context.coupon, subtotal, currency);
  const couponRow = rowOf(answer.totals, 'coupon');
  if (couponRow) expect(couponRow.amount).toBeLessThanOrEqual(0);
  // 0 − amount: a free-shipping coupon's row is 0, and −0 is not 0 to toBe.
  expect(couponRow === undefined ? null : 0 - couponRow.amount).toBe(discount);
  expect(rowOf(answer.totals, 'total')?.amount).toBe(subtotal - (discount ?? 0));

  const shared = (discount ?? 0) > 0;
  for (const line of lines.filter((l) => !orderable.includes(l) || !shared)) expect(line.amounts.totalNew).toBeNull();
  if (!shared) return;
  let handedOut = 0;
  for (const line of orderable) {
    const share = line.amounts.total - line.amounts.totalNew!;
    handedOut += share;
    // Largest remainder: each share is its exact proportional part rounded down or up.
    const exact = BigInt(discount!) * BigInt(line.amounts.total);
    const error = BigInt(share) * BigInt(subtotal) - exact;
    expect(error > -BigInt(subtotal) && error < BigInt(subtotal), `share ${share} of ${line.amounts.total}`).toBe(true);
  }
  expect(handedOut).toBe(discount);
}
