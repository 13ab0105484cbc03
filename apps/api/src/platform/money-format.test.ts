import type { LanguageCode } from '@kordon/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoneyCurrency } from './money.js';
import { formatMoney } from './money-format.js';

type Shown = Omit<MoneyCurrency, 'rate'>;
const usd: Shown = { code: 'USD', symbol: '$', minorUnits: 2 };
const eur: Shown = { code: 'EUR', symbol: '€', minorUnits: 2 };
const rub: Shown = { code: 'RUB', symbol: '₽', minorUnits: 2 };
const jpy: Shown = { code: 'JPY', symbol: '¥', minorUnits: 0 };
const kwd: Shown = { code: 'KWD', symbol: 'KD', minorUnits: 3 };
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('formats English prices with the symbol first and grouping commas', () => {
    expect(formatMoney(123450, usd, 'en')).toBe('$1,234.50');
    expect(formatMoney(500, eur, 'en')).toBe('€5.00');
  });

  it('formats Russian prices with the symbol after and non-breaking spaces', () => {
    expect(formatMoney(123450, rub, 'ru')).toBe(`1${nbsp}234,50${nbsp}₽`);
    expect(formatMoney(500, usd, 'ru')).toBe(`5,00${nbsp}$`);
  });

  it('always shows the rouble sign from the currency row, never "RUB"', () => {
    expect(formatMoney(9900, rub, 'en')).toBe('₽99.00');
    expect(formatMoney(9900, rub, 'ru')).toContain('₽');
    expect(formatMoney(9900, { ...rub, symbol: 'руб.' }, 'ru')).toBe(`99,00${nbsp}руб.`);
  });

  it('shows as many fraction digits as the currency has minor units', () => {
    expect(formatMoney(1868, jpy, 'en')).toBe('¥1,868');
    expect(formatMoney(1868, jpy, 'ru')).toBe(`1${nbsp}868${nbsp}¥`);
  });

  it('keeps a separate formatter for each number of fraction digits', () => {
    const wholeDollars: Shown = { ...usd, minorUnits: 0 };
    expect(formatMoney(1500, wholeDollars, 'en')).toBe('$1,500');
    expect(formatMoney(1500, usd, 'en')).toBe('$15.00');
    expect(formatMoney(1500, wholeDollars, 'en')).toBe('$1,500');
  });

  it('formats a currency unknown to Intl with its own symbol', () => {
    const points: Shown = { code: 'XPT', symbol: 'pts', minorUnits: 0 };
    expect(formatMoney(1500, points, 'en')).toMatch(/^pts\u00a0?1,500$/);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads minor units back out of a formatted price: the symbol where the locale puts it, groups
 * of three digits, exactly `minorUnits` fraction digits. Null when the text has another shape.
 */
function parseMinorUnits(text: string, currency: Shown, lang: LanguageCode): number | null {
  const symbol = escapeRegExp(currency.symbol);
  const shape =
    lang === 'en'
      ? new RegExp(`^([-\u2212]?)${symbol}${nbsp}?(\\d{1,3}(?:,\\d{3})*)(?:\\.(\\d+))?$`)
      : new RegExp(`^([-\u2212]?)(\\d{1,3}(?:${nbsp}\\d{3})*)(?:,(\\d+))?${nbsp}${symbol}$`);
  const match = shape.exec(text);
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  if (fraction.length !== currency.minorUnits) return null;
  const magnitude = Number(whole.replace(/\D/g, '') + fraction);
  return minus ? -magnitude : magnitude;
}

describe('formatMoney, for any amount', () => {
  const currencyArb = fc.constantFrom(usd, eur, rub, jpy, kwd);
  const langArb = fc.constantFrom<LanguageCode>('en', 'ru');
  const amountArb = fc.oneof(
    fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
    fc.integer({ min: -1_000, max: 1_000 }),
  );

  it('reads back as the same minor units, with the row symbol and no narrow no-break space', () => {
    fc.assert(
      fc.property(amountArb, currencyArb, langArb, (amount, currency, lang) => {
        const text = formatMoney(amount, currency, lang);
        expect(text).not.toContain('\u202f');
        expect(text).toContain(currency.symbol);
        expect(parseMinorUnits(text, currency, lang)).toBe(amount);
      }),
      // The limit only cuts a broken build's shrinking short; a healthy run takes well under it.
      { numRuns: 1000, plugins: [fc.interruptAfterTimeLimit(2_000)] },
    );
  });
});
