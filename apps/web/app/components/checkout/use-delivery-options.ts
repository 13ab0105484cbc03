import type {
  CheckoutCountry,
  CountryZone,
  PaymentMethod,
  PickupPoint,
  ShippingMethod,
  ShippingTariff,
} from '@kordon/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api-errors';
import {
  listCountries,
  listPaymentMethods,
  listPickupPoints,
  listShippingMethods,
  listTariffs,
  listZones,
} from './checkout-api';
import type { CheckoutForm } from './checkout-form';
import { fieldListsOf, mergeFieldErrors } from './checkout-messages';
import type { FieldLists } from './checkout-state';
import { destinationOf } from './delivery-query';
import { useLookup } from './use-lookup';

const NO_COUNTRIES: CheckoutCountry[] = [];
const NO_ZONES: CountryZone[] = [];
const NO_METHODS: ShippingMethod[] = [];
const NO_TARIFFS: ShippingTariff[] = [];
const NO_POINTS: PickupPoint[] = [];
const NO_PAYMENTS: PaymentMethod[] = [];
const NO_ERRORS: FieldLists = {};

export type DeliveryOptions = ReturnType<typeof useDeliveryOptions>;

/**
 * The checkout's look-ups, following the address as it is typed; language and currency are in each key,
 * so a switch asks again. Nothing before `ready`: the first PUT /cart starts the session they need.
 */
export function useDeliveryOptions(
  form: CheckoutForm,
  {
    weightGrams,
    needsDelivery,
    prices,
    ready,
  }: { weightGrams: number; needsDelivery: boolean; prices: string; ready: boolean },
) {
  const countries = useLookup(ready ? `countries:${prices}` : null, listCountries, NO_COUNTRIES);
  const country = countries.data.find((c) => c.code === form.address.country) ?? null;
  const zones = useLookup(
    country?.hasZones ? `zones:${country.code}:${prices}` : null,
    () => listZones(form.address.country),
    NO_ZONES,
  );

  const destination = ready && needsDelivery ? destinationOf(form.address, weightGrams) : null;
  const destinationKey = destination && `${JSON.stringify(destination)}:${prices}`;
  // spec-coverage 8.10: what a carrier refused (field → messages), kept for this address, each once.
  const [refusals, setRefusals] = useState<{ key: string | null; errors: FieldLists }>({ key: null, errors: {} });
  const keepRefusal = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 422) return;
    const { errors } = fieldListsOf(error.body);
    setRefusals((kept) => ({
      key: destinationKey,
      errors: mergeFieldErrors(kept.key === destinationKey ? kept.errors : {}, errors),
    }));
  };

  const methods = useLookup(
    destinationKey && `methods:${destinationKey}`,
    () => listShippingMethods(destination!),
    NO_METHODS,
    { delayMs: 400, onError: keepRefusal },
  );
  const chosen = methods.data.find((method) => method.code === form.shippingMethod) ?? null;
  const tariffs = useLookup(
    chosen?.hasOwnTariffs && destinationKey ? `tariffs:${chosen.code}:${destinationKey}` : null,
    () => listTariffs(chosen!.code, destination!),
    NO_TARIFFS,
    { onError: keepRefusal },
  );
  const [pointsVersion, setPointsVersion] = useState(0);
  const pickupPoints = useLookup(
    chosen && destination
      ? `points:${chosen.code}:${destination.country}:${destination.city ?? ''}:${pointsVersion}`
      : null,
    () => listPickupPoints({ country: destination!.country, city: destination!.city, shippingMethod: chosen!.code }),
    NO_POINTS,
    { keepStale: false },
  );

  const { country: countryCode, countryZone } = form.address;
  const payments = useLookup(
    ready ? `payments:${countryCode}:${countryZone}:${form.shippingMethod ?? ''}:${prices}` : null,
    () =>
      listPaymentMethods({
        countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : undefined,
        countryRegion: countryZone || undefined,
        shippingMethod: form.shippingMethod ?? undefined,
      }),
    NO_PAYMENTS,
  );

  return {
    countries,
    country,
    zones,
    /** No country yet (or nothing to ship): no methods are asked for. */
    hasDestination: destination !== null,
    methods,
    chosen,
    tariffs,
    pickupPoints,
    payments,
    shippingErrors: refusals.key === destinationKey ? refusals.errors : NO_ERRORS,
    /** spec-coverage 4.7: the list and the choice go, and the list is asked for again. */
    clearPickupPoints: () => setPointsVersion((version) => version + 1),
  };
}
