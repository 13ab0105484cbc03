import type { CartLine, LanguageCode, StockState } from '@kordon/contract';
import { links } from '../../platform/links.js';
import { kitStockOf, productImage } from '../products/catalogue-rules.service.js';
import type { KitLineRow, OptionValueRow, VariationLineRow } from './cart.queries.js';

/** What a cart line is made of before quantities and money: the catalogue's facts in one language. */
export type LineSource = {
  kind: 'product' | 'kit';
  variationId: number;
  /** The product's id, or the kit's. */
  productId: number;
  type: CartLine['type'];
  isDigital: boolean;
  name: string;
  sku: string;
  link: string;
  image: string | null;
  brand: string | null;
  options: CartLine['options'];
  state: StockState;
  /** USD cents. */
  priceBase: number;
  oldPriceBase: number | null;
  weightGrams: number;
  /** Variations one unit of the line takes from stock. */
  unitItems: { variationId: number; quantity: number }[];
};

// The small square variant: the mini-cart shows 64 px pictures (c100 serves 2× screens).
const thumbnail = (stored: string | null) => (stored ? productImage(stored).c100 : null);

function optionsOf(rows: readonly OptionValueRow[], lang: LanguageCode): CartLine['options'] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const option = { optionName: row.optionName[lang], valueName: row.valueName[lang] };
    const key = `${option.optionName}\u0000${option.valueName}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...option, valueSizes: row.optionType === 'size' ? row.sizes : null }];
  });
}

function typeOf(row: Pick<VariationLineRow, 'type_code' | 'is_digital'>): CartLine['type'] {
  if (row.is_digital || row.type_code === 'digital') return 'digital';
  return row.type_code === 'book' ? 'book' : 'physical';
}

export function productSource(row: VariationLineRow, lang: LanguageCode): LineSource {
  const type = typeOf(row);
  return {
    kind: 'product',
    variationId: row.id,
    productId: row.product_id,
    type,
    isDigital: type === 'digital',
    name: row.name[lang],
    sku: row.sku,
    link: links.product(row.slug),
    image: thumbnail(row.image),
    brand: row.brand_name,
    options: optionsOf(row.options, lang),
    state: { stock: row.stock, availability: row.availability },
    priceBase: row.price,
    oldPriceBase: row.old_price,
    weightGrams: row.weight_grams,
    unitItems: [{ variationId: row.id, quantity: 1 }],
  };
}

/** A kit is priced at its own price and limited by the least its items allow. */
export function kitSource(row: KitLineRow, lang: LanguageCode): LineSource {
  return {
    kind: 'kit',
    variationId: row.id,
    productId: row.kit_id,
    type: 'kit',
    isDigital: false,
    name: row.name[lang],
    // The kit page names kit variations the same way.
    sku: `KIT-${row.kit_id}-${row.id}`,
    link: links.product(row.slug),
    image: thumbnail(row.image),
    brand: null,
    options: optionsOf(row.options, lang),
    state: kitStockOf(row.items),
    priceBase: row.price,
    oldPriceBase: row.old_price,
    weightGrams: row.items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0),
    unitItems: row.items.map((item) => ({ variationId: item.variationId, quantity: item.quantity })),
  };
}
