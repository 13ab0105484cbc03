import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, countryZones, customerAddresses } from '../../db/schema/index.js';

export type AddressValues = {
  name: string;
  countryCode: string;
  zoneCode: string | null;
  city: string;
  address: string;
  postalCode: string;
};

/** Whether the country is known, and its region codes (none: the country asks for no region). */
export async function selectCountryZones(db: Db, countryCode: string) {
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, countryCode));
  if (!country) return null;
  const zones = await db
    .select({ code: countryZones.code })
    .from(countryZones)
    .where(eq(countryZones.countryCode, countryCode));
  return zones.map((zone) => zone.code);
}

/** Writes one of the customer's addresses; false when no address of theirs has the id. */
export async function updateAddress(db: Db, customerId: string, id: string, values: AddressValues) {
  const rows = await db
    .update(customerAddresses)
    .set(values)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

/** Deletes one of the customer's addresses; false when no address of theirs has the id. */
export async function deleteAddress(db: Db, customerId: string, id: string) {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}
