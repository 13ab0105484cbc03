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

export const SAFEROUTE_DEFAULT_URL = 'https://api.saferoute.ru/v2';

type SaferouteTariff = {
  deliveryCompanyName?: string;
  totalPrice?: number;
  deliveryDays?: { min?: number; max?: number };
};
/** The calculator answers three lists: to a pickup point, to the door, by post. */
const KINDS = {
  en: ['pickup point', 'courier', 'post'],
  ru: ['пункт выдачи', 'курьер', 'почта'],
} as const;

function refusalOf(body: unknown): string[] {
  const answer = body as { message?: string; errors?: Record<string, string[] | string> | string[] } | null;
  const errors = answer?.errors;
  const listed = Array.isArray(errors) ? errors : Object.values(errors ?? {}).flat();
  return [...listed, answer?.message ?? ''].filter((text): text is string => typeof text === 'string' && text !== '');
}

/**
 * SafeRoute API v2: POST /calculator with the destination city's FIAS id, authorised by the shop's
 * token (Bearer) and its `shop-id`. Every carrier SafeRoute offers is one quote, in roubles.
 */
export function createSaferouteProvider(options: {
  token: string;
  shopId: string;
  baseUrl?: string;
}): ShippingProvider {
  const base = trimSlash(options.baseUrl ?? SAFEROUTE_DEFAULT_URL);
  return {
    code: 'saferoute',
    async quote(request: QuoteRequest): Promise<Quote[] | ShippingError> {
      const cityFias = request.russianCity?.fiasId;
      if (request.countryCode !== 'RU' || !cityFias) return quoteFromTable(request);
      const answer = await askCarrier('saferoute', `${base}/calculator`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.token}`,
          'shop-id': options.shopId,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({
          reception: { cityFias },
          weight: Math.max(1, request.weightGrams) / 1000,
          applyWidgetSettings: true,
        }),
      });
      if (answer.status === 401 || answer.status === 403) throw new CarrierUnavailable('saferoute', 'not authorised');
      if (answer.status !== 200 || !Array.isArray(answer.body)) {
        const refused = refusalOf(answer.body);
        return { fields: refused.length ? fieldsOf(refused) : { city: [fieldError('no_delivery_methods')] } };
      }
      const quotes = (answer.body as unknown[]).slice(0, KINDS.en.length).flatMap((list, index) =>
        (Array.isArray(list) ? (list as SaferouteTariff[]) : [])
          .filter((tariff) => typeof tariff.totalPrice === 'number')
          .map((tariff) => ({
            amount: Math.round((tariff.totalPrice as number) * 100),
            currency: 'RUB',
            minDays: tariff.deliveryDays?.min ?? tariff.deliveryDays?.max ?? 0,
            maxDays: tariff.deliveryDays?.max ?? tariff.deliveryDays?.min ?? 0,
            name: [tariff.deliveryCompanyName, KINDS[request.lang][index]].filter(Boolean).join(', '),
          })),
      );
      return quotes.length ? quotes : { fields: { city: [fieldError('no_delivery_methods')] } };
    },
  };
}
