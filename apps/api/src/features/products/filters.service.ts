import type { FilterSelectionQuery, LanguageCode, ProductFilter } from '@kordon/contract';
import { convert, toMajorUnits } from '../../platform/money.js';
import type { CatalogueContext } from './catalogue-context.js';
import { selectOptionFacets, selectProductFacets } from './filters.queries.js';
import { categoryScope, selectionFilter } from './product-list.service.js';

const names: Record<'price' | 'brands' | 'game' | 'stock' | 'inStock', Record<LanguageCode, string>> = {
  price: { en: 'Price', ru: 'Цена' },
  brands: { en: 'Brand', ru: 'Бренд' },
  game: { en: 'Game', ru: 'Игра' },
  stock: { en: 'Availability', ru: 'Наличие' },
  inStock: { en: 'In stock', ru: 'В наличии' },
};

/**
 * GET /products/filters/{category}: the filters that exist among the category's products; values and
 * price range are the whole category's, so the panel keeps its shape while the shopper ticks.
 */
export async function categoryFilters(
  ctx: CatalogueContext,
  slug: string,
  query: FilterSelectionQuery = {},
): Promise<ProductFilter[]> {
  // Both look-ups at once; an unknown category (404) is told before a bad tick (422).
  const [category, selection] = await Promise.allSettled([categoryScope(ctx, slug), selectionFilter(ctx, query)]);
  if (category.status === 'rejected') throw category.reason;
  if (selection.status === 'rejected') throw selection.reason;
  const scope = category.value.scope;
  const { db, lang, currency } = ctx;
  const facets = { ...selection.value, categories: scope };
  const [rows, options] = await Promise.all([selectProductFacets(db, facets), selectOptionFacets(db, facets)]);
  const range = rows.find((row) => row.facet === 'all');
  const brands = rows.filter((row) => row.facet === 'brand');
  const games = rows.filter((row) => row.facet === 'game');
  const filters: ProductFilter[] = [];
  if (range?.min != null && range.max != null) {
    // Whole major units that enclose every price, so the slider's ends include the extremes.
    const min = Math.floor(toMajorUnits(convert(range.min, currency), currency));
    const max = Math.ceil(toMajorUnits(convert(range.max, currency), currency));
    filters.push({
      type: 'range',
      code: 'price',
      param: 'price',
      name: names.price[lang],
      min,
      max,
      currency: { code: currency.code, symbol: currency.symbol },
    });
  }
  if (brands.length > 1) {
    filters.push({
      type: 'checkbox-list',
      code: 'brands',
      param: 'brands',
      name: names.brands[lang],
      values: brands.map((b) => ({ id: b.id, name: b.name ?? '', count: b.count, hex: null })),
    });
  }
  const byOption = new Map<number, Extract<ProductFilter, { type: 'checkbox-list' }>>();
  for (const row of options) {
    let filter = byOption.get(row.option_id);
    if (!filter) {
      filter = {
        type: 'checkbox-list',
        code: `option:${row.option_code}`,
        param: 'optionValue',
        name: row.option_name[lang],
        values: [],
      };
      byOption.set(row.option_id, filter);
    }
    filter.values.push({ id: String(row.id), name: row.name[lang], count: row.count, hex: row.color_hex });
  }
  // An option with one value does not narrow anything.
  filters.push(...[...byOption.values()].filter((filter) => filter.values.length > 1));
  if (games.length > 0) {
    filters.push({
      type: 'checkbox-list',
      code: 'game',
      param: 'game',
      name: names.game[lang],
      values: games.map((g) => ({ id: g.id, name: g.name ?? '', count: g.count, hex: null })),
    });
  }
  // Shown while the category has anything in stock, even when the other ticks leave none.
  if (range && range.orderable > 0) {
    filters.push({
      type: 'checkbox-list',
      code: 'stock',
      param: 'stock',
      name: names.stock[lang],
      values: [{ id: '1', name: names.inStock[lang], count: range.in_stock, hex: null }],
    });
  }
  return filters;
}
