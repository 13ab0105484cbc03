import type { ProductPage } from '@kordon/contract';
import { productCalls, productPageCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { type AnswerCaching, CATALOGUE_ANSWERS } from '../../http/answer-cache.js';
import { handle } from '../../http/route.js';
import { cacheTags } from '../../platform/cache-tags.js';
import { catalogueContext } from './catalogue-context.js';
import { categoryFilters } from './filters.service.js';
import { getKitPage } from './kit-page.service.js';
import { listKits, listProducts } from './product-list.service.js';
import { getProductPage } from './product-page.service.js';
import { relatedProducts, topSales } from './top-sales.service.js';
import {
  kitStock,
  kitVariationStock,
  productStock,
  resolveKitVariation,
  resolveProductVariation,
  variationStock,
} from './variation.service.js';

/** Lists show which products can be ordered, not how many are left. */
const LIST_ANSWERS: AnswerCaching = { ...CATALOGUE_ANSWERS, tags: [cacheTags.catalogue, cacheTags.availability] };

/** A product or kit page shows stock: dropped by any change of its (or its items') stock. */
const PRODUCT_PAGE_ANSWERS: AnswerCaching = {
  ...CATALOGUE_ANSWERS,
  tagsOf: (data) => {
    const page = data as ProductPage;
    if (page.kind !== 'kit') return [cacheTags.product(page.id)];
    return [cacheTags.kit(page.id), ...page.items.map((item) => cacheTags.product(item.productId))];
  },
};

// Lists and pages are public and kept 30 s, dropped sooner by the writes that change them (their
// tags); stock answers are always read fresh (spec §4 rules).
const cached = { cache: LIST_ANSWERS };
const pageAnswer = { cache: PRODUCT_PAGE_ANSWERS };

export async function productRoutes(app: FastifyInstance, deps: AppDeps) {
  const ctx = (request: Parameters<typeof catalogueContext>[1]) => catalogueContext(deps, request);
  handle(app, productCalls.list, async ({ query }, { request }) => listProducts(await ctx(request), query), cached);
  handle(app, productCalls.kits, async ({ query }, { request }) => listKits(await ctx(request), query), cached);
  handle(
    app,
    productCalls.filters,
    async ({ params, query }, { request }) => categoryFilters(await ctx(request), params.slug, query),
    cached,
  );
  handle(
    app,
    productCalls.topSales,
    async ({ query }, { request }) => topSales(await ctx(request), query.limit),
    cached,
  );
  handle(
    app,
    productCalls.related,
    async ({ params, query }, { request }) => relatedProducts(await ctx(request), params.id, query.limit),
    cached,
  );
  handle(
    app,
    productPageCalls.product,
    async ({ params }, { request }) => getProductPage(await ctx(request), params.slug),
    pageAnswer,
  );
  handle(
    app,
    productPageCalls.kit,
    async ({ params }, { request }) => getKitPage(await ctx(request), params.slug),
    pageAnswer,
  );
  handle(app, productPageCalls.variation, async ({ params, query }, { request }) =>
    resolveProductVariation(await ctx(request), params.id, query.optionValues),
  );
  handle(app, productPageCalls.kitVariation, async ({ params, query }, { request }) =>
    resolveKitVariation(await ctx(request), params.id, query.optionValues),
  );
  handle(app, productPageCalls.productStock, async ({ params }, { request }) =>
    productStock(await ctx(request), params.id),
  );
  handle(app, productPageCalls.kitStock, async ({ params }, { request }) => kitStock(await ctx(request), params.id));
  handle(app, productPageCalls.variationStock, async ({ params }, { request }) =>
    variationStock(await ctx(request), params.id),
  );
  handle(app, productPageCalls.variationStockRetail, async ({ params }, { request }) =>
    variationStock(await ctx(request), params.id, true),
  );
  handle(app, productPageCalls.kitVariationStock, async ({ params }, { request }) =>
    kitVariationStock(await ctx(request), params.id),
  );
}
