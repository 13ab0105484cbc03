import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, variations } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { convert } from '../../platform/money.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { forgetCurrencies, resolveCurrency } from './currency.service.js';
import { buildPrices } from './money.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('resolveCurrency', () => {
  it('gives the store default currency when none is asked for', async () => {
    expect((await resolveCurrency(t.db, undefined)).code).toBe('USD');
  });

  it('finds a currency by code in any letter case', async () => {
    const rub = await resolveCurrency(t.db, 'rub');
    expect(rub).toMatchObject({ code: 'RUB', symbol: '₽' });
  });

  it("rejects an unknown code with 'Unavailable currency.' on the currency field", async () => {
    const error = await resolveCurrency(t.db, 'XXX').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: 'Unavailable currency.',
      fields: { currency: [{ code: 'unavailable_currency', message: 'Unavailable currency.' }] },
    });
  });

  it('sees a new rate once the cached rows are dropped', async () => {
    const before = await resolveCurrency(t.db, 'EUR');
    await t.db.update(currencies).set({ rate: '2.00000000' }).where(eq(currencies.code, 'EUR'));
    expect((await resolveCurrency(t.db, 'EUR')).rate).toBe(before.rate);
    forgetCurrencies(t.db);
    expect(Number((await resolveCurrency(t.db, 'EUR')).rate)).toBe(2);
  });
});

describe('prices of a demo product in roubles', () => {
  it('converts a stored USD price at the RUB rate and shows the rouble sign', async () => {
    const [variation] = await t.db.select().from(variations).limit(1);
    if (!variation) throw new Error('the demo catalogue has no variations');
    const rub = await resolveCurrency(t.db, 'RUB');
    const prices = buildPrices({ price: variation.price, oldPrice: variation.oldPrice }, rub, 'ru');
    const exact = (variation.price / 100) * Number(rub.rate);
    expect(Math.abs(prices.price - exact)).toBeLessThanOrEqual(0.5 / 10 ** rub.minorUnits + 1e-9);
    expect(prices.priceString.endsWith('\u00a0₽')).toBe(true);
    expect(convert(variation.price, rub)).toBe(Math.round(prices.price * 10 ** rub.minorUnits));
  });
});
