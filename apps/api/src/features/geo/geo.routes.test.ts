import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../db/schema/index.js';
import { cacheOf } from '../../platform/cache.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Lookup, lookupsOf } from './geo.testing.js';

let t: TestApp;
let get: Lookup;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  get = await lookupsOf(t);
});
afterAll(() => t.close());

describe('GET /checkout/countries', () => {
  it('lists active countries in the request language, the usual destinations first, then by name', async () => {
    const en = (await get('/checkout/countries')).json().data as Array<{ code: string; name: string }>;
    expect(en.slice(0, 3)).toEqual([
      { code: 'RU', name: 'Russia', hasZones: true },
      { code: 'US', name: 'United States', hasZones: true },
      { code: 'DE', name: 'Germany', hasZones: true },
    ]);
    expect(en.find((country) => country.code === 'FR')).toEqual({ code: 'FR', name: 'France', hasZones: false });
    const rest = en.slice(9).map((country) => country.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    const ru = (await get('/checkout/countries', {}, { lang: 'ru' })).json().data as Array<{ name: string }>;
    expect(ru[0]).toEqual({ code: 'RU', name: 'Россия', hasZones: true });
    const ruRest = ru.slice(9).map((country) => country.name);
    expect(ruRest).toEqual([...ruRest].sort(new Intl.Collator('ru').compare));
  });

  it('leaves out a country the shop no longer delivers to', async () => {
    await t.db.update(countries).set({ isActive: false }).where(eq(countries.code, 'AQ'));
    // The list is cached for a few minutes; an admin edit would drop it the same way.
    cacheOf(t.db).invalidateTag('geo');
    const codes = ((await get('/checkout/countries')).json().data as Array<{ code: string }>).map((c) => c.code);
    expect(codes).not.toContain('AQ');
    expect(codes).toContain('AR');
  });

  it('asks for a session', async () => {
    expect((await get('/checkout/countries', {}, { token: null })).statusCode).toBe(401);
  });
});

describe('GET /checkout/countryZones', () => {
  it('lists the regions of a country by name, in the request language', async () => {
    const en = (await get('/checkout/countryZones', { countryCode: 'RU' })).json().data as Array<{ code: string }>;
    expect(en).toHaveLength(83);
    expect(en).toContainEqual({ code: 'RU-MOW', name: 'Moscow' });
    const ru = (await get('/checkout/countryZones', { countryCode: 'RU' }, { lang: 'ru' })).json().data;
    expect(ru).toContainEqual({ code: 'RU-MOW', name: 'Москва' });
    expect(ru[0]).toEqual({ code: 'RU-ALT', name: 'Алтайский край' });
  });

  it('answers an empty list for a country without regions', async () => {
    expect((await get('/checkout/countryZones', { countryCode: 'FR' })).json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown or inactive country', async () => {
    expect((await get('/checkout/countryZones', { countryCode: 'ZZ' })).statusCode).toBe(404);
    await t.db.update(countries).set({ isActive: false }).where(eq(countries.code, 'AQ'));
    expect((await get('/checkout/countryZones', { countryCode: 'AQ' })).statusCode).toBe(404);
  });

  it('refuses a code that is not two capital letters, or none, with 422 on the field', async () => {
    for (const query of [{ countryCode: 'ru' }, { countryCode: 'RUS' }, {}]) {
      const response = await get('/checkout/countryZones', query);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['countryCode']);
    }
  });
});

describe('GET /checkout/cityFias', () => {
  it('suggests Москва for "Моск", with its region, FIAS id, postal code and coordinates', async () => {
    const data = (await get('/checkout/cityFias', { city: 'Моск' }, { lang: 'ru' })).json().data;
    expect(data[0]).toEqual({
      city: 'Москва',
      region: 'Москва',
      zone: 'RU-MOW',
      fiasId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      postalCode: '101000',
      latitude: expect.closeTo(55.75, 1),
      longitude: expect.closeTo(37.62, 1),
    });
  });

  it('takes Latin text and names the cities in the request language', async () => {
    const en = (await get('/checkout/cityFias', { city: 'Sankt' })).json().data;
    expect(en[0]).toMatchObject({ city: 'Saint Petersburg', region: 'Saint Petersburg', zone: 'RU-SPE' });
    const ru = (await get('/checkout/cityFias', { city: 'kazan' }, { lang: 'ru' })).json().data;
    expect(ru[0]).toMatchObject({ city: 'Казань', region: 'Республика Татарстан', zone: 'RU-TA' });
  });

  it('answers at most 10 cities, and none for an unknown name', async () => {
    expect((await get('/checkout/cityFias', { city: 'С' })).json().data).toHaveLength(10);
    expect((await get('/checkout/cityFias', { city: 'Atlantis' })).json()).toEqual({ data: [] });
  });

  it('refuses an empty or too long text with 422', async () => {
    for (const city of ['', '   ', 'М'.repeat(129)]) {
      const response = await get('/checkout/cityFias', { city });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['city']);
    }
  });
});

describe('GET /checkout/geoLocation', () => {
  it('names the city near Moscow and Saint Petersburg', async () => {
    expect((await get('/checkout/geoLocation', { lat: 55.7539, long: 37.6208 })).json().data).toEqual({
      countryCode: 'RU',
      city: 'Moscow',
      region: 'Moscow',
      zone: 'RU-MOW',
      postalCode: '101000',
    });
    const ru = (await get('/checkout/geoLocation', { lat: 59.939, long: 30.3158 }, { lang: 'ru' })).json().data;
    expect(ru).toMatchObject({ countryCode: 'RU', city: 'Санкт-Петербург', zone: 'RU-SPE' });
  });

  it('answers null far from any known city', async () => {
    expect((await get('/checkout/geoLocation', { lat: 48.8566, long: 2.3522 })).json()).toEqual({ data: null });
  });

  it('refuses coordinates out of range, not numbers, or missing, with 422', async () => {
    for (const query of [
      { lat: 91, long: 0 },
      { lat: 0, long: -180.5 },
      { lat: 'north', long: 0 },
      { lat: '', long: 0 },
      { lat: 55 },
    ]) {
      const response = await get('/checkout/geoLocation', query);
      expect(response.statusCode).toBe(422);
    }
  });
});
