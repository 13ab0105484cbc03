import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Lookup, lookupsOf } from '../geo/geo.testing.js';
import { type FakeCarrier, MOSCOW_FIAS, startFakeCarrier } from './providers/fake-carrier.testing.js';

/** One fake plays CDEK, Russian Post and SafeRoute; a city of "Atlantis" is refused, "Outage" is down. */
let fake: FakeCarrier;
let t: TestApp;
let get: Lookup;
beforeAll(async () => {
  fake = await startFakeCarrier((request) => {
    const body = request.body ? JSON.parse(request.path.includes('oauth') ? '{}' : request.body) : {};
    const to = body.to_location?.city ?? request.query.get('to') ?? body.reception?.cityFias;
    if (to === 'Outage' || to === '999999') return { status: 503, body: {} };
    switch (request.path) {
      case '/v2/oauth/token':
        return { body: { access_token: 'cdek-token', expires_in: 3600 } };
      case '/v2/calculator/tarifflist':
        return to === 'Atlantis'
          ? { status: 400, body: { errors: [{ code: 'v2_bad_location', message: 'City Atlantis is not served' }] } }
          : {
              body: {
                tariff_codes: [
                  { tariff_name: 'Door', delivery_sum: 740, period_min: 2, period_max: 3 },
                  { tariff_name: 'Pickup point', delivery_sum: 370, period_min: 3, period_max: 4 },
                ],
              },
            };
      case '/v2/calculate/tariff/delivery':
        return to === '000000'
          ? { body: { errors: [{ msg: 'Wrong destination postal index' }] } }
          : { body: { paynds: 46_250, delivery: { min: 4, max: 6 }, name: 'Посылка' } };
      case '/calculator':
        return body.reception?.cityFias === MOSCOW_FIAS
          ? { body: [[{ deliveryCompanyName: 'Boxberry', totalPrice: 250, deliveryDays: { min: 2, max: 3 } }], [], []] }
          : { status: 422, body: { message: 'Delivery to this city is impossible' } };
      default:
        return { status: 404, body: {} };
    }
  });
  t = await createTestApp({
    demo: true,
    env: {
      CDEK_CLIENT_ID: 'shop',
      CDEK_CLIENT_SECRET: 'secret',
      CDEK_API_URL: fake.url,
      RUSSIAN_POST_ENABLED: 'true',
      RUSSIAN_POST_API_URL: fake.url,
      SAFEROUTE_TOKEN: 'sr-token',
      SAFEROUTE_SHOP_ID: '77',
      SAFEROUTE_API_URL: `${fake.url}/`,
    },
  });
  get = await lookupsOf(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const tariffs = (code: string, query: Record<string, string>, headers = {}) =>
  get(`/checkout/shippingMethods/${code}/tariffs`, { country: 'RU', ...query }, headers);

describe('GET /checkout/shippingMethods/:code/tariffs with the carriers configured', () => {
  it("answers CDEK's tariffs for the address, cheapest first, in the request currency", async () => {
    const response = await tariffs('cdek', { city: 'Moscow' }, { currency: 'RUB', lang: 'ru' });
    expect(response.json().data).toEqual([
      {
        price: 370,
        priceString: '370,00\u00a0₽',
        currency: { code: 'RUB', symbol: '₽' },
        minDeliveryTime: 3,
        maxDeliveryTime: 4,
        name: 'Pickup point',
      },
      expect.objectContaining({ price: 740, name: 'Door' }),
    ]);
    // 370 ₽ at 92.5 ₽ per dollar.
    const usd = (await tariffs('cdek', { city: 'Moscow' })).json().data;
    expect(usd[0]).toMatchObject({ price: 4, priceString: '$4.00' });
  });

  it("answers 422 with CDEK's message on the field it is about", async () => {
    const response = await tariffs('cdek', { city: 'Atlantis' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { city: ['City Atlantis is not served'] },
    });
  });

  it("answers Russian Post's price, and 422 on the postal code it refuses", async () => {
    const [tariff] = (await tariffs('russianpostru', { postalCode: '420015' }, { currency: 'RUB' })).json().data;
    expect(tariff).toMatchObject({ price: 462.5, minDeliveryTime: 4, maxDeliveryTime: 6, name: 'Посылка' });
    const refused = await tariffs('russianpostru', { postalCode: '000000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ postalCode: ['Wrong destination postal index'] });
  });

  it("answers SafeRoute's price in roubles for the city's FIAS id, and 422 on the city it refuses", async () => {
    const [tariff] = (await tariffs('saferoute', { city: 'Москва' }, { currency: 'EUR' })).json().data;
    expect(tariff).toMatchObject({
      price: 250,
      currency: { code: 'RUB', symbol: '₽' },
      name: 'Boxberry, pickup point',
    });
    const refused = await tariffs('saferoute', { city: 'Казань' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ city: ['Delivery to this city is impossible'] });
  });

  it('prices from the tariff table while a carrier is down', async () => {
    const [tariff] = (await tariffs('cdek', { city: 'Outage' })).json().data;
    expect(tariff).toMatchObject({ price: 3.5, minDeliveryTime: 2, maxDeliveryTime: 5, name: null });
  });
});

describe('GET /checkout/shippingMethods with the carriers configured', () => {
  it("shows each carrier's cheapest price for the address, and leaves out a carrier that refuses it", async () => {
    const moscow = (await get('/checkout/shippingMethods', { country: 'RU', city: 'Москва' })).json().data;
    const byCode = Object.fromEntries(
      moscow.map((m: { code: string; priceString: string }) => [m.code, m.priceString]),
    );
    expect(byCode).toMatchObject({ premium: '$6.00', cdek: '$4.00', russianpostru: '$5.00', saferoute: '₽250.00' });
    const atlantis = (await get('/checkout/shippingMethods', { country: 'RU', city: 'Atlantis' })).json().data;
    expect(atlantis.map((m: { code: string }) => m.code)).not.toContain('cdek');
  });
});
