import type { LanguageCode } from '@kordon/contract';
import { BASE_CURRENCY, convert, type MoneyCurrency, toMajorUnits } from '../../platform/money.js';
import { formatMoney } from '../../platform/money-format.js';

const RATE_SCALE = 8n;

/** The rate text of a currency row ("92.5") as an integer scaled by 10^8, exactly. */
function scaledRate(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return BigInt(whole) * 10n ** RATE_SCALE + BigInt(fraction.slice(0, 8).padEnd(8, '0'));
}

/**
 * Minor units of `currency` as USD cents: the inverse of platform/money.ts `convert`, computed on
 * integers and rounded once, half away from zero. Carriers quote in roubles; orders keep USD too.
 */
export function toBaseMinor(minor: number, currency: Pick<MoneyCurrency, 'code' | 'minorUnits' | 'rate'>): number {
  if (currency.code === BASE_CURRENCY) return minor;
  const numerator = BigInt(minor) * 10n ** (RATE_SCALE + 2n);
  const denominator = scaledRate(currency.rate) * 10n ** BigInt(currency.minorUnits);
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const quotient = n / denominator + ((n % denominator) * 2n >= denominator ? 1n : 0n);
  return Number(negative ? -quotient : quotient);
}

/** An amount quoted in `from`, in minor units of `to`: exact when they are the same currency. */
export function amountIn(
  quoted: { amount: number; currency: string },
  usdCents: number,
  to: Pick<MoneyCurrency, 'code' | 'minorUnits' | 'rate'>,
): number {
  return quoted.currency === to.code ? quoted.amount : convert(usdCents, to);
}

/** Price fields of the contract: major units for display, the formatted string, the currency. */
export function displayPrice(minor: number, currency: Omit<MoneyCurrency, 'rate'>, lang: LanguageCode) {
  return {
    price: toMajorUnits(minor, currency),
    priceString: formatMoney(minor, currency, lang),
    currency: { code: currency.code, symbol: currency.symbol },
  };
}
