import * as s from '@kordon/api/db/schema/index.js';
import { listCountries } from '../geo/countries.js';
import { listCoupons, PAYMENT_METHODS } from '../geo/payments-coupons.js';
import { PICKUP_POINTS } from '../geo/pickup-points.js';
import { listTariffs, SHIPPING_METHODS } from '../geo/shipping.js';
import { ZONES } from '../geo/zones.js';
import { mediaPaths } from '../images/plan.js';
import { insertAll } from './products.js';
import type { Tx } from './tx.js';

export async function writeGeography(tx: Tx): Promise<void> {
  await insertAll(tx, s.countries, listCountries());
  await insertAll(tx, s.countryZones, ZONES);
  await tx
    .insert(s.shippingMethods)
    .values(SHIPPING_METHODS.map((m, position) => ({ ...m, image: mediaPaths.shipping(m.code), position })));
  await insertAll(tx, s.shippingTariffs, listTariffs());
  await insertAll(tx, s.pickupPoints, PICKUP_POINTS);
}

export async function writePayments(tx: Tx, now: Date): Promise<void> {
  await tx.insert(s.paymentMethods).values(PAYMENT_METHODS.map((m, position) => ({ ...m, countries: null, position })));
  await tx.insert(s.coupons).values(listCoupons(now));
}
