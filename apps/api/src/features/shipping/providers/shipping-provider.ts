import type { FieldErrors, LanguageCode } from '@kordon/contract';

/** One carrier's pricing, behind one interface: the shop's own tariff table, or the carrier's API. */

/** A weight tier of the shop's tariff table; amounts in USD cents. */
export type TariffTier = { maxWeightGrams: number; price: number; minDeliveryDays: number; maxDeliveryDays: number };

export type QuoteRequest = {
  code: string;
  /** Language of tariff names, where the carrier offers a choice. */
  lang: LanguageCode;
  countryCode: string;
  zone: string | null;
  city: string | null;
  postalCode: string | null;
  address: string | null;
  /** The town of the bundled table when `city` names a Russian one: its Russian name, FIAS id, main postal code. */
  russianCity: { name: string; fiasId: string | null; postalCode: string | null } | null;
  /** Weight of the parcel; the service has checked it fits the last tier. */
  weightGrams: number;
  /** The shop's tiers for this method and country, lightest first (never empty). */
  tiers: TariffTier[];
};

/** One way to deliver, in minor units of `currency` (USD from the table, RUB from Russian carriers). */
export type Quote = { amount: number; currency: string; minDays: number; maxDays: number; name: string | null };

/** The carrier refused the request: errors per request field (spec-coverage 8.10). */
export type ShippingError = { fields: FieldErrors };

export type ShippingProvider = {
  code: string;
  /** Resolves to quotes or the carrier's refusal; rejects (CarrierUnavailable) when it cannot be asked. */
  quote(request: QuoteRequest): Promise<Quote[] | ShippingError>;
};

export const isShippingError = (answer: Quote[] | ShippingError): answer is ShippingError => !Array.isArray(answer);

/** The carrier could not be reached or answered nonsense; the service prices from the table instead. */
export class CarrierUnavailable extends Error {
  constructor(carrier: string, reason: string) {
    super(`${carrier}: ${reason}`);
    this.name = 'CarrierUnavailable';
  }
}
