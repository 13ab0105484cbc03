import {
  type FieldErrors,
  type FilterSelectionQuery,
  fieldError,
  type KitList,
  type ProductList,
  type ProductListQuery,
} from '@kordon/contract';
import { inArray } from 'drizzle-orm';
import { brands, optionValues } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { findCategoryWithDescendants } from '../catalog/category.service.js';
import { searchCondition } from '../search/search.service.js';
import type { CatalogueContext } from './catalogue-context.js';
import { kitCards, productCards } from './product-card.service.js';
import {
  type CategoryScope,
  hasOwnProducts,
  type ListFilter,
  type ListOrder,
  type OptionGroup,
  selectAlsoListed,
  selectKitPage,
  selectProductPage,
} from './product-list.queries.js';
import { selectBrandIdBySlug } from './products.queries.js';

const ids = (list: string | undefined) => (list ? [...new Set(list.split(',').map(Number))] : undefined);

/**
 * Products of a category: its own, or when it has none, those of its descendants (spec §7
 * `isFromChildCategories`), so a top category without products of its own still lists something.
 */
export async function categoryScope(ctx: CatalogueContext, slug: string) {
  const category = await findCategoryWithDescendants(ctx.db, slug);
  if (!category) throw AppError.notFound('Category');
  const own = await hasOwnProducts(ctx.db, category.id);
  const categoryIds = own ? [category.id] : category.ids;
  const scope: CategoryScope = { categoryIds, alsoListed: await selectAlsoListed(ctx.db, categoryIds) };
  return { scope, fromChildren: !own && category.ids.length > 1 };
}

/** The option of each value id the catalogue knows. */
const optionsOfValues = (ctx: CatalogueContext, valueIds: number[]) =>
  ctx.db
    .select({ id: optionValues.id, optionId: optionValues.optionId })
    .from(optionValues)
    .where(inArray(optionValues.id, valueIds));

const knownBrands = (ctx: CatalogueContext, brandIds: number[]) =>
  ctx.db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds));

function groupByOption(rows: Array<{ id: number; optionId: number }>): OptionGroup[] {
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.optionId, [...(groups.get(row.optionId) ?? []), row.id]);
  return [...groups].map(([optionId, valueIds]) => ({ optionId, valueIds }));
}

/**
 * A price range in major units of the request currency as USD cents of the stored prices:
 * the bounds widen to whole cents, so a product shown at exactly the bound is included.
 */
export function priceRangeInBase(range: string, currency: CatalogueContext['currency']) {
  const [min = 0, max = 0] = range.split('-').map(Number);
  const rate = Number(currency.rate);
  return { min: Math.floor((min / rate) * 100), max: Math.ceil((max / rate) * 100) };
}

/**
 * The ticks of a filter panel (brands, options, games, stock, price) as a list filter, every
 * reference checked: GET /products and the filters call read them the same way.
 */
export async function selectionFilter(ctx: CatalogueContext, query: FilterSelectionQuery): Promise<ListFilter> {
  const brandIds = ids(query.brands);
  const valueIds = ids(query.optionValue);
  const [brandRows, valueRows] = await Promise.all([
    brandIds ? knownBrands(ctx, brandIds) : [],
    valueIds ? optionsOfValues(ctx, valueIds) : [],
  ]);
  // An id the catalogue does not know is a 422 on its field, not an empty list.
  const unknown: FieldErrors = {};
  if (brandIds && brandRows.length !== brandIds.length) unknown.brands = [fieldError('unknown_brand')];
  if (valueIds && valueRows.length !== valueIds.length) unknown.optionValue = [fieldError('unknown_option_value')];
  if (Object.keys(unknown).length > 0) throw AppError.validation(unknown);
  const filter: ListFilter = {};
  if (brandIds) filter.brandIds = brandIds;
  if (valueIds) filter.optionGroups = groupByOption(valueRows);
  if (query.game) filter.games = query.game.split(',');
  if (query.stock) filter.inStock = true;
  if (query.price) filter.priceUsd = priceRangeInBase(query.price, ctx.currency);
  return filter;
}

/** The filter and order a list query asks for, with every reference checked. */
async function listScope(ctx: CatalogueContext, query: ProductListQuery) {
  // A missing category or brand (404) is told before a bad tick (422).
  const category = query.category ? await categoryScope(ctx, query.category) : undefined;
  const brandId = query.brand ? await selectBrandIdBySlug(ctx.db, query.brand) : undefined;
  if (brandId === null) throw AppError.notFound('Brand');
  const filter = await selectionFilter(ctx, query);
  if (category) filter.categories = category.scope;
  // A brand's page narrowed by the brands filter lists the brand only if it is ticked too.
  if (brandId !== undefined)
    filter.brandIds = filter.brandIds ? filter.brandIds.filter((id) => id === brandId) : [brandId];
  if (query.sale) filter.onSale = true;
  let order: ListOrder = query.sort ?? 'popular';
  if (query.q) {
    filter.search = searchCondition(query.q);
    if (!query.sort) order = { search: query.q };
  }
  return { filter, order, fromChildren: category?.fromChildren ?? false };
}

/** GET /products: one page of cards and the total (spec §7). */
export async function listProducts(
  ctx: CatalogueContext,
  query: ProductListQuery,
): Promise<{ data: ProductList; total: number }> {
  const { filter, order, fromChildren } = await listScope(ctx, query);
  const page = await selectProductPage(ctx.db, filter, order, query, ctx.lang);
  return {
    data: { products: await productCards(ctx, page.ids), isFromChildCategories: fromChildren },
    total: page.total,
  };
}

/** GET /product-kits: kits of a category (or all), sorted and paged. */
export async function listKits(
  ctx: CatalogueContext,
  query: ProductListQuery,
): Promise<{ data: KitList; total: number }> {
  let categoryIds: number[] | undefined;
  let fromChildren = false;
  if (query.category) {
    const category = await findCategoryWithDescendants(ctx.db, query.category);
    if (!category) throw AppError.notFound('Category');
    categoryIds = category.ids;
    fromChildren = category.ids.length > 1;
  }
  const page = await selectKitPage(ctx.db, categoryIds, query.sort ?? 'new', query);
  return {
    data: { productKits: await kitCards(ctx, page.ids), isFromChildCategories: fromChildren },
    total: page.total,
  };
}
