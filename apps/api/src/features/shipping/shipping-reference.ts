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

type TariffRows = Awaited<ReturnType<typeof selectAllTariffRows>>;

// Each country's rows, filtered once per cached table (a refreshed table starts a new map): every
// checkout validation quoted the shipping by filtering all ~1,200 rows anew.
const rowsByCountry = new WeakMap<TariffRows, Map<string, TariffRows>>();
/** Countries kept per table at most; past that (codes no shop ships to) rows are filtered each time. */
const COUNTRIES_KEPT = 300;

function rowsOfCountry(all: TariffRows, countryCode: string): TariffRows {
  let kept = rowsByCountry.get(all);
  if (!kept) {
    kept = new Map();
    rowsByCountry.set(all, kept);
  }
  let rows = kept.get(countryCode);
  if (!rows) {
    rows = all.filter((row) => row.countryCode === countryCode || row.countryCode === null);
    if (kept.size < COUNTRIES_KEPT) kept.set(countryCode, rows);
  }
  return rows;
}

/** Tariff rows that may apply to a country: its own, and those for every other country. Shared: read only. */
export async function tariffRowsFor(
  db: DbExecutor,
  countryCode: string,
  code?: string,
): Promise<readonly TariffRows[number][]> {
  const all = await cacheOf(db).wrap(cacheKey('shipping', 'tariffs'), () => selectAllTariffRows(db), {
    ttlMs: SHIPPING_TTL_MS,
    tags: ['shipping'],
  });
  const rows = rowsOfCountry(all, countryCode);
  return code ? rows.filter((row) => row.shippingCode === code) : rows;
}
