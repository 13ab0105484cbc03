import type { LanguageCode, Prices } from '@kordon/contract';
import { convert, type MoneyCurrency, toMajorUnits } from '../../platform/money.js';
import { formatMoney } from '../../platform/money-format.js';

/** Whole percent saved; computed on the base amounts so it is the same in every currency. */
export function discountPercent(priceUsd: number, oldPriceUsd: number | null | undefined): number {
  if (!oldPriceUsd || oldPriceUsd <= priceUsd || oldPriceUsd <= 0) return 0;
  return Math.round(((oldPriceUsd - priceUsd) * 100) / oldPriceUsd);
}

/** The spec's price block for an amount stored in USD cents, shown in `currency` and `lang`. */
export function buildPrices(
  amounts: { price: number; oldPrice?: number | null },
  currency: MoneyCurrency,
  lang: LanguageCode,
): Prices {
  const price = convert(amounts.price, currency);
  const hasOld = amounts.oldPrice != null && amounts.oldPrice > amounts.price;
  const old = hasOld ? convert(amounts.oldPrice as number, currency) : null;
  return {
    price: toMajorUnits(price, currency),
    priceOld: old === null ? null : toMajorUnits(old, currency),
    priceString: formatMoney(price, currency, lang),
    priceOldString: old === null ? null : formatMoney(old, currency, lang),
    discountPercent: hasOld ? discountPercent(amounts.price, amounts.oldPrice) : 0,
  };
}
