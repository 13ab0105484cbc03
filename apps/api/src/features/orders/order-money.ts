import type { LanguageCode } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { formatMoney } from '../../platform/money-format.js';
import { listCurrencies } from '../currency/currency.service.js';

/**
 * Formats amounts of an order's currency. The order keeps its currency code even if the shop
 * stops selling in it later; then the code stands in for the symbol, with two decimals.
 */
export async function orderMoneyFormatter(db: Db, code: string, lang: LanguageCode) {
  const row = (await listCurrencies(db)).find((currency) => currency.code === code);
  const currency = { code, symbol: row?.symbol ?? code, minorUnits: row?.minorUnits ?? 2 };
  return (minor: number) => formatMoney(minor, currency, lang);
}
