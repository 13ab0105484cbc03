import { eq, sql } from 'drizzle-orm';
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

/** Every active country with the codes of its zones (an empty list: no zone to choose). */
export async function selectCountryPlaces(db: DbExecutor) {
  const result = await db.execute<{ code: string; zones: string[] }>(sql`
    SELECT c.code, coalesce(array_agg(z.code ORDER BY z.code) FILTER (WHERE z.code IS NOT NULL), '{}') AS zones
    FROM countries c LEFT JOIN country_zones z ON z.country_code = c.code
    WHERE c.is_active GROUP BY c.code`);
  return result.rows;
}

export function selectZones(db: Db, countryCode: string) {
  return db
    .select({ code: countryZones.code, name: countryZones.name })
    .from(countryZones)
    .where(eq(countryZones.countryCode, countryCode));
}
