import {
  API_BASE,
  type CheckoutCountry,
  type CheckoutInput,
  type CheckoutValidation,
  type CitySuggestion,
  type CountryZone,
  type CreatedOrder,
  checkoutCalls,
  checkoutLookupCalls,
  type PaymentMethod,
  type PersonalInfo,
  type PickupPoint,
  paymentCalls,
  profileCalls,
  type ShippingMethod,
  type ShippingTariff,
} from '@kordon/contract';
import { browserCall } from '../../lib/api.client';
import { callApi } from '../../lib/api-call';
import { localeOf } from '../../lib/locale';
import { browserSession } from '../../lib/session/browser-session';
import { readSettings } from '../../lib/settings';

// Imported only by the checkout form, which loads after the page (lazy-checkout.tsx): the API
// client and the call declarations (with zod) never weigh on a page's first download.

/** Where a parcel goes, as the look-ups take it; only `country` is required. */
export type Destination = {
  country: string;
  zone?: string;
  city?: string;
  postalCode?: string;
  address?: string;
  weightGrams?: number;
};

/**
 * POST /checkout/validate, abortable: a newer validation cancels the request of an older one
 * (the shared browser client takes no signal, so this call goes through the session itself).
 */
export async function validateCheckout(input: CheckoutInput, signal: AbortSignal): Promise<CheckoutValidation> {
  const settings = readSettings();
  const answer = await callApi(
    (path, init) => browserSession().request(path.slice(API_BASE.length), { ...init, signal }),
    { lang: settings.localization?.code ?? localeOf(window.location.pathname), currency: settings.currency?.code },
    checkoutCalls.validate,
    { body: input },
  );
  return answer.data as CheckoutValidation;
}

/** POST /checkout/create: one order per idempotency key. */
export function createOrder(input: CheckoutInput, idempotencyKey: string): Promise<CreatedOrder> {
  return browserCall(checkoutCalls.create, { body: { ...input, idempotencyKey } });
}

export function listCountries(): Promise<CheckoutCountry[]> {
  return browserCall(checkoutLookupCalls.countries);
}

export function listZones(countryCode: string): Promise<CountryZone[]> {
  return browserCall(checkoutLookupCalls.countryZones, { query: { countryCode } });
}

export function listShippingMethods(destination: Destination): Promise<ShippingMethod[]> {
  return browserCall(checkoutLookupCalls.shippingMethods, { query: destination });
}

export function listTariffs(code: string, destination: Destination): Promise<ShippingTariff[]> {
  return browserCall(checkoutLookupCalls.tariffs, { params: { code }, query: destination });
}

export function listPickupPoints(query: {
  country: string;
  city?: string;
  shippingMethod?: string;
}): Promise<PickupPoint[]> {
  return browserCall(checkoutLookupCalls.pickupPoints, { query });
}

export function suggestCities(city: string): Promise<CitySuggestion[]> {
  return browserCall(checkoutLookupCalls.cityFias, { query: { city } });
}

export function listPaymentMethods(query: {
  countryCode?: string;
  countryRegion?: string;
  shippingMethod?: string;
}): Promise<PaymentMethod[]> {
  return browserCall(paymentCalls.methods, { query });
}

/** GET /profile/personal of a signed-in customer: the name, phone and saved addresses. */
export function loadPersonalInfo(): Promise<PersonalInfo> {
  return browserCall(profileCalls.personal);
}
