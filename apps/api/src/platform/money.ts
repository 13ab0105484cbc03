/**
 * Integer minor units with their currency; stored amounts are minor units of USD (docs/money.md).
 * A conversion is exact on integers and rounds once, half away from zero; sums never round.
 */
export type Money = { amount: number; currency: string };
/** A currency as the `currencies` table stores it; `rate` is the numeric(18, 8) text. */
export type MoneyCurrency = { code: string; symbol: string; minorUnits: number; rate: string };

export const BASE_CURRENCY = 'USD';
const BASE_MINOR_UNITS = 2;
const RATE_SCALE = 8;

const pow10 = (n: number) => 10n ** BigInt(n);

function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount must be a safe integer of minor units: ${amount}`);
}

/** A decimal string such as "92.5" or "0.00912345" as an integer scaled by 10^8, exactly. */
function scaledRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(rate.trim());
  if (!match) throw new Error(`Malformed currency rate: ${rate}`);
  const fraction = (match[2] ?? '').slice(0, RATE_SCALE).padEnd(RATE_SCALE, '0');
  return BigInt(match[1] ?? '0') * pow10(RATE_SCALE) + BigInt(fraction);
}

/** Integer division rounding half away from zero (commercial rounding, what shoppers expect). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const quotient = n / denominator;
  const rounded = (n % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** Converts minor units of the base currency (USD cents) into minor units of `currency`. */
export function convert(minorUsd: number, currency: Pick<MoneyCurrency, 'minorUnits' | 'rate'>): number {
  assertMinorUnits(minorUsd);
  const numerator = BigInt(minorUsd) * scaledRate(currency.rate) * pow10(currency.minorUnits);
  const converted = Number(divideRounded(numerator, pow10(RATE_SCALE + BASE_MINOR_UNITS)));
  // A result past 2^53 would silently lose minor units as a number.
  assertMinorUnits(converted);
  return converted;
}

/** Minor units as a number of major units: 123456 kopecks → 1234.56. */
export function toMajorUnits(minor: number, currency: Pick<MoneyCurrency, 'minorUnits'>): number {
  return minor / 10 ** currency.minorUnits;
}

/** Adds amounts of one currency exactly; an empty list needs `currency` to know what zero it is. */
export function sum(amounts: readonly Money[], currency = amounts[0]?.currency): Money {
  if (currency === undefined) throw new RangeError('The sum of no amounts needs a currency');
  let total = 0n;
  for (const money of amounts) {
    if (money.currency !== currency) throw new RangeError(`Cannot add ${money.currency} to ${currency}`);
    assertMinorUnits(money.amount);
    total += BigInt(money.amount);
  }
  const amount = Number(total);
  assertMinorUnits(amount);
  return { amount, currency };
}

/**
 * Splits `total` over `weights` by largest remainder, ties to the earlier position, so the parts add up
 * exactly; a negative total is split as its magnitude: 100 over 1,1,1 → 34,33,33.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertMinorUnits(total);
  if (weights.length === 0) throw new RangeError('Cannot allocate over no weights');
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`Weight must be an integer ≥ 0: ${weight}`);
  }
  const shares = weights.every((weight) => weight === 0) ? weights.map(() => 1n) : weights.map(BigInt);
  const whole = shares.reduce((a, b) => a + b, 0n);
  const magnitude = BigInt(Math.abs(total));
  const entries = shares.map((share, index) => ({
    index,
    part: (magnitude * share) / whole,
    remainder: (magnitude * share) % whole,
  }));
  const leftover = magnitude - entries.reduce((handedOut, entry) => handedOut + entry.part, 0n);
  const byRemainder = [...entries].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const entry of byRemainder.slice(0, Number(leftover))) entry.part += 1n;
  return entries.map(({ part }) => Number(total < 0 ? -part : part));
}
