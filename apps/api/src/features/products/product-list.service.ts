import type { KitList, ProductList, ProductListQuery } from '@kordon/contract';
import { inArray } from 'drizzle-orm';
import { brands, optionValues } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { findCategoryWithDescendants } from '../catalog/category.service.js';
import { searchCondition, searchRank } from '../search/search.service.js';
import type { CatalogueContext } from './catalogue-context.js';
import { kitCards, productCards } from './product-card.service.js';
import {
  type CategoryScope,
  hasOwnProducts,
  type ListFilter,
  type ListOrder,
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

/** Option value ids grouped by their option; an id the catalogue does not know is a 422. */
async function optionGroups(ctx: CatalogueContext, valueIds: number[]): Promise<number[][]> {
  const rows = await ctx.db
    .select({ id: optionValues.id, optionId: optionValues.optionId })
    .from(optionValues)
    .where(inArray(optionValues.id, valueIds));
  if (rows.length !== valueIds.length) throw AppError.validation({ optionValue: ['Unknown option value'] });
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.optionId, [...(groups.get(row.optionId) ?? []), row.id]);
  return [...groups.values()];
}

async function knownBrands(ctx: CatalogueContext, brandIds: number[]): Promise<number[]> {
  const rows = await ctx.db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds));
  if (rows.length !== brandIds.length) throw AppError.validation({ brands: ['Unknown brand'] });
  return brandIds;
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

/** The filter and order a list query asks for, with every reference checked. */
async function listScope(ctx: CatalogueContext, query: ProductListQuery) {
  const filter: ListFilter = {};
  let fromChildren = false;
  if (query.category) {
    const scope = await categoryScope(ctx, query.category);
    filter.categories = scope.scope;
    fromChildren = scope.fromChildren;
  }
  if (query.brand) {
    const brandId = await selectBrandIdBySlug(ctx.db, query.brand);
    if (brandId === null) throw AppError.notFound('Brand');
    filter.brandIds = [brandId];
  }
  const brandIds = ids(query.brands);
  if (brandIds) {
    const known = await knownBrands(ctx, brandIds);
    filter.brandIds = filter.brandIds ? filter.brandIds.filter((id) => known.includes(id)) : known;
  }
  const valueIds = ids(query.optionValue);
  if (valueIds) filter.optionGroups = await optionGroups(ctx, valueIds);
  if (query.game) filter.games = query.game.split(',');
  if (query.stock) filter.inStock = true;
  if (query.sale) filter.onSale = true;
  if (query.price) filter.priceUsd = priceRangeInBase(query.price, ctx.currency);
  let order: ListOrder = query.sort ?? 'popular';
  if (query.q) {
    filter.search = searchCondition(query.q);
    if (!query.sort) order = { rank: searchRank(query.q) };
  }
  return { filter, order, fromChildren };
}

/** GET /products: one page of cards and the total (spec §7). */
export async function listProducts(
  ctx: CatalogueContext,
  query: ProductListQuery,
): Promise<{ data: ProductList; total: number }> {
  const { filter, order, fromChildren } = await listScope(ctx, query);
  const page = await selectProductPage(ctx.db, filter, order, query);
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
