import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import { countries, countryZones } from '../../db/schema/index.js';

/** Active countries with their position and whether they have zones to choose from. */
export function selectActiveCountries(db: Db) {
  return db
    .select({
      code: countries.code,
      name: countries.name,
      position: countries.position,
      // Spelled out: inside a select list Drizzle names columns without their table.
      hasZones: sql<boolean>`exists (SELECT 1 FROM country_zones z WHERE z.country_code = countries.code)`,
    })
    .from(countries)
    .where(eq(countries.isActive, true));
}

export async function isActiveCountry(db: DbExecutor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(and(eq(countries.code, code), eq(countries.isActive, true)));
  return Boolean(row);
}

export function selectZones(db: Db, countryCode: string) {
  return db
    .select({ code: countryZones.code, name: countryZones.name })
    .from(countryZones)
    .where(eq(countryZones.countryCode, countryCode));
}
