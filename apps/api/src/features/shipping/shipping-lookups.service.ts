import {
  fieldError,
  type LanguageCode,
  type PickupPoint,
  type ShippingMethod,
  type ShippingTariff,
} from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { listCurrencies } from '../currency/currency.service.js';
import { findRussianCityByName, isCountryActive } from '../geo/geo.service.js';
import { quoteCarrier } from './carrier-quotes.js';
import { isShippingError } from './providers/shipping-provider.js';
import { planParcel, tiersByMethod } from './shipment-rules.js';
import { selectPickupPoints } from './shipping.queries.js';
import {
  pricesOf,
  type QuoteContext,
  quoteShipping,
  requestFor,
  type ShipmentDestination,
} from './shipping.service.js';
import { activeShippingMethods, tariffRowsFor } from './shipping-reference.js';

/** spec-coverage 7.3.5: the methods that deliver a parcel of that weight to the destination. */
export async function listShippingMethods(
  db: Db,
  destination: ShipmentDestination & { weightGrams: number },
  ctx: QuoteContext,
): Promise<ShippingMethod[]> {
  const lines = [{ key: 'parcel', weightGrams: destination.weightGrams, quantity: 1, isDigital: false }];
  const quotes = await quoteShipping(db, { ...destination, lines }, ctx);
  return quotes.map((quote) => ({
    code: quote.code,
    name: quote.name,
    description: quote.description,
    ...quote.display,
    hasOwnTariffs: quote.hasOwnTariffs,
    minDeliveryTime: quote.minDeliveryTime,
    maxDeliveryTime: quote.maxDeliveryTime,
    image: quote.image,
  }));
}

/**
 * spec-coverage 7.3.6: every tariff of the method's carrier for the address, cheapest first; what it
 * cannot serve is a 422 per field (spec-coverage 8.10).
 */
export async function listShippingTariffs(
  db: Db,
  code: string,
  destination: ShipmentDestination & { weightGrams: number },
  ctx: QuoteContext,
): Promise<ShippingTariff[]> {
  const [method] = await activeShippingMethods(db, [code]);
  if (!method) throw AppError.notFound('Shipping method');
  const [rows, rates] = await Promise.all([tariffRowsFor(db, destination.countryCode, code), listCurrencies(db)]);
  const tiers = (await isCountryActive(db, destination.countryCode)) ? tiersByMethod(rows).get(code) : undefined;
  if (!tiers) throw AppError.validation({ country: [fieldError('no_delivery_methods')] });
  const plan = planParcel(tiers, [
    { key: 'parcel', weightGrams: destination.weightGrams, quantity: 1, isDigital: false },
  ]);
  if (!plan) throw AppError.validation({ weightGrams: [fieldError('items_not_deliverable')] });
  const request = requestFor(code, destination, { weightGrams: plan.weightGrams, tiers, lang: ctx.lang });
  const quotes = await quoteCarrier(ctx.config, request, rates, ctx.log);
  if (isShippingError(quotes)) throw AppError.validation(quotes.fields, fieldError('no_delivery_methods').message);
  return quotes.map((quote) => ({
    ...pricesOf(code, quote, ctx, rates).display,
    minDeliveryTime: quote.minDays,
    maxDeliveryTime: quote.maxDays,
    name: quote.name,
  }));
}

/** The spellings a city may be stored under: as asked, and its Russian and English names. */
function cityNames(city: string): string[] {
  const known = findRussianCityByName(city);
  return [...new Set([city, ...(known ? [known.name.ru, known.name.en] : [])])];
}

/** spec-coverage 7.3.7: pickup points of active methods in a country, a city and a method when given. */
export async function listPickupPoints(
  db: Db,
  filter: { country: string; city?: string; shippingMethod?: string },
  lang: LanguageCode,
): Promise<PickupPoint[]> {
  const rows = await selectPickupPoints(db, {
    countryCode: filter.country,
    cities: filter.city ? cityNames(filter.city) : undefined,
    shippingCode: filter.shippingMethod,
  });
  return rows.map((row) => ({
    id: row.id,
    shippingMethod: row.shippingMethod,
    name: row.name[lang],
    countryCode: row.countryCode,
    city: row.city,
    address: row.address,
    postalCode: row.postalCode,
    workHours: row.workHours?.[lang] ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

/** spec-coverage 7.3.14: whether the method exists, is active, and delivers to the country when one is given. */
export async function validateShippingMethod(
  db: Db,
  code: string,
  country: string | undefined,
): Promise<{ valid: boolean; errors: Record<string, string[]> }> {
  const [method] = await activeShippingMethods(db, [code]);
  // This answer lists texts only (contract `shippingValidation`).
  const refused = (field: string, reason: 'shipping_method_unavailable' | 'no_delivery_methods') => ({
    valid: false,
    errors: { [field]: [fieldError(reason).message] },
  });
  if (!method) return refused('shippingCode', 'shipping_method_unavailable');
  if (country === undefined) return { valid: true, errors: {} };
  const served =
    (await isCountryActive(db, country)) && tiersByMethod(await tariffRowsFor(db, country, code)).has(code);
  return served ? { valid: true, errors: {} } : refused('country', 'no_delivery_methods');
}
