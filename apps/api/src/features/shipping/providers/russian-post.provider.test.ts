import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCarrier, quoteRequest, startFakeCarrier, TABLE_QUOTE } from './fake-carrier.testing.js';
import { createRussianPostProvider } from './russian-post.provider.js';
import { CarrierUnavailable } from './shipping-provider.js';

let fake: FakeCarrier;
beforeAll(async () => {
  fake = await startFakeCarrier((request) => {
    const to = request.query.get('to');
    if (to === '000000') return { body: { errors: [{ msg: 'Указан неверный индекс места назначения' }] } };
    if (to === '500500') return { status: 503, body: {} };
    return {
      body: { id: 4030, name: 'Посылка нестандартная', pay: 31_250, paynds: 37_500, delivery: { min: 2, max: 4 } },
    };
  });
});
afterAll(() => fake.close());

const post = () => createRussianPostProvider({ baseUrl: fake.url, originPostalCode: '101000' });
const quote = (overrides: Parameters<typeof quoteRequest>[0] = {}) =>
  post().quote(quoteRequest({ code: 'russianpostru', ...overrides }));

describe('Russian Post provider', () => {
  it('asks the public calculator for a domestic parcel between the two post offices, without credentials', async () => {
    await quote();
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', path: '/v2/calculate/tariff/delivery' });
    expect(Object.fromEntries(request.query)).toEqual({
      json: '',
      object: '4030',
      from: '101000',
      to: '125009',
      weight: '1500',
      pack: '10',
    });
    expect(request.headers.authorization).toBeUndefined();
  });

  it('answers the price with VAT in kopecks, the delivery days and the tariff name', async () => {
    expect(await quote()).toEqual([
      { amount: 37_500, currency: 'RUB', minDays: 2, maxDays: 4, name: 'Посылка нестандартная' },
    ]);
  });

  it("sends to the city's main post office when no postal code is given", async () => {
    await quote({ postalCode: null, russianCity: { name: 'Казань', fiasId: null, postalCode: '420000' } });
    expect(fake.requests.at(-1)?.query.get('to')).toBe('420000');
  });

  it("maps Russian Post's refusal to the field it is about", async () => {
    expect(await quote({ postalCode: '000000' })).toEqual({
      fields: { postalCode: [{ code: 'carrier_refused', message: 'Указан неверный индекс места назначения' }] },
    });
  });

  it('rejects as unavailable on a server error', async () => {
    await expect(quote({ postalCode: '500500' })).rejects.toBeInstanceOf(CarrierUnavailable);
  });

  it('prices from the table abroad, or with no postal code to send to', async () => {
    const asked = fake.requests.length;
    expect(await quote({ countryCode: 'DE' })).toEqual(TABLE_QUOTE);
    expect(await quote({ postalCode: null, russianCity: null })).toEqual(TABLE_QUOTE);
    expect(fake.requests.length).toBe(asked);
  });
});
