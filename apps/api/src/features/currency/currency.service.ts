import { fieldError } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import type { currencies } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { cacheOf } from '../../platform/cache.js';
import { getStore } from '../store/store.service.js';
import { selectCurrencies } from './currency.queries.js';

export type Currency = typeof currencies.$inferSelect;

const CURRENCIES_KEY = 'currency:list';

/** Every currency the shop sells in, in picker order (cached briefly). */
export const listCurrencies = (db: DbExecutor): Promise<Currency[]> =>
  // Rates change a few times a day at most; a 30 s old rate is acceptable for display.
  cacheOf(db).wrap(CURRENCIES_KEY, () => selectCurrencies(db), { ttlMs: 30_000, tags: ['currency'] });
/**
 * How a cached answer's key names the requested currency, without waiting: the code when the shop
 * sells it, '?' for any other (they all answer alike: 422, or the same currency-free answer), the
 * code itself while the list is not loaded yet.
 */
export function currencyKeyOf(db: DbExecutor, code: string | undefined): string {
  if (code === undefined) return '';
  const rows = cacheOf(db).peek<Currency[]>(CURRENCIES_KEY);
  if (!rows) return code;
  return rows.some((row) => row.code === code) ? code : '?';
}
/** Drops the cached rows, e.g. after a rate update. */
export const forgetCurrencies = (db: Db) => cacheOf(db).delete(CURRENCIES_KEY);

export function unavailableCurrency(): AppError {
  // The storefront clears its stored settings on this code (`unavailable_currency` on `currency`).
  const error = fieldError('unavailable_currency');
  return AppError.validation({ currency: [error] }, error.message);
}

/**
 * The currency to price an answer in: the requested code, or the store's default when none
 * was sent. An unknown code is a 422 'Unavailable currency.' (a currency the shop no longer
 * sells has no row, so it is unknown too).
 */
export async function resolveCurrency(db: Db, code: string | undefined): Promise<Currency> {
  const rows = await listCurrencies(db);
  if (code !== undefined) {
    const wanted = code.trim().toUpperCase();
    const found = rows.find((row) => row.code === wanted);
    if (!found) throw unavailableCurrency();
    return found;
  }
  const store = await getStore(db);
  const fallback =
    rows.find((row) => row.code === store.defaultCurrency) ?? rows.find((row) => row.isDefault) ?? rows[0];
  if (!fallback) throw new AppError('unavailable', 'No currency is set up.');
  return fallback;
}

/**
 * The currency an order or payment was made in, for formatting its amounts: the row when the shop
 * still sells it, otherwise the code stands in for the symbol, with two decimals (an order keeps
 * its currency even if the shop stops selling in it).
 */
export async function storedCurrency(db: DbExecutor, code: string) {
  const row = (await listCurrencies(db)).find((currency) => currency.code === code);
  return { code, symbol: row?.symbol ?? code, minorUnits: row?.minorUnits ?? 2 };
}
