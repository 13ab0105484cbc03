import type { DbExecutor } from '../../db/executor.js';
import { cacheKey, cacheOf } from '../../platform/cache.js';
import { selectAllTariffRows, selectShippingMethods } from './shipping.queries.js';

/**
 * Methods and tariff tables change with the shop's settings, not per order: every quote and every
 * checkout reads them from here, once a minute from the database (tag `shipping`).
 */
const SHIPPING_TTL_MS = 60_000;

/** Active shipping methods in display order. */
export function activeShippingMethods(db: DbExecutor, codes?: string[]) {
  const all = cacheOf(db).wrap(cacheKey('shipping', 'methods'), () => selectShippingMethods(db), {
    ttlMs: SHIPPING_TTL_MS,
    tags: ['shipping'],
  });
  return codes ? all.then((rows) => rows.filter((row) => codes.includes(row.code))) : all;
}

/** Tariff rows that may apply to a country: its own, and those for every other country. */
export async function tariffRowsFor(db: DbExecutor, countryCode: string, code?: string) {
  const all = await cacheOf(db).wrap(cacheKey('shipping', 'tariffs'), () => selectAllTariffRows(db), {
    ttlMs: SHIPPING_TTL_MS,
    tags: ['shipping'],
  });
  return all.filter(
    (row) => (row.countryCode === countryCode || row.countryCode === null) && (!code || row.shippingCode === code),
  );
}
