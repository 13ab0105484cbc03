import { z } from 'zod';
import { byCode } from './field-codes.js';

/** ISO 4217 style code, upper case: USD, EUR, RUB. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, byCode('unavailable_currency'));

/** The currency an answer is priced in. */
export const currencyRef = z.object({ code: z.string(), symbol: z.string() }).meta({ id: 'CurrencyRef' });
export type CurrencyRef = z.infer<typeof currencyRef>;

/** An entry of the settings picker's currency list; the name is in the request language. */
export const currencyListItem = currencyRef.extend({ name: z.string() }).meta({ id: 'CurrencyListItem' });
export type CurrencyListItem = z.infer<typeof currencyListItem>;

/** A price formatted for display in the request currency and language, e.g. "$1,234.50" or "1 234,50 ₽". */
export const priceString = z.string().meta({ id: 'PriceString', example: '1 234,50 ₽' });

/**
 * Prices in the request currency, in major units rounded to its minor units: for display and sorting
 * only, since money is computed on the server in integer minor units.
 */
export const prices = z
  .object({
    price: z.number(),
    priceOld: z.number().nullable(),
    priceString,
    priceOldString: priceString.nullable(),
    /** Whole percent saved against the old price; 0 when there is no old price. */
    discountPercent: z.number().int().min(0).max(100),
  })
  .meta({ id: 'Prices' });
export type Prices = z.infer<typeof prices>;
