import type { LanguageCode } from '@kordon/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, countryZones, customerAddresses, customers } from '../../db/schema/index.js';

export async function findCustomer(db: Db, id: string) {
  const [row] = await db
    .select({
      email: customers.email,
      firstname: customers.firstname,
      lastname: customers.lastname,
      phone: customers.phone,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

/** Writes the customer's names and phone; answers false when the customer is gone. */
export async function updateCustomer(
  db: Db,
  id: string,
  values: { firstname: string; lastname: string; phone: string | null },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Country codes of the saved addresses: a phone written without its country code may belong to one. */
export async function listAddressCountries(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: customerAddresses.countryCode })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  return rows.map((row) => row.code);
}

/** Saved addresses, oldest first, with country and region names in the request language. */
export async function listAddresses(db: Db, customerId: string, lang: LanguageCode) {
  return db
    .select({
      id: customerAddresses.id,
      name: customerAddresses.name,
      countryCode: customerAddresses.countryCode,
      countryName: sql<string | null>`${countries.name} ->> ${lang}`,
      zone: customerAddresses.zoneCode,
      zoneName: sql<string | null>`${countryZones.name} ->> ${lang}`,
      city: customerAddresses.city,
      address: customerAddresses.address,
      postalCode: customerAddresses.postalCode,
    })
    .from(customerAddresses)
    .leftJoin(countries, eq(countries.code, customerAddresses.countryCode))
    .leftJoin(
      countryZones,
      and(
        eq(countryZones.countryCode, customerAddresses.countryCode),
        eq(countryZones.code, customerAddresses.zoneCode),
      ),
    )
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
}
