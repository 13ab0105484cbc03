import { z } from 'zod';
import { defineCall } from './call.js';
import { byCode } from './field-codes.js';
import { currencyRef, priceString } from './money.js';

/** spec-coverage 9.2: address at most 128 characters, postal code 3-15; a city name gets the same bound. */
export const CITY_MAX = 128;
export const ADDRESS_MAX = 128;
export const POSTAL_CODE_MIN = 3;
export const POSTAL_CODE_MAX = 15;
/** A parcel heavier than this is refused outright; every carrier's last tier is far below it. */
export const PARCEL_WEIGHT_MAX_GRAMS = 1_000_000;
/** City suggestions answer at most this many cities. */
export const CITY_SUGGESTIONS_MAX = 10;

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Must be a two-letter country code');
/** An optional text parameter; an empty one (`city=`) means the same as an absent one. */
const optionalText = (schema: z.ZodString) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(schema.optional())
    .optional();

const cityName = optionalText(
  z
    .string()
    .max(CITY_MAX)
    .regex(/^[\p{L}\p{M}\d\s.,'’()-]+$/u, byCode('invalid_characters')),
);
const address = optionalText(
  z
    .string()
    .max(ADDRESS_MAX)
    .regex(/^[^\p{C}]+$/u, byCode('invalid_characters')),
);
const postalCode = optionalText(
  z
    .string()
    .min(POSTAL_CODE_MIN)
    .max(POSTAL_CODE_MAX)
    .regex(/^[A-Za-z0-9 -]+$/, byCode('invalid_characters')),
);
const zoneCode = optionalText(z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,12}$/, 'Must be a region code such as RU-MOW'));
const shippingCode = z.string().regex(/^[a-z0-9_-]{1,32}$/, 'Must be a shipping method code');
/** Grams of the whole parcel; none means the lightest tier. */
const weightGrams = z.coerce.number().int().min(0).max(PARCEL_WEIGHT_MAX_GRAMS).default(0);
/** Degrees as query text: a number, not blank (which would coerce to 0). */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d+\.?\d*|\.\d+)$/, 'Must be a number')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

/** Where a parcel goes; everything but the country is optional and narrows the answer. */
const destination = { country: countryCode, zone: zoneCode, city: cityName, postalCode, address, weightGrams };
/** spec-coverage 7.3.6: city, address and postal code are optional; without a country the cart's (PUT /cart) is used. */
const tariffDestination = { ...destination, country: countryCode.optional() };

export const checkoutCountry = z
  .object({ code: z.string(), name: z.string(), hasZones: z.boolean() })
  .meta({ id: 'CheckoutCountry' });
export type CheckoutCountry = z.infer<typeof checkoutCountry>;
export const countryZone = z.object({ code: z.string(), name: z.string() }).meta({ id: 'CountryZone' });
export type CountryZone = z.infer<typeof countryZone>;

const deliveryDays = {
  /** spec-coverage 9.7: delivery time is shown as min-max days. */
  minDeliveryTime: z.number().int().min(0),
  maxDeliveryTime: z.number().int().min(0),
};

/** A price of delivery: saferoute is priced in roubles whatever the request currency (spec-coverage 9.8b). */
const deliveryPrice = { price: z.number(), priceString, currency: currencyRef };

/** spec-coverage 3.18 shipping method, priced for the destination and weight asked. */
export const shippingMethod = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    ...deliveryPrice,
    /** The carrier prices per address: ask GET /checkout/shippingMethods/{code}/tariffs. */
    hasOwnTariffs: z.boolean(),
    ...deliveryDays,
    image: z.string().nullable(),
  })
  .meta({ id: 'ShippingMethod' });
export type ShippingMethod = z.infer<typeof shippingMethod>;

/** spec-coverage 3.18 tariff: one way a carrier can deliver (to the door, to a pickup point …). */
export const shippingTariff = z
  .object({ ...deliveryPrice, ...deliveryDays, name: z.string().nullable() })
  .meta({ id: 'ShippingTariff' });
export type ShippingTariff = z.infer<typeof shippingTariff>;

export const pickupPoint = z
  .object({
    id: z.number().int(),
    /** Code of the shipping method (carrier) that serves the point. */
    shippingMethod: z.string(),
    name: z.string(),
    countryCode: z.string(),
    city: z.string(),
    address: z.string(),
    postalCode: z.string().nullable(),
    workHours: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'PickupPoint' });
export type PickupPoint = z.infer<typeof pickupPoint>;

/** A Russian city for the address form; `zone` is its code in GET /checkout/countryZones when it has one. */
export const citySuggestion = z
  .object({
    city: z.string(),
    region: z.string(),
    zone: z.string().nullable(),
    fiasId: z.string().nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'CitySuggestion' });
export type CitySuggestion = z.infer<typeof citySuggestion>;

export const geoLocation = z
  .object({
    countryCode: z.string(),
    city: z.string(),
    region: z.string(),
    zone: z.string().nullable(),
    postalCode: z.string().nullable(),
  })
  .meta({ id: 'GeoLocation' });
export type GeoLocation = z.infer<typeof geoLocation>;

/** Shipping errors of spec-coverage 8.10: field → messages; empty when valid. */
export const shippingValidation = z
  .object({ valid: z.boolean(), errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'ShippingValidation' });

export const checkoutLookupCalls = {
  countries: defineCall({
    id: 'listCheckoutCountries',
    method: 'GET',
    path: '/checkout/countries',
    summary: 'Countries the shop delivers to, named in the request language; the usual destinations first',
    tag: 'checkout',
    auth: 'session',
    response: z.array(checkoutCountry),
  }),
  countryZones: defineCall({
    id: 'listCountryZones',
    method: 'GET',
    path: '/checkout/countryZones',
    summary: 'Regions (states, provinces) of a country, by name; an unknown country answers 404',
    tag: 'checkout',
    auth: 'session',
    query: z.object({ countryCode }),
    response: z.array(countryZone),
    errors: ['not_found'],
  }),
  shippingMethods: defineCall({
    id: 'listShippingMethods',
    method: 'GET',
    path: '/checkout/shippingMethods',
    summary: 'Shipping methods that deliver to the destination, priced for the weight; empty when none does',
    tag: 'checkout',
    auth: 'session',
    query: z.object(destination),
    response: z.array(shippingMethod),
  }),
  tariffs: defineCall({
    id: 'listShippingTariffs',
    method: 'GET',
    path: '/checkout/shippingMethods/:code/tariffs',
    summary:
      "A carrier's tariffs for the address, cheapest first; without `country`, the country of the session's cart " +
      "(PUT /cart). The carrier's refusal, or no country at all, answers 422 with messages per field",
    tag: 'checkout',
    auth: 'session',
    params: z.object({ code: shippingCode }),
    query: z.object(tariffDestination),
    response: z.array(shippingTariff),
    errors: ['not_found'],
  }),
  pickupPoints: defineCall({
    id: 'listPickupPoints',
    method: 'GET',
    path: '/checkout/pickupPoints',
    summary: 'Pickup points in a country, optionally of one city (in Russian or English) and one carrier',
    tag: 'checkout',
    auth: 'session',
    query: z.object({ country: countryCode, city: cityName, shippingMethod: shippingCode.optional() }),
    response: z.array(pickupPoint),
  }),
  cityFias: defineCall({
    id: 'suggestRussianCities',
    method: 'GET',
    path: '/checkout/cityFias',
    summary: `Up to ${CITY_SUGGESTIONS_MAX} Russian cities whose name (Cyrillic or Latin) or postal code starts with the text`,
    tag: 'checkout',
    auth: 'session',
    query: z.object({ city: z.string().trim().min(1, byCode('required')).max(CITY_MAX) }),
    response: z.array(citySuggestion),
  }),
  geoLocation: defineCall({
    id: 'locateCity',
    method: 'GET',
    path: '/checkout/geoLocation',
    summary: 'The city at or nearest to a point, or null when no known city is near',
    tag: 'checkout',
    auth: 'session',
    query: z.object({ lat: coordinate(90), long: coordinate(180) }),
    response: geoLocation.nullable(),
  }),
  shippingValidate: defineCall({
    id: 'validateShippingMethod',
    method: 'GET',
    path: '/checkout/shippingValidate',
    summary: 'Whether a shipping method exists and delivers to the country',
    tag: 'checkout',
    auth: 'session',
    query: z.object({ shippingCode: z.string().trim().min(1).max(32), country: countryCode.optional() }),
    response: shippingValidation,
  }),
};
