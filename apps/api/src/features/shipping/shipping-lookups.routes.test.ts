import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Lookup, lookupsOf } from '../geo/geo.testing.js';

let t: TestApp;
let get: Lookup;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  get = await lookupsOf(t);
});
afterAll(() => t.close());

describe('GET /checkout/pickupPoints', () => {
  type Point = { id: number; shippingMethod: string; city: string; name: string; workHours: string };
  const points = async (query: Record<string, string>, headers = {}) =>
    (await get('/checkout/pickupPoints', query, headers)).json().data as Point[];

  it('lists the points of a country, of a city named in Russian or English, in any case', async () => {
    expect(await points({ country: 'RU' })).toHaveLength(23);
    const moscow = await points({ country: 'RU', city: 'Москва' });
    expect(moscow).toHaveLength(7);
    expect(new Set(moscow.map((p) => p.city))).toEqual(new Set(['Москва']));
    for (const city of ['Moscow', 'москва', 'MOSCOW']) {
      expect((await points({ country: 'RU', city })).map((p) => p.id)).toEqual(moscow.map((p) => p.id));
    }
    expect(await points({ country: 'US' })).toEqual([]);
  });

  it('narrows to one carrier and names the point in the request language', async () => {
    const [kazan, ...more] = await points(
      { country: 'RU', city: 'Казань', shippingMethod: 'saferoute' },
      { lang: 'ru' },
    );
    expect(more).toEqual([]);
    expect(kazan).toEqual({
      id: expect.any(Number),
      shippingMethod: 'saferoute',
      name: 'SafeRoute на Пушкина',
      countryCode: 'RU',
      city: 'Казань',
      address: 'ул. Пушкина, 2',
      postalCode: '420015',
      workHours: 'Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00',
      latitude: 55.7877,
      longitude: 49.1248,
    });
    const cdek = await points({ country: 'RU', shippingMethod: 'cdek' });
    expect(cdek).toHaveLength(13);
    expect(cdek[0]?.workHours).toMatch(/^(Mon|Daily)/);
  });

  it('refuses a bad country, carrier code or city with 422', async () => {
    for (const query of [
      { country: 'ru' },
      { country: 'RU', shippingMethod: 'CDEK!' },
      { country: 'RU', city: '<b>' },
    ]) {
      expect((await get('/checkout/pickupPoints', query)).statusCode).toBe(422);
    }
  });
});

describe('GET /checkout/shippingValidate', () => {
  const validate = async (query: Record<string, string>) => (await get('/checkout/shippingValidate', query)).json();

  it('says a method is valid for a country it serves, or with no country', async () => {
    expect(await validate({ shippingCode: 'cdek', country: 'RU' })).toEqual({ data: { valid: true, errors: {} } });
    expect(await validate({ shippingCode: 'premium' })).toEqual({ data: { valid: true, errors: {} } });
  });

  it('says why a method is not valid: the country, or no such method', async () => {
    expect(await validate({ shippingCode: 'cdek', country: 'US' })).toEqual({
      data: { valid: false, errors: { country: ['No possible delivery methods to this region'] } },
    });
    expect(await validate({ shippingCode: 'dhl', country: 'RU' })).toEqual({
      data: { valid: false, errors: { shippingCode: ['This shipping method is not available'] } },
    });
  });

  it('refuses a missing code or a malformed country with 422', async () => {
    expect((await get('/checkout/shippingValidate', { country: 'RU' })).statusCode).toBe(422);
    expect((await get('/checkout/shippingValidate', { shippingCode: 'cdek', country: 'Russia' })).statusCode).toBe(422);
  });
});

describe('every checkout look-up', () => {
  it('answers random query values with 200, 422 or (for a named thing) 404, never a 5xx', async () => {
    const paths = [
      '/checkout/countryZones',
      '/checkout/shippingMethods',
      '/checkout/shippingMethods/cdek/tariffs',
      '/checkout/pickupPoints',
      '/checkout/cityFias',
      '/checkout/geoLocation',
      '/checkout/shippingValidate',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('RU', 'US', 'cdek', '0', '-1', '1e308', 'NaN'),
    );
    const query = fc.record(
      {
        country: value,
        countryCode: value,
        city: value,
        postalCode: value,
        address: value,
        zone: value,
        weightGrams: value,
        lat: value,
        long: value,
        shippingCode: value,
        shippingMethod: value,
      },
      { requiredKeys: [] },
    );
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, params) => {
        const { statusCode } = await get(path, params);
        seen.add(statusCode);
        // 404 only where the call names a thing that may not exist: a country, a method.
        const allowed = /countryZones|tariffs/.test(path) ? [200, 404, 422] : [200, 422];
        expect(allowed, `${path} ${JSON.stringify(params)} → ${statusCode}`).toContain(statusCode);
      }),
      { numRuns: 150 },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 422]));
  });
});
