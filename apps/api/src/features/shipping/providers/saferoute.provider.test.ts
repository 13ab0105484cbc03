import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCarrier, MOSCOW_FIAS, quoteRequest, startFakeCarrier, TABLE_QUOTE } from './fake-carrier.testing.js';
import { createSaferouteProvider } from './saferoute.provider.js';
import { CarrierUnavailable } from './shipping-provider.js';

const UNSERVED_FIAS = '11111111-1111-1111-1111-111111111111';
const CALCULATION = [
  [{ deliveryCompanyName: 'Boxberry', totalPrice: 249.9, deliveryDays: { min: 2, max: 4 } }],
  [{ deliveryCompanyName: 'DPD', totalPrice: 410, deliveryDays: { min: 1, max: 2 } }],
  [],
];

let fake: FakeCarrier;
beforeAll(async () => {
  fake = await startFakeCarrier((request) => {
    if (request.headers.authorization !== 'Bearer sr-token' || request.headers['shop-id'] !== '77') {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    const fias = JSON.parse(request.body).reception?.cityFias;
    if (fias === UNSERVED_FIAS) return { status: 400, body: { message: 'В этот город доставка невозможна' } };
    return { body: CALCULATION };
  });
});
afterAll(() => fake.close());

const saferoute = (token = 'sr-token') => createSaferouteProvider({ token, shopId: '77', baseUrl: fake.url });
const request = (overrides: Parameters<typeof quoteRequest>[0] = {}) =>
  quoteRequest({ code: 'saferoute', ...overrides });

describe('SafeRoute provider', () => {
  it("asks the calculator for the city's FIAS id and the weight in kilograms, with the token and shop id", async () => {
    await saferoute().quote(request());
    const asked = fake.requests.at(-1)!;
    expect(asked).toMatchObject({ method: 'POST', path: '/calculator' });
    expect(asked.headers.authorization).toBe('Bearer sr-token');
    expect(asked.headers['shop-id']).toBe('77');
    expect(JSON.parse(asked.body)).toEqual({
      reception: { cityFias: MOSCOW_FIAS },
      weight: 1.5,
      applyWidgetSettings: true,
    });
  });

  it('answers every carrier it offers, in kopecks, named with the kind of delivery', async () => {
    expect(await saferoute().quote(request())).toEqual([
      { amount: 24_990, currency: 'RUB', minDays: 2, maxDays: 4, name: 'Boxberry, пункт выдачи' },
      { amount: 41_000, currency: 'RUB', minDays: 1, maxDays: 2, name: 'DPD, курьер' },
    ]);
    const [first] = (await saferoute().quote(request({ lang: 'en' }))) as Array<{ name: string }>;
    expect(first?.name).toBe('Boxberry, pickup point');
  });

  it("maps SafeRoute's refusal to the city", async () => {
    const unserved = request({ russianCity: { name: 'Нигде', fiasId: UNSERVED_FIAS, postalCode: null } });
    expect(await saferoute().quote(unserved)).toEqual({
      fields: { city: [{ code: 'carrier_refused', message: 'В этот город доставка невозможна' }] },
    });
  });

  it('rejects as unavailable when its token is refused', async () => {
    await expect(saferoute('expired').quote(request())).rejects.toBeInstanceOf(CarrierUnavailable);
  });

  it('prices from the table for a town it cannot name by FIAS id, or abroad', async () => {
    const asked = fake.requests.length;
    expect(await saferoute().quote(request({ russianCity: null }))).toEqual(TABLE_QUOTE);
    expect(await saferoute().quote(request({ countryCode: 'BY' }))).toEqual(TABLE_QUOTE);
    expect(fake.requests.length).toBe(asked);
  });
});
