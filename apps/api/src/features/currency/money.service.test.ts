import { describe, expect, it } from 'vitest';
import { buildPrices, convert, discountPercent, formatPrice, type MoneyCurrency } from './money.service.js';

const usd: MoneyCurrency = { code: 'USD', symbol: '$', minorUnits: 2, rate: '1.00000000' };
const eur: MoneyCurrency = { code: 'EUR', symbol: '€', minorUnits: 2, rate: '0.92000000' };
const rub: MoneyCurrency = { code: 'RUB', symbol: '₽', minorUnits: 2, rate: '92.50000000' };
const jpy: MoneyCurrency = { code: 'JPY', symbol: '¥', minorUnits: 0, rate: '151.35' };
const nbsp = '\u00a0';

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

  it('refuses a fractional amount of minor units', () => {
    expect(() => convert(10.5, usd)).toThrow(/integer/);
  });
});

describe('formatPrice', () => {
  it('formats English prices with the symbol first and grouping commas', () => {
    expect(formatPrice(123450, usd, 'en')).toBe('$1,234.50');
    expect(formatPrice(500, eur, 'en')).toBe('€5.00');
  });

  it('formats Russian prices with the symbol after and non-breaking spaces', () => {
    expect(formatPrice(123450, rub, 'ru')).toBe(`1${nbsp}234,50${nbsp}₽`);
    expect(formatPrice(500, usd, 'ru')).toBe(`5,00${nbsp}$`);
  });

  it('always shows the rouble sign from the currency row, never "RUB"', () => {
    expect(formatPrice(9900, rub, 'en')).toBe('₽99.00');
    expect(formatPrice(9900, rub, 'ru')).toContain('₽');
    expect(formatPrice(9900, { ...rub, symbol: 'руб.' }, 'ru')).toBe(`99,00${nbsp}руб.`);
  });

  it('shows as many fraction digits as the currency has minor units', () => {
    expect(formatPrice(1868, jpy, 'en')).toBe('¥1,868');
    expect(formatPrice(1868, jpy, 'ru')).toBe(`1${nbsp}868${nbsp}¥`);
  });

  it('formats a currency unknown to Intl with its own symbol', () => {
    const points: MoneyCurrency = { code: 'XPT', symbol: 'pts', minorUnits: 0, rate: '1' };
    expect(formatPrice(1500, points, 'en')).toMatch(/^pts\u00a0?1,500$/);
  });
});

describe('buildPrices', () => {
  it('converts and formats the price and the old price with the discount', () => {
    expect(buildPrices({ price: 7500, oldPrice: 10000 }, rub, 'ru')).toEqual({
      price: 6937.5,
      priceOld: 9250,
      priceString: `6${nbsp}937,50${nbsp}₽`,
      priceOldString: `9${nbsp}250,00${nbsp}₽`,
      discountPercent: 25,
    });
  });

  it('has no old price and no discount when the old price is missing or not higher', () => {
    expect(buildPrices({ price: 4999, oldPrice: 4999 }, usd, 'en')).toEqual({
      price: 49.99,
      priceOld: null,
      priceString: '$49.99',
      priceOldString: null,
      discountPercent: 0,
    });
  });

  it('rounds the discount to a whole percent', () => {
    expect(discountPercent(6667, 10000)).toBe(33);
    expect(discountPercent(100, null)).toBe(0);
  });
});
