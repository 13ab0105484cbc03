import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/executor.js';
import { pickupPoints, shippingMethods } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { resolveCurrency } from '../currency/currency.service.js';
import { findPickupPoint, type QuoteContext, quoteShipping, type ShipmentLine } from './shipping.service.js';

let t: TestApp;
let eur: QuoteContext;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  eur = { lang: 'en', currency: await resolveCurrency(t.db, 'EUR'), config: t.config };
});
afterAll(() => t.close());

const line = (key: string, weightGrams: number, quantity = 1, isDigital = false): ShipmentLine => ({
  key,
  weightGrams,
  quantity,
  isDigital,
});

describe('quoteShipping', () => {
  it('prices the weight of the cart lines (weight × quantity, digital lines aside) in USD and the order currency', async () => {
    const quotes = await quoteShipping(
      t.db,
      { countryCode: 'RU', city: 'Москва', lines: [line('boots', 1200, 2), line('e-book', 900, 3, true)] },
      eur,
    );
    // 2,400 g: the 3 kg tier.
    const premium = quotes.find((quote) => quote.code === 'premium');
    expect(premium).toMatchObject({
      name: 'Premium postal service',
      hasOwnTariffs: false,
      priceUsd: 900,
      price: 828,
      currency: { code: 'EUR', symbol: '€' },
      display: { price: 8.28, priceString: '€8.28', currency: { code: 'EUR', symbol: '€' } },
      minDeliveryTime: 1,
      maxDeliveryTime: 2,
      tariffName: null,
      undeliverable: [],
    });
    expect(quotes.find((quote) => quote.code === 'saferoute')).toMatchObject({
      priceUsd: 520,
      price: 478,
      currency: { code: 'EUR' },
      display: { price: 481, currency: { code: 'RUB', symbol: '₽' } },
    });
    expect(quotes.map((quote) => quote.code)).toEqual(['premium', 'cdek', 'russianpostru', 'saferoute']);
  });

  it('lists the lines a method cannot take and prices the rest', async () => {
    const quotes = await quoteShipping(
      t.db,
      { countryCode: 'DE', lines: [line('anvil', 31_000), line('cap', 200)] },
      eur,
    );
    expect(quotes.map((quote) => [quote.code, quote.priceUsd, quote.undeliverable])).toEqual([
      ['premium', 1800, ['anvil']],
      ['russianpost', 1200, ['anvil']],
    ]);
  });

  it('finds no method when nothing can be carried, or for a country the shop does not serve', async () => {
    expect(await quoteShipping(t.db, { countryCode: 'DE', lines: [line('anvil', 31_000)] }, eur)).toEqual([]);
    expect(await quoteShipping(t.db, { countryCode: 'ZZ', lines: [line('cap', 200)] }, eur)).toEqual([]);
  });

  it("runs inside the caller's transaction", async () => {
    const quotes = await inTransaction(t.db, (tx) =>
      quoteShipping(tx, { countryCode: 'US', lines: [line('cap', 200)] }, eur),
    );
    expect(quotes.map((quote) => quote.code)).toEqual(['premium', 'russianpost']);
  });
});

describe('findPickupPoint', () => {
  it('gives a point with its names in both languages, and null for an unknown id', async () => {
    const [first] = await t.db.select().from(pickupPoints).orderBy(asc(pickupPoints.id)).limit(1);
    expect(await findPickupPoint(t.db, first!.id)).toEqual({
      id: first!.id,
      shippingMethod: 'cdek',
      countryCode: 'RU',
      city: 'Москва',
      address: 'ул. Тверская, 12, стр. 2',
      postalCode: '125009',
      name: { en: 'CDEK Tverskaya', ru: 'СДЭК на Тверской' },
      workHours: { en: expect.stringMatching(/^Mon-Fri/), ru: expect.stringMatching(/^Пн-Пт/) },
      latitude: 55.7626,
      longitude: 37.6076,
    });
    expect(await findPickupPoint(t.db, 999_999)).toBeNull();
  });

  it('gives null for a point of a method no longer offered', async () => {
    const [point] = await t.db.select().from(pickupPoints).where(eq(pickupPoints.shippingCode, 'saferoute')).limit(1);
    await t.db.update(shippingMethods).set({ isActive: false }).where(eq(shippingMethods.code, 'saferoute'));
    try {
      expect(await findPickupPoint(t.db, point!.id)).toBeNull();
    } finally {
      await t.db.update(shippingMethods).set({ isActive: true }).where(eq(shippingMethods.code, 'saferoute'));
    }
  });
});
