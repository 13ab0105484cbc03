import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertStore } from '../../auth/auth.testing.js';
import { type FakeCarrier, startFakeCarrier } from '../../shipping/providers/fake-carrier.testing.js';
import { type Lookup, lookupsOf } from '../geo.testing.js';
import { createDadataSuggester } from './dadata.provider.js';

const KEY = 'dadata-test-key';
const KAZAN = {
  value: 'г Казань',
  data: {
    city: 'Казань',
    region_with_type: 'Респ Татарстан',
    region_iso_code: 'RU-TA',
    city_fias_id: '93b3df57-4c89-44df-ac42-96f05e9cd3b9',
    fias_id: 'ffffffff-0000-0000-0000-000000000000',
    postal_code: '420000',
    geo_lat: '55.7943584',
    geo_lon: '49.1114975',
  },
};
const SETTLEMENT = { value: 'Респ Крым, пгт Гаспра', data: { settlement: 'Гаспра', region_iso_code: 'UA-43' } };

let fake: FakeCarrier;
let refuse = false;
beforeAll(async () => {
  fake = await startFakeCarrier((request) =>
    refuse || request.headers.authorization !== `Token ${KEY}`
      ? { status: 403, body: { message: 'Forbidden' } }
      : { body: { suggestions: [KAZAN, SETTLEMENT] } },
  );
});
afterAll(() => fake.close());

describe('DaData suggester', () => {
  it('asks for cities and settlements of Russia with the key, the text and the language', async () => {
    const suggester = createDadataSuggester({ apiKey: KEY, baseUrl: fake.url });
    await suggester.suggest('Каз', 'en');
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/suggestions/api/4_1/rs/suggest/address');
    expect(request.headers.authorization).toBe(`Token ${KEY}`);
    expect(JSON.parse(request.body)).toEqual({
      query: 'Каз',
      count: 10,
      language: 'en',
      locations: [{ country_iso_code: 'RU' }],
      from_bound: { value: 'city' },
      to_bound: { value: 'settlement' },
    });
  });

  it("maps DaData's answer: the city's FIAS id, coordinates as numbers, a zone only for a Russian region", async () => {
    const suggester = createDadataSuggester({ apiKey: KEY, baseUrl: fake.url });
    expect(await suggester.suggest('Каз', 'ru')).toEqual([
      {
        city: 'Казань',
        region: 'Респ Татарстан',
        zone: 'RU-TA',
        fiasId: '93b3df57-4c89-44df-ac42-96f05e9cd3b9',
        postalCode: '420000',
        latitude: 55.7943584,
        longitude: 49.1114975,
      },
      { city: 'Гаспра', region: '', zone: null, fiasId: null, postalCode: null, latitude: null, longitude: null },
    ]);
  });

  it('rejects when DaData refuses, so the caller can fall back', async () => {
    const suggester = createDadataSuggester({ apiKey: 'wrong', baseUrl: fake.url });
    await expect(suggester.suggest('Каз', 'ru')).rejects.toThrow(/403/);
  });
});

describe('GET /checkout/cityFias with DADATA_API_KEY', () => {
  let t: TestApp;
  let get: Lookup;
  beforeAll(async () => {
    t = await createTestApp({ env: { DADATA_API_KEY: KEY, DADATA_API_URL: fake.url } });
    await insertStore(t);
    get = await lookupsOf(t);
  });
  afterAll(() => t.close());

  it("answers DaData's suggestions", async () => {
    const data = (await get('/checkout/cityFias', { city: 'Каз' }, { lang: 'ru' })).json().data;
    expect(data.map((city: { city: string }) => city.city)).toEqual(['Казань', 'Гаспра']);
  });

  it('falls back to the bundled table when DaData cannot answer', async () => {
    refuse = true;
    try {
      const data = (await get('/checkout/cityFias', { city: 'Моск' }, { lang: 'ru' })).json().data;
      expect(data[0]).toMatchObject({ city: 'Москва', fiasId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5' });
    } finally {
      refuse = false;
    }
  });
});
