import { z } from 'zod';
import { defineCall } from './call.js';
import { categorySummary, imageSet } from './catalog.js';
import { alternateLink, breadcrumb, seoMeta, slugParams } from './content.js';
import { productCard } from './product-card.js';

/** The most a list answers in one page; the storefront asks for 24. */
export const PRODUCT_PAGE_MAX = 60;
/** Spec §5: search starts with more than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

const idList = (what: string) =>
  z
    .string()
    .max(400)
    .regex(/^\d{1,9}(,\d{1,9})*$/, `A comma-separated list of ${what} ids`);

/** Sort orders of a list; `popular` (units sold) is the default. Ties break by id, so paging is stable. */
export const productSort = z.enum(['popular', 'price_asc', 'price_desc', 'new']).meta({ id: 'ProductSort' });
export type ProductSort = z.infer<typeof productSort>;

/**
 * Query of GET /products and GET /product-kits (spec §7): `category`, `brand`, `q` or `sale` chooses the
 * list; `price` is "10-50" in major units; id lists are ORed within a filter, ANDed between.
 */
export const productListQuery = z
  .object({
    category: z.string().min(1).max(128).optional(),
    brand: z.string().min(1).max(128).optional(),
    q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH).optional(),
    sale: z.enum(['1', 'true']).optional().describe('Only products sold below their old price (the specials page)'),
    optionValue: idList('option value').optional(),
    brands: idList('brand').optional(),
    game: z
      .string()
      .max(60)
      .regex(/^(warthunder|enlisted|crossout|common)(,(warthunder|enlisted|crossout|common))*$/, 'Unknown game')
      .optional(),
    stock: z.enum(['1', 'true']).optional().describe('Only what can be ordered now'),
    price: z
      .string()
      .max(40)
      .regex(/^\d{1,9}(\.\d{1,2})?-\d{1,9}(\.\d{1,2})?$/, 'A range of two amounts, "min-max"')
      .refine((range) => {
        const [min, max] = range.split('-').map(Number);
        return (min ?? 0) <= (max ?? 0);
      }, 'The minimum must not exceed the maximum')
      .optional(),
    sort: productSort.optional().describe('popular (units sold) by default; by relevance when q is given'),
    limit: z.coerce.number().int().min(1).max(PRODUCT_PAGE_MAX).default(24),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .meta({ id: 'ProductListQuery' });
export type ProductListQuery = z.infer<typeof productListQuery>;

/**
 * The narrowing parameters of a list query: what the filter panel ticks. GET /products/filters
 * takes them to count each value among the products the other filters leave.
 */
export const filterSelectionQuery = productListQuery
  .pick({ optionValue: true, brands: true, game: true, stock: true, price: true })
  .meta({ id: 'FilterSelectionQuery' });
export type FilterSelectionQuery = z.infer<typeof filterSelectionQuery>;

export const productList = z
  .object({
    products: z.array(productCard),
    /** The category had no products of its own, so those of its children are listed. */
    isFromChildCategories: z.boolean(),
  })
  .meta({ id: 'ProductList' });
export type ProductList = z.infer<typeof productList>;

export const kitList = z
  .object({ productKits: z.array(productCard), isFromChildCategories: z.boolean() })
  .meta({ id: 'KitList' });
export type KitList = z.infer<typeof kitList>;

/**
 * A checkbox of a filter with how many products of the category have it under every other
 * filter's ticks; its own filter's ticks are left out, so ticking one value never shrinks the rest.
 */
export const filterValue = z
  .object({ id: z.string(), name: z.string(), count: z.number().int().min(0), hex: z.string().nullable() })
  .meta({ id: 'FilterValue' });

/** Spec §3 filters: a range (price) or a checkbox list (brands, each option, games, stock). */
export const productFilter = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('range'),
      code: z.literal('price'),
      /** Query parameter the range goes to. */
      param: z.literal('price'),
      name: z.string(),
      min: z.number(),
      max: z.number(),
      currency: z.object({ code: z.string(), symbol: z.string() }),
    }),
    z.object({
      type: z.literal('checkbox-list'),
      code: z.string(),
      param: z.enum(['brands', 'optionValue', 'game', 'stock']),
      name: z.string(),
      values: z.array(filterValue),
    }),
  ])
  .meta({ id: 'ProductFilter' });
export type ProductFilter = z.infer<typeof productFilter>;
export type FilterValue = z.infer<typeof filterValue>;

/** Spec §3 category page. */
export const categoryPage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    link: z.string(),
    breadcrumbs: z.array(breadcrumb),
    alternateLinks: z.array(alternateLink),
    description: z.string(),
    content: z.string(),
    images: imageSet.nullable(),
    categories: z.array(categorySummary),
    seo: seoMeta,
  })
  .meta({ id: 'CategoryPage' });
export type CategoryPage = z.infer<typeof categoryPage>;

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const productIdParams = idParams;
export const shortListQuery = z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) });

export const productCalls = {
  list: defineCall({
    id: 'listProducts',
    method: 'GET',
    path: '/products',
    summary: 'Products of a category, brand, search or the specials, filtered, sorted and paged',
    tag: 'catalogue',
    auth: 'none',
    query: productListQuery,
    response: productList,
    paged: true,
    errors: ['not_found'],
  }),
  kits: defineCall({
    id: 'listProductKits',
    method: 'GET',
    path: '/product-kits',
    summary: 'Kits of a category, or every kit without one; newest first (kits keep no sales count) or by price; paged',
    tag: 'catalogue',
    auth: 'none',
    query: productListQuery,
    response: kitList,
    paged: true,
    errors: ['not_found'],
  }),
  filters: defineCall({
    id: 'getCategoryFilters',
    method: 'GET',
    path: '/products/filters/:slug',
    summary:
      "Filters that exist in a category: its whole price range, brands, options and games, each value counted under the other filters' ticks",
    tag: 'catalogue',
    auth: 'none',
    params: slugParams,
    query: filterSelectionQuery,
    response: z.array(productFilter),
    errors: ['not_found'],
  }),
  category: defineCall({
    id: 'getCategoryPage',
    method: 'GET',
    path: '/category/:slug',
    summary: 'A category page: texts, images, children, breadcrumbs, SEO and alternates',
    tag: 'catalogue',
    auth: 'none',
    params: slugParams,
    response: categoryPage,
    errors: ['not_found'],
  }),
  topSales: defineCall({
    id: 'listTopSales',
    method: 'GET',
    path: '/products/topSales',
    summary: 'Best-selling products by units sold',
    tag: 'catalogue',
    auth: 'none',
    query: shortListQuery,
    response: z.array(productCard),
  }),
  related: defineCall({
    id: 'listRelatedProducts',
    method: 'GET',
    path: '/products/:id/related',
    summary: 'Products related to one product: same category first, then same brand',
    tag: 'catalogue',
    auth: 'none',
    params: idParams,
    query: shortListQuery,
    response: z.array(productCard),
    errors: ['not_found'],
  }),
};
