import type { FilterSelectionQuery, ProductListQuery, ProductSort } from '@kordon/contract';
import { pageFromSearch } from './pagination';

/** Checkbox filters of GET /products/filters (spec §3), by the query parameter they set. */
export type CheckboxParam = 'brands' | 'optionValue' | 'game' | 'stock';
export type PriceRange = { min: number; max: number };

/**
 * What a product list shows, read from the page URL: filters, sort and page. The URL is the only
 * state, so a filtered page can be shared and is rendered by the server.
 */
export type ListState = {
  checked: Record<CheckboxParam, string[]>;
  price: PriceRange | null;
  /** Null is the API's default order (popular, or relevance for a search). */
  sort: ProductSort | null;
  page: number;
};

export const SORTS: readonly ProductSort[] = ['popular', 'price_asc', 'price_desc', 'new'];
const CHECKBOX_PARAMS: readonly CheckboxParam[] = ['brands', 'optionValue', 'game', 'stock'];
/** The value rules of the contract's query, so a hand-edited URL is cleaned instead of refused (422). */
const VALUE_RULES: Record<CheckboxParam, RegExp> = {
  brands: /^\d{1,9}$/,
  optionValue: /^\d{1,9}$/,
  game: /^(warthunder|enlisted|crossout|common)$/,
  stock: /^1$/,
};
const MAX_VALUES = 40;
const PRICE_PARAMS = ['price', 'priceMin', 'priceMax'];
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const amountOf = (raw: string | null | undefined) => (raw && AMOUNT.test(raw) ? Number(raw) : null);

/** `price=10-50`, or `priceMin`/`priceMax` as the filter form sends them without JavaScript. */
function priceOf(search: URLSearchParams): PriceRange | null {
  const [from, to] = search.get('price')?.split('-') ?? [search.get('priceMin'), search.get('priceMax')];
  const min = amountOf(from);
  const max = amountOf(to);
  if (min === null || max === null) return null;
  return min <= max ? { min, max } : { min: max, max: min };
}

/** Valid values only, unique and sorted (ids by number), so one selection has one URL. */
function cleanValues(param: CheckboxParam, raw: string[]): string[] {
  const values = raw.map((value) => (param === 'stock' && value === 'true' ? '1' : value));
  const valid = [...new Set(values.filter((value) => VALUE_RULES[param].test(value)))];
  return valid.sort((a, b) => a.length - b.length || a.localeCompare(b)).slice(0, MAX_VALUES);
}

/** Reads a list page's query; what is malformed is left out. */
export function parseListQuery(search: URLSearchParams): ListState {
  const sort = search.get('sort') as ProductSort;
  return {
    checked: Object.fromEntries(
      CHECKBOX_PARAMS.map((param) => [
        param,
        // Comma-separated (`brands=3,5`) or repeated (`brands=3&brands=5`, the form without JavaScript).
        cleanValues(
          param,
          search.getAll(param).flatMap((value) => value.split(',')),
        ),
      ]),
    ) as ListState['checked'],
    price: priceOf(search),
    sort: SORTS.includes(sort) && sort !== 'popular' ? sort : null,
    page: pageFromSearch(search),
  };
}

const hasChecked = (state: ListState) => CHECKBOX_PARAMS.some((param) => state.checked[param].length > 0);
export const hasFilters = (state: ListState) => state.price !== null || hasChecked(state);

/**
 * A list state's query, always in one order so each list has one URL for the caches; values are checked
 * digits and words, so the commas stay unescaped.
 */
export function searchOf(state: ListState): string {
  const parts = CHECKBOX_PARAMS.filter((param) => state.checked[param].length > 0).map(
    (param) => `${param}=${state.checked[param].join(',')}`,
  );
  if (state.price) parts.push(`price=${state.price.min}-${state.price.max}`);
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The ticks of a list state as the API reads them: GET /products narrows by them, the filters call counts by them. */
export function filterQueryOf(state: ListState): FilterSelectionQuery {
  const query: FilterSelectionQuery = {};
  for (const param of CHECKBOX_PARAMS) {
    const values = state.checked[param];
    if (values.length) query[param] = (param === 'stock' ? '1' : values.join(',')) as never;
  }
  if (state.price) query.price = `${state.price.min}-${state.price.max}`;
  return query;
}

/** The GET /products query of a list state (filters, sort, page), `perPage` to a page. */
export function apiQueryOf(state: ListState, perPage: number): Partial<ProductListQuery> {
  const query: Partial<ProductListQuery> = {
    limit: perPage,
    offset: (state.page - 1) * perPage,
    ...filterQueryOf(state),
  };
  if (state.sort) query.sort = state.sort;
  return query;
}

/**
 * A page's query without its price range (`price`, or `priceMin`/`priceMax`), or null when it has
 * none. The range is in the shown currency, so it means another amount once the currency changes.
 */
export function searchWithoutPrice(search: string): string | null {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  const keyOf = (part: string) => part.split('=')[0] ?? '';
  if (!parts.some((part) => PRICE_PARAMS.includes(keyOf(part)))) return null;
  // The other parameters stay as written; any change of filters starts again at page 1.
  const rest = parts.filter((part) => !PRICE_PARAMS.includes(keyOf(part)) && keyOf(part) !== 'page');
  return rest.length ? `?${rest.join('&')}` : '';
}

/** A filter ticked or unticked; any change of filters or sort starts again at page 1. */
export function withValue(state: ListState, param: CheckboxParam, value: string, on: boolean): ListState {
  const rest = state.checked[param].filter((v) => v !== value);
  const values = cleanValues(param, on ? [...rest, value] : rest);
  return { ...state, checked: { ...state.checked, [param]: values }, page: 1 };
}

/** The price range; the whole range of the category is no filter. */
export function withPrice(state: ListState, price: PriceRange, bounds: PriceRange): ListState {
  const whole = price.min <= bounds.min && price.max >= bounds.max;
  return { ...state, price: whole ? null : price, page: 1 };
}

export const withSort = (state: ListState, sort: ProductSort): ListState => ({
  ...state,
  sort: sort === 'popular' ? null : sort,
  page: 1,
});

/** Every filter off; the order stays. */
export const withoutFilters = (state: ListState): ListState => ({
  ...parseListQuery(new URLSearchParams()),
  sort: state.sort,
});
