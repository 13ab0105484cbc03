import { ADDRESS_MAX, CITY_MAX, PARCEL_WEIGHT_MAX_GRAMS, POSTAL_CODE_MAX, POSTAL_CODE_MIN } from '@kordon/contract';
import type { CartRow } from '../cart/priced-cart';
import type { Destination } from './checkout-api';
import type { AddressForm } from './checkout-form';

// The look-ups refuse a malformed parameter with 422 (contract checkout-lookups.ts); a half-typed
// city or postal code must not cost the shopper the list, so such a part is left out instead.
const ZONE = /^[A-Z]{2}-[A-Z0-9]{1,12}$/;
const CITY = /^[\p{L}\p{M}\d\s.,'’()-]+$/u;
const POSTAL_CODE = /^[A-Za-z0-9 -]+$/;
const ADDRESS = /^[^\p{C}]+$/u;

const part = (value: string, pattern: RegExp, min: number, max: number) => {
  const text = value.trim();
  return text.length >= min && text.length <= max && pattern.test(text) ? text : undefined;
};

/** Grams of what is shipped: digital products weigh nothing (spec-coverage 3.17 digitalProducts). */
export const parcelWeight = (rows: CartRow[]) =>
  Math.min(
    rows.reduce((sum, { line, quantity }) => sum + (line.type === 'digital' ? 0 : line.weightGrams * quantity), 0),
    PARCEL_WEIGHT_MAX_GRAMS,
  );

/** The destination of the look-ups, from the address as typed; null until a country is chosen. */
export function destinationOf(address: AddressForm, weightGrams: number): Destination | null {
  if (!/^[A-Z]{2}$/.test(address.country)) return null;
  const destination: Destination = { country: address.country, weightGrams };
  const zone = ZONE.test(address.countryZone) ? address.countryZone : undefined;
  const city = part(address.city, CITY, 1, CITY_MAX);
  const postalCode = part(address.postalCode, POSTAL_CODE, POSTAL_CODE_MIN, POSTAL_CODE_MAX);
  const street = part(address.address, ADDRESS, 1, ADDRESS_MAX);
  if (zone) destination.zone = zone;
  if (city) destination.city = city;
  if (postalCode) destination.postalCode = postalCode;
  if (street) destination.address = street;
  return destination;
}
