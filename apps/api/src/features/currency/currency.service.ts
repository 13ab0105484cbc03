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
/** A cached answer's currency key without waiting: the code when sold or still loading, '?' for others (alike). */
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

/** The requested currency, or the store's default; a code the shop does not sell is a 422. */
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

/** An order's currency for formatting: an order keeps it even when the shop stops selling it (code as symbol). */
export async function storedCurrency(db: DbExecutor, code: string) {
  const row = (await listCurrencies(db)).find((currency) => currency.code === code);
  return { code, symbol: row?.symbol ?? code, minorUnits: row?.minorUnits ?? 2 };
}
