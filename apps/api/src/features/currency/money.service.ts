import type { LanguageCode, Prices } from '@kordon/contract';

/** Prices are stored in minor units of the base currency, USD (cents). */
export const BASE_CURRENCY = 'USD';
const BASE_MINOR_UNITS = 2;
const RATE_SCALE = 8; // numeric(18, 8)

export type MoneyCurrency = { code: string; symbol: string; minorUnits: number; rate: string };

const pow10 = (n: number) => 10n ** BigInt(n);

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

/**
 * Converts an amount in USD cents into minor units of `currency`, exactly (integer
 * arithmetic on the rate), rounding half away from zero once at the end.
 */
export function convert(minorUsd: number, currency: MoneyCurrency): number {
  if (!Number.isSafeInteger(minorUsd)) throw new Error(`Amount must be an integer of minor units: ${minorUsd}`);
  const numerator = BigInt(minorUsd) * scaledRate(currency.rate) * pow10(currency.minorUnits);
  const denominator = pow10(RATE_SCALE + BASE_MINOR_UNITS);
  return Number(divideRounded(numerator, denominator));
}

/** Minor units as a number of major units: 123456 kopecks → 1234.56. */
export function toMajorUnits(minor: number, currency: Pick<MoneyCurrency, 'minorUnits'>): number {
  return minor / 10 ** currency.minorUnits;
}

const locales: Record<LanguageCode, string> = { en: 'en-US', ru: 'ru-RU' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: string, minorUnits: number, lang: LanguageCode): Intl.NumberFormat {
  const key = `${lang}:${code}:${minorUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = { minimumFractionDigits: minorUnits, maximumFractionDigits: minorUnits };
    try {
      formatter = new Intl.NumberFormat(locales[lang], {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        ...digits,
      });
    } catch {
      formatter = new Intl.NumberFormat(locales[lang], digits);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats minor units of `currency` for display: "$1,234.50" in English, "1 234,50 ₽" in
 * Russian. The symbol always comes from the currency row, because Intl prints "RUB" or "₽"
 * depending on locale data. A fixed number of fraction digits keeps columns aligned; every
 * space is a plain no-break space (ICU versions differ between U+00A0 and U+202F for Russian
 * grouping), so a price never wraps and server and browser output compare equal.
 */
export function formatPrice(minor: number, currency: Omit<MoneyCurrency, 'rate'>, lang: LanguageCode): string {
  const parts = formatterFor(currency.code, currency.minorUnits, lang).formatToParts(toMajorUnits(minor, currency));
  if (!parts.some((part) => part.type === 'currency')) {
    const number = parts
      .map((part) => part.value)
      .join('')
      .replace(/[\u202f\s]/g, '\u00a0');
    return lang === 'ru' ? `${number}\u00a0${currency.symbol}` : `${currency.symbol}${number}`;
  }
  return parts
    .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
    .join('')
    .replace(/[\u202f\s]/g, '\u00a0');
}

/** Whole percent saved; computed on the base amounts so it is the same in every currency. */
export function discountPercent(priceUsd: number, oldPriceUsd: number | null | undefined): number {
  if (!oldPriceUsd || oldPriceUsd <= priceUsd || oldPriceUsd <= 0) return 0;
  return Math.round(((oldPriceUsd - priceUsd) * 100) / oldPriceUsd);
}

/** The spec's price block for an amount stored in USD cents, shown in `currency` and `lang`. */
export function buildPrices(
  amounts: { price: number; oldPrice?: number | null },
  currency: MoneyCurrency,
  lang: LanguageCode,
): Prices {
  const price = convert(amounts.price, currency);
  const hasOld = amounts.oldPrice != null && amounts.oldPrice > amounts.price;
  const old = hasOld ? convert(amounts.oldPrice as number, currency) : null;
  return {
    price: toMajorUnits(price, currency),
    priceOld: old === null ? null : toMajorUnits(old, currency),
    priceString: formatPrice(price, currency, lang),
    priceOldString: old === null ? null : formatPrice(old, currency, lang),
    discountPercent: hasOld ? discountPercent(amounts.price, amounts.oldPrice) : 0,
  };
}
