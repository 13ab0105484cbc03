import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { pickupPoints, shippingMethods, shippingTariffs } from '../../db/schema/index.js';

/** Active shipping methods in display order. */
export function selectShippingMethods(executor: DbExecutor, codes?: string[]) {
  return executor
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.isActive, true), codes ? inArray(shippingMethods.code, codes) : undefined))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.code));
}

/** Every tariff row (a few hundred at most); shipping-reference.ts keeps them and filters by country. */
export function selectAllTariffRows(executor: DbExecutor) {
  return executor
    .select({
      shippingCode: shippingTariffs.shippingCode,
      countryCode: shippingTariffs.countryCode,
      maxWeightGrams: shippingTariffs.maxWeightGrams,
      price: shippingTariffs.price,
      minDeliveryDays: shippingTariffs.minDeliveryDays,
      maxDeliveryDays: shippingTariffs.maxDeliveryDays,
    })
    .from(shippingTariffs);
}

const pointColumns = {
  id: pickupPoints.id,
  shippingMethod: pickupPoints.shippingCode,
  countryCode: pickupPoints.countryCode,
  city: pickupPoints.city,
  address: pickupPoints.address,
  postalCode: pickupPoints.postalCode,
  name: pickupPoints.name,
  workHours: pickupPoints.workHours,
  latitude: pickupPoints.latitude,
  longitude: pickupPoints.longitude,
};

/** Points of active methods in a country, of any of `cities` (any case) and one method when given. */
export function selectPickupPoints(
  executor: DbExecutor,
  filter: { countryCode: string; cities?: string[]; shippingCode?: string },
) {
  const cities = filter.cities?.map((city) => city.toLowerCase());
  return executor
    .select(pointColumns)
    .from(pickupPoints)
    .innerJoin(shippingMethods, eq(shippingMethods.code, pickupPoints.shippingCode))
    .where(
      and(
        eq(shippingMethods.isActive, true),
        eq(pickupPoints.countryCode, filter.countryCode),
        cities ? inArray(sql`lower(${pickupPoints.city})`, cities) : undefined,
        filter.shippingCode ? eq(pickupPoints.shippingCode, filter.shippingCode) : undefined,
      ),
    )
    .orderBy(asc(pickupPoints.city), asc(pickupPoints.shippingCode), asc(pickupPoints.id));
}

/** A point of an active method. */
export async function selectPickupPoint(executor: DbExecutor, id: number) {
  const [row] = await executor
    .select(pointColumns)
    .from(pickupPoints)
    .innerJoin(shippingMethods, eq(shippingMethods.code, pickupPoints.shippingCode))
    .where(and(eq(pickupPoints.id, id), eq(shippingMethods.isActive, true)));
  return row;
}
