import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { countries, countryZones, paymentMethods } from '../../db/schema/index.js';

/** Whether the shop ships to the country, and its zone codes (an empty list: no zone asked). */
export async function selectCountryPlace(executor: DbExecutor, code: string) {
  if (!/^[A-Z]{2}$/.test(code)) return { countryKnown: false, zones: [] as string[] };
  const [country] = await executor
    .select({ code: countries.code })
    .from(countries)
    .where(and(eq(countries.code, code), eq(countries.isActive, true)));
  if (!country) return { countryKnown: false, zones: [] as string[] };
  const zones = await executor
    .select({ code: countryZones.code })
    .from(countryZones)
    .where(eq(countryZones.countryCode, code));
  return { countryKnown: true, zones: zones.map((zone) => zone.code) };
}

export async function selectPaymentMethod(executor: DbExecutor, code: string) {
  const [row] = await executor
    .select({
      code: paymentMethods.code,
      provider: paymentMethods.provider,
      name: paymentMethods.name,
      countries: paymentMethods.countries,
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.code, code), eq(paymentMethods.isActive, true)));
  return row ?? null;
}
