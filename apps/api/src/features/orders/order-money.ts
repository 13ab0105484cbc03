import type { LanguageCode } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import { formatMoney } from '../../platform/money-format.js';
import { storedCurrency } from '../currency/currency.service.js';

/** Formats amounts of an order's currency (see `storedCurrency` for one the shop no longer sells). */
export async function orderMoneyFormatter(db: DbExecutor, code: string, lang: LanguageCode) {
  const currency = await storedCurrency(db, code);
  return (minor: number) => formatMoney(minor, currency, lang);
}
