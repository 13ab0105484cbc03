import { fieldError } from '@kordon/contract';
import { askCarrier, carrierRefusal, trimSlash } from './carrier-http.js';
import type { Quote, QuoteRequest, ShippingError, ShippingProvider } from './shipping-provider.js';
import { quoteFromTable } from './table.provider.js';

export const RUSSIAN_POST_DEFAULT_URL = 'https://tariff.pochta.ru';
/** Russian Post's object code of a domestic parcel ("Посылка нестандартная"). */
const DOMESTIC_PARCEL = 4030;
/** Packaging code: a box of the sender's own. */
const OWN_BOX = 10;

type TariffAnswer = {
  name?: string;
  paynds?: number;
  pay?: number;
  delivery?: { min?: number; max?: number };
  errors?: Array<{ msg?: string } | string>;
  error?: string[];
};

const errorTexts = (body: TariffAnswer) => [
  ...(body.errors ?? []).map((error) => (typeof error === 'string' ? error : (error.msg ?? ''))),
  ...(body.error ?? []),
];

/** Russian Post's public tariff calculator (no key): to the postal code given, else the city's main one. */
export function createRussianPostProvider(options: { baseUrl?: string; originPostalCode: string }): ShippingProvider {
  const base = trimSlash(options.baseUrl ?? RUSSIAN_POST_DEFAULT_URL);
  return {
    code: 'russianpostru',
    async quote(request: QuoteRequest): Promise<Quote[] | ShippingError> {
      const to = request.postalCode ?? request.russianCity?.postalCode;
      if (request.countryCode !== 'RU' || !to) return quoteFromTable(request);
      const query = new URLSearchParams({
        object: String(DOMESTIC_PARCEL),
        from: options.originPostalCode,
        to: to.replace(/\s+/g, ''),
        weight: String(Math.max(1, request.weightGrams)),
        pack: String(OWN_BOX),
      });
      // `json` is a flag without a value in this API.
      const answer = await askCarrier('russianpost', `${base}/v2/calculate/tariff/delivery?json&${query}`, {
        method: 'GET',
        headers: { Accept: 'application/json' },
      });
      const body = (answer.body ?? {}) as TariffAnswer;
      const refused = errorTexts(body).filter(Boolean);
      const price = body.paynds ?? body.pay;
      if (answer.status !== 200 || refused.length > 0 || typeof price !== 'number') {
        const field = request.postalCode ? 'postalCode' : 'city';
        return {
          fields: { [field]: refused.length ? refused.map(carrierRefusal) : [fieldError('no_delivery_methods')] },
        };
      }
      const min = body.delivery?.min ?? body.delivery?.max ?? 0;
      return [
        { amount: price, currency: 'RUB', minDays: min, maxDays: body.delivery?.max ?? min, name: body.name ?? null },
      ];
    },
  };
}
