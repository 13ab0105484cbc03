import { describe, expect, it } from 'vitest';
import type { MoneyCurrency } from '../../platform/money.js';
import { buildPrices, discountPercent } from './money.service.js';

const usd: MoneyCurrency = { code: 'USD', symbol: '$', minorUnits: 2, rate: '1.00000000' };
const rub: MoneyCurrency = { code: 'RUB', symbol: '₽', minorUnits: 2, rate: '92.50000000' };
const nbsp = '\u00a0';

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
