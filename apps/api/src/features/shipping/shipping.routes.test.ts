import { eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingMethods, shippingTariffs } from '../../db/schema/index.js';
import { cacheOf } from '../../platform/cache.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { putCart, visitor } from '../cart/cart.testing.js';
import { type Lookup, lookupsOf } from '../geo/geo.testing.js';

let t: TestApp;
let get: Lookup;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  get = await lookupsOf(t);
});
afterAll(() => t.close());

type Method = { code: string; price: number; priceString: string; minDeliveryTime: number; maxDeliveryTime: number };
/** What a change of the shop's shipping settings must do: methods and tariffs are cached (shipping-reference.ts). */
const settingsChanged = () => cacheOf(t.db).invalidateTag('shipping');

const methods = async (query: Record<string, string | number>, headers = {}) => {
  const response = await get('/checkout/shippingMethods', query, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as Method[];
};
/** code → [price, min days, max days] */
const offers = (list: Method[]) =>
  Object.fromEntries(list.map((m) => [m.code, [m.price, m.minDeliveryTime, m.maxDeliveryTime]]));

describe('GET /checkout/shippingMethods', () => {
  it('prices every method for Russia from its tariffs, with its delivery days', async () => {
    const list = await methods({ country: 'RU' });
    expect(offers(list)).toEqual({
      premium: [6, 1, 2],
      cdek: [3.5, 2, 5],
      // The international Russian Post does not serve Russia: russianpostru does.
      russianpostru: [3, 3, 10],
      saferoute: [296, 2, 6],
    });
    expect(list[0]).toEqual({
      code: 'premium',
      name: 'Premium postal service',
      description: expect.stringContaining('1-3 days'),
      price: 6,
      priceString: '$6.00',
      currency: { code: 'USD', symbol: '$' },
      hasOwnTariffs: false,
      minDeliveryTime: 1,
      maxDeliveryTime: 2,
      image: '/media/shipping/premium.svg',
    });
  });

  it('prices each country group: Europe, North America, the CDEK countries and every other country', async () => {
    expect(offers(await methods({ country: 'DE' }))).toEqual({ premium: [18, 1, 3], russianpost: [12, 10, 20] });
    expect(offers(await methods({ country: 'US' }))).toEqual({ premium: [24, 1, 3], russianpost: [14, 12, 25] });
    expect(offers(await methods({ country: 'KZ' }))).toEqual({
      premium: [29, 1, 3],
      cdek: [9, 4, 9],
      russianpost: [14, 12, 25],
    });
    expect(offers(await methods({ country: 'JP' }))).toEqual({ premium: [29, 1, 3], russianpost: [14, 12, 25] });
  });

  it('uses the first weight tier the parcel fits in, and offers nothing above the last', async () => {
    const premium = async (weightGrams: number) =>
      (await methods({ country: 'RU', weightGrams })).find((m) => m.code === 'premium')?.price;
    expect(await premium(1000)).toBe(6);
    expect(await premium(1001)).toBe(9);
    expect(await premium(3000)).toBe(9);
    expect(await premium(10_000)).toBe(15);
    expect(await premium(30_000)).toBe(29);
    expect(await methods({ country: 'RU', weightGrams: 30_001 })).toEqual([]);
  });

  it('answers in the request currency and language, but saferoute always in roubles', async () => {
    const eur = await methods({ country: 'DE' }, { currency: 'EUR' });
    expect(eur[0]).toMatchObject({ price: 16.56, priceString: '€16.56', currency: { code: 'EUR', symbol: '€' } });
    const ru = await methods({ country: 'RU' }, { currency: 'EUR', lang: 'ru' });
    expect(ru.find((m) => m.code === 'saferoute')).toMatchObject({
      price: 296,
      priceString: '296,00\u00a0₽',
      currency: { code: 'RUB', symbol: '₽' },
    });
    expect(ru.find((m) => m.code === 'cdek')).toMatchObject({ name: 'СДЭК', priceString: '3,22\u00a0€' });
    const rub = await methods({ country: 'RU' }, { currency: 'RUB' });
    expect(rub[0]).toMatchObject({ price: 555, currency: { code: 'RUB', symbol: '₽' } });
  });

  it('offers nothing for a country the shop does not deliver to', async () => {
    expect(await methods({ country: 'ZZ' })).toEqual([]);
  });

  it('refuses bad parameters with 422 on their fields, never a 5xx', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ country: 'ru' }, 'country'],
      [{ country: 'RUS' }, 'country'],
      [{}, 'country'],
      [{ country: 'RU', weightGrams: -1 }, 'weightGrams'],
      [{ country: 'RU', weightGrams: 'heavy' }, 'weightGrams'],
      [{ country: 'RU', weightGrams: 2_000_000 }, 'weightGrams'],
      [{ country: 'RU', weightGrams: 1.5 }, 'weightGrams'],
      [{ country: 'RU', postalCode: '12' }, 'postalCode'],
      [{ country: 'RU', postalCode: '1234567890123456' }, 'postalCode'],
      [{ country: 'RU', postalCode: '1010<>' }, 'postalCode'],
      [{ country: 'RU', city: '<script>' }, 'city'],
      [{ country: 'RU', city: 'М'.repeat(129) }, 'city'],
      [{ country: 'RU', address: 'a'.repeat(129) }, 'address'],
      [{ country: 'RU', zone: 'Moscow' }, 'zone'],
    ];
    for (const [query, field] of cases) {
      const response = await get('/checkout/shippingMethods', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const unknownCurrency = await get('/checkout/shippingMethods', { country: 'RU' }, { currency: 'XXX' });
    expect(unknownCurrency.statusCode).toBe(422);
    expect(unknownCurrency.json().message).toBe('Unavailable currency.');
    const twice = await t.app.inject({
      method: 'GET',
      url: '/api/v1.2/checkout/shippingMethods?country=RU&country=DE',
      headers: { 'x-auth-token': get.token },
    });
    expect(twice.statusCode).toBe(422);
  });

  it('takes an empty optional parameter as absent', async () => {
    expect(offers(await methods({ country: 'DE', city: '', postalCode: '', zone: '' }))).toHaveProperty('premium');
  });
});

describe('GET /checkout/shippingMethods/:code/tariffs', () => {
  const tariffs = (code: string, query: Record<string, string | number>, headers = {}) =>
    get(`/checkout/shippingMethods/${code}/tariffs`, query, headers);

  it("answers the method's tariff for the address and weight", async () => {
    const response = await tariffs('cdek', { country: 'RU', city: 'Москва', postalCode: '101000', weightGrams: 5000 });
    expect(response.json()).toEqual({
      data: [
        {
          price: 9.9,
          priceString: '$9.90',
          currency: { code: 'USD', symbol: '$' },
          minDeliveryTime: 2,
          maxDeliveryTime: 5,
          name: null,
        },
      ],
    });
  });

  it('prices saferoute in roubles', async () => {
    const [tariff] = (await tariffs('saferoute', { country: 'RU' }, { currency: 'USD' })).json().data;
    expect(tariff).toMatchObject({ price: 296, currency: { code: 'RUB', symbol: '₽' } });
  });

  it('answers 404 for an unknown or inactive method', async () => {
    expect((await tariffs('dhl', { country: 'RU' })).statusCode).toBe(404);
    await t.db.update(shippingMethods).set({ isActive: false }).where(eq(shippingMethods.code, 'russianpost'));
    settingsChanged();
    try {
      expect((await tariffs('russianpost', { country: 'DE' })).statusCode).toBe(404);
    } finally {
      await t.db.update(shippingMethods).set({ isActive: true }).where(eq(shippingMethods.code, 'russianpost'));
      settingsChanged();
    }
  });

  it("answers 422 'No possible delivery methods to this region' for a country the method does not serve", async () => {
    const response = await tariffs('cdek', { country: 'US' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { country: ['No possible delivery methods to this region'] },
      codes: { country: ['no_delivery_methods'] },
    });
  });

  it('answers 422 on the weight for a parcel above the last tier', async () => {
    const response = await tariffs('cdek', { country: 'RU', weightGrams: 30_001 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      weightGrams: ['Some items cannot be delivered by the chosen service, please choose another'],
    });
  });

  it("takes the country of the session's cart (PUT /cart countryCode) when the query has none", async () => {
    const shopper = await visitor(t);
    expect((await putCart(t, shopper.token, { products: [], productKits: [], countryCode: 'KZ' })).statusCode).toBe(
      200,
    );
    const asked = await tariffs('cdek', {}, { token: shopper.token });
    expect(asked.statusCode).toBe(200);
    const forKazakhstan = await tariffs('cdek', { country: 'KZ' });
    expect(asked.json().data).toEqual(forKazakhstan.json().data);
    expect(asked.json().data).not.toEqual((await tariffs('cdek', { country: 'RU' })).json().data);
  });

  it('answers 422 on the country when neither the query nor the cart names one', async () => {
    const shopper = await visitor(t);
    const response = await tariffs('cdek', { city: 'Москва' }, { token: shopper.token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { country: ['Required field'] } });
  });

  it('refuses a malformed code or query with 422', async () => {
    expect((await tariffs('CDEK!', { country: 'RU' })).statusCode).toBe(422);
    expect((await tariffs('cdek', { country: 'RU', postalCode: 'x' })).statusCode).toBe(422);
  });
});

describe('a country without tariffs', () => {
  it('gets no shipping method at all', async () => {
    // The demo data prices premium for "every other country" and russianpost country by country;
    // without those rows Japan has no tariff of any method.
    const gone = or(isNull(shippingTariffs.countryCode), eq(shippingTariffs.countryCode, 'JP'));
    const fallback = await t.db.select().from(shippingTariffs).where(gone);
    await t.db.delete(shippingTariffs).where(gone);
    settingsChanged();
    try {
      expect(await methods({ country: 'JP' })).toEqual([]);
      expect(
        (await get('/checkout/shippingValidate', { shippingCode: 'premium', country: 'JP' })).json().data.valid,
      ).toBe(false);
    } finally {
      await t.db.insert(shippingTariffs).values(fallback);
      settingsChanged();
    }
  });
});
