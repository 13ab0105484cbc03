import type { CurrencyRef, LanguageCode } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import { mediaUrl } from '../../platform/media-url.js';
import { type Currency, listCurrencies } from '../currency/currency.service.js';
import { findRussianCityByName, isCountryActive } from '../geo/geo.service.js';
import { type Log, type PricedQuote, quoteCarrier } from './carrier-quotes.js';
import type { ShippingConfig } from './providers/provider-registry.js';
import { isShippingError, type QuoteRequest } from './providers/shipping-provider.js';
import { planParcel, type ShipmentLine, tiersByMethod } from './shipment-rules.js';
import { selectPickupPoint } from './shipping.queries.js';
import { amountIn, displayPrice } from './shipping-money.js';
import { activeShippingMethods, tariffRowsFor } from './shipping-reference.js';

export type { ShipmentLine } from './shipment-rules.js';

export type ShipmentDestination = {
  countryCode: string;
  zone?: string | null;
  city?: string | null;
  postalCode?: string | null;
  address?: string | null;
};
export type ShipmentRequest = ShipmentDestination & { lines: ShipmentLine[] };

export type QuoteContext = {
  lang: LanguageCode;
  /** The currency of the order: `price` is in it. */
  currency: Currency;
  /** Decides which carriers are asked through their APIs (the tariff table otherwise). */
  config: ShippingConfig;
  log?: Log;
};

/** What the shopper is shown: saferoute in roubles whatever the order currency (spec-coverage 9.8b). */
export type DisplayPrice = { price: number; priceString: string; currency: CurrencyRef };

export type ShippingQuote = {
  code: string;
  name: string;
  description: string;
  image: string | null;
  hasOwnTariffs: boolean;
  /** USD cents. */
  priceUsd: number;
  /** Minor units of `ctx.currency`. */
  price: number;
  currency: CurrencyRef;
  display: DisplayPrice;
  minDeliveryTime: number;
  maxDeliveryTime: number;
  /** The carrier's name of the cheapest tariff, when it has names. */
  tariffName: string | null;
  /** Keys of the lines this method cannot take (spec-coverage 8.15). */
  undeliverable: string[];
};

/** Spec-coverage 9.8b: SafeRoute shows its price with the rouble sign. */
const DISPLAY_CURRENCY: Record<string, string> = { saferoute: 'RUB' };

/** The carrier's own name of the town (Russian) and its ids, when the city is a known Russian one. */
export function russianCityOf(destination: ShipmentDestination): QuoteRequest['russianCity'] {
  if (destination.countryCode !== 'RU' || !destination.city) return null;
  const city = findRussianCityByName(destination.city);
  return city ? { name: city.name.ru, fiasId: city.fiasId, postalCode: city.postalCode } : null;
}

export function requestFor(
  code: string,
  destination: ShipmentDestination,
  parcel: Pick<QuoteRequest, 'weightGrams' | 'tiers' | 'lang'>,
): QuoteRequest {
  return {
    code,
    countryCode: destination.countryCode,
    zone: destination.zone ?? null,
    city: destination.city ?? null,
    postalCode: destination.postalCode ?? null,
    address: destination.address ?? null,
    russianCity: russianCityOf(destination),
    ...parcel,
  };
}

/** The prices of a quote in the order currency and in the shopper's display currency. */
export function pricesOf(code: string, quote: PricedQuote, ctx: QuoteContext, rates: readonly Currency[]) {
  const price = amountIn(quote, quote.usdCents, ctx.currency);
  const shown = rates.find((row) => row.code === DISPLAY_CURRENCY[code]) ?? ctx.currency;
  const display = displayPrice(amountIn(quote, quote.usdCents, shown), shown, ctx.lang);
  return {
    priceUsd: quote.usdCents,
    price,
    currency: { code: ctx.currency.code, symbol: ctx.currency.symbol },
    display,
  };
}

/**
 * Every method that can serve the request at its cheapest tariff, with the lines it cannot take; empty
 * when none delivers there (spec-coverage 8.15). A configured carrier that refuses is left out.
 */
export async function quoteShipping(
  executor: DbExecutor,
  request: ShipmentRequest,
  ctx: QuoteContext,
): Promise<ShippingQuote[]> {
  if (!(await isCountryActive(executor, request.countryCode))) return [];
  // One after another: inside the order's transaction they share one connection (cached, mostly).
  const methods = await activeShippingMethods(executor);
  const rows = await tariffRowsFor(executor, request.countryCode);
  const rates = await listCurrencies(executor);
  const tiers = tiersByMethod(rows);
  const quoted = await Promise.all(
    methods.map(async (method): Promise<ShippingQuote | undefined> => {
      const methodTiers = tiers.get(method.code);
      const plan = methodTiers && planParcel(methodTiers, request.lines);
      if (!methodTiers || !plan) return undefined;
      const parcel = { weightGrams: plan.weightGrams, tiers: methodTiers, lang: ctx.lang };
      const quotes = await quoteCarrier(ctx.config, requestFor(method.code, request, parcel), rates, ctx.log);
      const cheapest = isShippingError(quotes) ? undefined : quotes[0];
      if (!cheapest) return undefined;
      return {
        code: method.code,
        name: method.name[ctx.lang],
        description: method.description[ctx.lang],
        image: mediaUrl(method.image),
        hasOwnTariffs: method.hasOwnTariffs,
        ...pricesOf(method.code, cheapest, ctx, rates),
        minDeliveryTime: cheapest.minDays,
        maxDeliveryTime: cheapest.maxDays,
        tariffName: cheapest.name,
        undeliverable: plan.undeliverable,
      };
    }),
  );
  return quoted.filter((quote): quote is ShippingQuote => quote !== undefined);
}

export type PickupPointRecord = {
  id: number;
  shippingMethod: string;
  countryCode: string;
  city: string;
  address: string;
  postalCode: string | null;
  name: LocalizedText;
  workHours: LocalizedText | null;
  latitude: number | null;
  longitude: number | null;
};

/** A pickup point of an active method, with its names in both languages; null when there is none. */
export async function findPickupPoint(executor: DbExecutor, id: number): Promise<PickupPointRecord | null> {
  return (await selectPickupPoint(executor, id)) ?? null;
}
