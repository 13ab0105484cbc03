import {
  type LanguageCode,
  maxQuantityOf,
  type ProductOption,
  type StockState,
  type VariationInfo,
} from '@kordon/contract';
import type { Currency } from '../currency/currency.service.js';
import { buildPrices } from '../currency/money.service.js';
import type { OptionValueRow } from './products.queries.js';
import { canOrder } from './stock-rules.js';

type PricedStock = StockState & {
  id: number;
  sku: string;
  price: number;
  old_price: number | null;
  option_values: number[];
};

export function variationInfoOf(row: PricedStock, currency: Currency, lang: LanguageCode): VariationInfo {
  return {
    id: row.id,
    sku: row.sku,
    optionValues: row.option_values,
    prices: buildPrices({ price: row.price, oldPrice: row.old_price }, currency, lang),
    availability: row.availability,
    stock: Math.max(0, row.stock),
    inStock: canOrder(row),
    maxQuantity: maxQuantityOf(row),
  };
}

/** Option rows grouped into the spec §3 options with their values. */
export function optionsOf(rows: readonly OptionValueRow[], lang: LanguageCode): ProductOption[] {
  const options = new Map<number, ProductOption>();
  for (const row of rows) {
    let option = options.get(row.option_id);
    if (!option) {
      option = {
        id: row.option_id,
        code: row.option_code,
        name: row.option_name[lang],
        type: row.option_type,
        values: [],
      };
      options.set(row.option_id, option);
    }
    if (option.values.some((value) => value.id === row.id)) continue;
    option.values.push({
      id: row.id,
      code: row.code,
      name: row.name[lang],
      hex: row.color_hex,
      image: row.image,
      sizeInternational: row.size_international,
      sizeUs: row.size_us,
      sizeRu: row.size_ru,
      sizeInches: row.size_inches,
      sizeCentimeters: row.size_centimeters,
    });
  }
  return [...options.values()];
}

/**
 * The variation that has every chosen value: values of options the product does not have are
 * an error for the caller, a combination nobody sells is `undefined`.
 */
export function matchVariation<T extends { option_values: number[] }>(
  variations: readonly T[],
  chosen: readonly number[],
) {
  return variations.find((variation) => chosen.every((value) => variation.option_values.includes(value)));
}
