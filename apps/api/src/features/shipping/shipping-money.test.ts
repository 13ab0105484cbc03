import { describe, expect, it } from 'vitest';
import { convert } from '../../platform/money.js';
import { amountIn, displayPrice, toBaseMinor } from './shipping-money.js';

const RUB = { code: 'RUB', symbol: '₽', minorUnits: 2, rate: '92.5' };
const EUR = { code: 'EUR', symbol: '€', minorUnits: 2, rate: '0.92' };
const USD = { code: 'USD', symbol: '$', minorUnits: 2, rate: '1' };

describe('toBaseMinor', () => {
  it('turns roubles into USD cents exactly, rounding once half away from zero', () => {
    expect(toBaseMinor(9250, RUB)).toBe(100);
    expect(toBaseMinor(35_000, RUB)).toBe(378); // 350 ₽ = $3.7837…
    expect(toBaseMinor(4625, RUB)).toBe(50);
    expect(toBaseMinor(-4625, RUB)).toBe(-50);
    expect(toBaseMinor(123, USD)).toBe(123);
  });

  it('is the inverse of convert for whole cents', () => {
    for (const cents of [1, 99, 320, 12_345]) expect(toBaseMinor(convert(cents, EUR), EUR)).toBe(cents);
  });
});

describe('amountIn', () => {
  it('keeps a quote in its own currency and converts the USD cents otherwise', () => {
    expect(amountIn({ amount: 35_000, currency: 'RUB' }, 378, RUB)).toBe(35_000);
    expect(amountIn({ amount: 35_000, currency: 'RUB' }, 378, EUR)).toBe(convert(378, EUR));
  });
});

describe('displayPrice', () => {
  it('gives the major units, the formatted string and the currency', () => {
    expect(displayPrice(29_600, RUB, 'ru')).toEqual({
      price: 296,
      priceString: '296,00\u00a0₽',
      currency: { code: 'RUB', symbol: '₽' },
    });
  });
});
