import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdekProvider } from './cdek.provider.js';
import { type FakeCarrier, quoteRequest, startFakeCarrier, TABLE_QUOTE } from './fake-carrier.testing.js';
import { CarrierUnavailable } from './shipping-provider.js';

const TARIFFS = {
  tariff_codes: [
    {
      tariff_code: 136,
      tariff_name: 'Посылка склад-склад',
      delivery_mode: 4,
      delivery_sum: 350,
      period_min: 2,
      period_max: 3,
    },
    {
      tariff_code: 137,
      tariff_name: 'Посылка склад-дверь',
      delivery_mode: 3,
      delivery_sum: 512.5,
      period_min: 2,
      period_max: 4,
      calendar_min: 3,
      calendar_max: 5,
    },
  ],
};

let fake: FakeCarrier;
let tokens = 0;
/** What the calculator answers next, by the test. */
let calculator: () => { status?: number; body?: unknown } = () => ({ body: TARIFFS });
beforeAll(async () => {
  fake = await startFakeCarrier((request) => {
    if (request.path === '/v2/oauth/token') {
      const form = new URLSearchParams(request.body);
      if (form.get('client_id') !== 'shop' || form.get('client_secret') !== 'secret') return { status: 401, body: {} };
      tokens += 1;
      return { body: { access_token: `token-${tokens}`, token_type: 'bearer', expires_in: 3600 } };
    }
    if (request.headers.authorization !== `Bearer token-${tokens}`) return { status: 401, body: {} };
    return calculator();
  });
});
afterAll(() => fake.close());

const cdek = (secret = 'secret') =>
  createCdekProvider({ clientId: 'shop', clientSecret: secret, baseUrl: fake.url, originPostalCode: '101000' });

describe('CDEK provider', () => {
  it('gets a token by client credentials, then asks the tariff list with it for the parcel and the address', async () => {
    await cdek().quote(quoteRequest());
    const [token, calculation] = fake.requests.slice(-2);
    expect(token).toMatchObject({ method: 'POST', path: '/v2/oauth/token' });
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'shop',
      client_secret: 'secret',
    });
    expect(calculation).toMatchObject({ method: 'POST', path: '/v2/calculator/tarifflist' });
    expect(calculation?.headers.authorization).toBe(`Bearer token-${tokens}`);
    expect(JSON.parse(calculation?.body ?? '')).toEqual({
      type: 1,
      currency: 1,
      lang: 'rus',
      from_location: { postal_code: '101000', country_code: 'RU' },
      // The Russian name of the town, which CDEK knows it by.
      to_location: { country_code: 'RU', postal_code: '125009', city: 'Москва', address: 'ул. Тверская, 12' },
      packages: [{ weight: 1500, length: 30, width: 20, height: 12 }],
    });
  });

  it('answers each tariff in kopecks with its calendar days and name', async () => {
    expect(await cdek().quote(quoteRequest())).toEqual([
      { amount: 35_000, currency: 'RUB', minDays: 2, maxDays: 3, name: 'Посылка склад-склад' },
      { amount: 51_250, currency: 'RUB', minDays: 3, maxDays: 5, name: 'Посылка склад-дверь' },
    ]);
  });

  it('keeps its token for later quotes and renews it once CDEK refuses it', async () => {
    const provider = cdek();
    await provider.quote(quoteRequest());
    const before = tokens;
    await provider.quote(quoteRequest());
    expect(tokens).toBe(before);
    tokens += 1; // the fake now wants a token the provider does not have yet
    expect(await provider.quote(quoteRequest())).toHaveLength(2);
    expect(tokens).toBe(before + 2);
  });

  it("maps CDEK's refusal to messages on the request fields", async () => {
    calculator = () => ({
      status: 400,
      body: {
        errors: [{ code: 'v2_entity_not_found', message: 'Невозможно осуществить доставку по этому направлению' }],
      },
    });
    try {
      expect(await cdek().quote(quoteRequest())).toEqual({
        fields: {
          city: [{ code: 'carrier_refused', message: 'Невозможно осуществить доставку по этому направлению' }],
        },
      });
      calculator = () => ({ body: { tariff_codes: [] } });
      expect(await cdek().quote(quoteRequest())).toEqual({
        fields: { city: [{ code: 'no_delivery_methods', message: 'No possible delivery methods to this region' }] },
      });
    } finally {
      calculator = () => ({ body: TARIFFS });
    }
  });

  it('rejects as unavailable on a server error, a refused token or no connection', async () => {
    calculator = () => ({ status: 502, body: {} });
    try {
      await expect(cdek().quote(quoteRequest())).rejects.toBeInstanceOf(CarrierUnavailable);
    } finally {
      calculator = () => ({ body: TARIFFS });
    }
    await expect(cdek('wrong').quote(quoteRequest())).rejects.toBeInstanceOf(CarrierUnavailable);
    const nowhere = createCdekProvider({
      clientId: 'shop',
      clientSecret: 'secret',
      baseUrl: 'http://127.0.0.1:9',
      originPostalCode: '101000',
    });
    await expect(nowhere.quote(quoteRequest())).rejects.toBeInstanceOf(CarrierUnavailable);
  });

  it('prices from the table, asking nothing, without a city or postal code', async () => {
    const asked = fake.requests.length;
    expect(await cdek().quote(quoteRequest({ city: null, postalCode: null, russianCity: null }))).toEqual(TABLE_QUOTE);
    expect(fake.requests.length).toBe(asked);
  });
});
