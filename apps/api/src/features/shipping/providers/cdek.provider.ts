import { fieldError } from '@kordon/contract';
import { askCarrier, fieldsOf, trimSlash } from './carrier-http.js';
import {
  CarrierUnavailable,
  type Quote,
  type QuoteRequest,
  type ShippingError,
  type ShippingProvider,
} from './shipping-provider.js';
import { quoteFromTable } from './table.provider.js';

export const CDEK_DEFAULT_URL = 'https://api.cdek.ru';
/** A parcel's size when the catalogue has none: a typical shoe box, in centimetres. */
const PARCEL_CM = { length: 30, width: 20, height: 12 };
/** CDEK's currency code for roubles. */
const RUB = 1;

type CdekOptions = { clientId: string; clientSecret: string; baseUrl?: string; originPostalCode: string };
type CdekTariff = {
  tariff_name?: string;
  delivery_sum?: number;
  period_min?: number;
  period_max?: number;
  calendar_min?: number;
  calendar_max?: number;
};
type CdekErrors = { errors?: Array<{ code?: string; message?: string }> };

const errorMessages = (body: unknown) =>
  ((body as CdekErrors | null)?.errors ?? []).map((error) => error.message ?? error.code ?? '').filter(Boolean);

/** CDEK API v2: an OAuth token kept until shortly before expiry, then one quote per tariff of the tariff list. */
export function createCdekProvider(options: CdekOptions): ShippingProvider {
  const base = trimSlash(options.baseUrl ?? CDEK_DEFAULT_URL);
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(renew: boolean): Promise<string> {
    if (token && !renew && token.expiresAt > Date.now()) return token.value;
    const answer = await askCarrier('cdek', `${base}/v2/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }),
    });
    const body = answer.body as { access_token?: string; expires_in?: number } | null;
    if (answer.status !== 200 || !body?.access_token) {
      throw new CarrierUnavailable('cdek', `token refused (${answer.status})`);
    }
    // A minute early, so a token never expires between reading it and CDEK checking it.
    token = { value: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  const destinationOf = (request: QuoteRequest) => ({
    country_code: request.countryCode,
    ...(request.postalCode ? { postal_code: request.postalCode } : {}),
    ...(request.city ? { city: request.russianCity?.name ?? request.city } : {}),
    ...(request.address ? { address: request.address } : {}),
  });

  async function calculate(request: QuoteRequest, renew: boolean) {
    return askCarrier('cdek', `${base}/v2/calculator/tarifflist`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await accessToken(renew)}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({
        type: 1,
        currency: RUB,
        lang: request.lang === 'ru' ? 'rus' : 'eng',
        from_location: { postal_code: options.originPostalCode, country_code: 'RU' },
        to_location: destinationOf(request),
        packages: [{ weight: Math.max(1, request.weightGrams), ...PARCEL_CM }],
      }),
    });
  }

  return {
    code: 'cdek',
    async quote(request): Promise<Quote[] | ShippingError> {
      // Without a city or postal code CDEK cannot price; the table gives the usual price meanwhile.
      if (!request.city && !request.postalCode) return quoteFromTable(request);
      let answer = await calculate(request, false);
      if (answer.status === 401) answer = await calculate(request, true);
      if (answer.status === 401 || answer.status === 403) throw new CarrierUnavailable('cdek', 'not authorised');
      const refused = errorMessages(answer.body);
      const tariffs = (answer.body as { tariff_codes?: CdekTariff[] } | null)?.tariff_codes ?? [];
      if (answer.status !== 200 || tariffs.length === 0) {
        return { fields: refused.length ? fieldsOf(refused) : { city: [fieldError('no_delivery_methods')] } };
      }
      return tariffs
        .filter((tariff) => typeof tariff.delivery_sum === 'number')
        .map((tariff) => ({
          amount: Math.round((tariff.delivery_sum as number) * 100),
          currency: 'RUB',
          minDays: tariff.calendar_min ?? tariff.period_min ?? 0,
          maxDays: tariff.calendar_max ?? tariff.period_max ?? tariff.period_min ?? 0,
          name: tariff.tariff_name ?? null,
        }));
    },
  };
}
