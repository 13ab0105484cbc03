import type { LanguageCode } from '@kordon/contract';
import { type MoneyCurrency, toMajorUnits } from './money.js';

const locales: Record<LanguageCode, string> = { en: 'en-US', ru: 'ru-RU' };
/**
 * Building an Intl.NumberFormat costs far more than using one (docs/money.md), so each locale, currency
 * and digit count keeps one; the keys are bounded by languages times `currencies` rows.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: string, minorUnits: number, locale: string): Intl.NumberFormat {
  const key = `${locale}:${code}:${minorUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = { minimumFractionDigits: minorUnits, maximumFractionDigits: minorUnits };
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        ...digits,
      });
    } catch {
      formatter = new Intl.NumberFormat(locale, digits);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Every space becomes U+00A0: ICU versions differ between U+00A0 and U+202F for Russian grouping. */
const noBreakSpaces = (text: string) => text.replace(/[\u202f\s]/g, '\u00a0');

/** The same prices are formatted over and over and formatToParts is not cheap: texts are kept, dropped at once when full. */
export const FORMATTED_KEPT = 20_000;
const formatted = new Map<string, string>();

/**
 * "$1,234.50", "1 234,50 ₽": the symbol from the currency row (Intl's depends on locale data), and no-break
 * spaces, so a price never wraps and server and browser output compare equal.
 */
export function formatMoney(minor: number, currency: Omit<MoneyCurrency, 'rate'>, lang: LanguageCode): string {
  const key = `${lang}|${currency.code}|${currency.minorUnits}|${currency.symbol}|${minor}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = format(minor, currency, lang);
    if (formatted.size >= FORMATTED_KEPT) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

function format(minor: number, currency: Omit<MoneyCurrency, 'rate'>, lang: LanguageCode): string {
  const formatter = formatterFor(currency.code, currency.minorUnits, locales[lang]);
  const parts = formatter.formatToParts(toMajorUnits(minor, currency));
  if (!parts.some((part) => part.type === 'currency')) {
    const number = noBreakSpaces(parts.map((part) => part.value).join(''));
    return lang === 'ru' ? `${number}\u00a0${currency.symbol}` : `${currency.symbol}${number}`;
  }
  return noBreakSpaces(parts.map((part) => (part.type === 'currency' ? currency.symbol : part.value)).join(''));
}
