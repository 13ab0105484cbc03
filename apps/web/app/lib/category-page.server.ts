import { type ProductCard, type ProductFilter, productCalls } from '@kordon/contract';
import type { AppLoadContext } from 'react-router';
import { createApi, fallbackOnApiError, notFoundUnlessFound } from './api.server';
import { pageQuery } from './pagination';
import { loadProductListPage } from './product-list.server';
import { filterQueryOf, hasFilters, parseListQuery } from './product-query';

/** Kits shown under a category's products: one row or two, no paging. */
const KITS_SHOWN = 8;

/**
 * Everything a category page shows (spec §3): an unknown category is a 404, while filters and kits are
 * extras whose failure only leaves them out (spec §8).
 */
export async function loadCategoryPage(context: AppLoadContext, request: Request, slug: string) {
  const api = createApi(context, request);
  const state = parseListQuery(new URL(request.url).searchParams);
  const [category, filters, list, kits] = await Promise.all([
    api.call(productCalls.category, { params: { slug } }).catch(notFoundUnlessFound),
    api
      .call(productCalls.filters, { params: { slug }, query: filterQueryOf(state) })
      .catch(fallbackOnApiError<ProductFilter[]>([])),
    loadProductListPage(api, { category: slug }, state),
    // Kits are not filtered; they sit below the first page only.
    state.page === 1
      ? api
          .call(productCalls.kits, { query: { category: slug, limit: KITS_SHOWN } })
          .then((answer) => answer.productKits)
          .catch(fallbackOnApiError<ProductCard[]>([]))
      : [],
  ]);
  // The canonical link names the unfiltered list; its pages 2+ keep `?page=`.
  const canonicalQuery = pageQuery(hasFilters(state) ? 1 : state.page);
  return { category, filters, list, kits, canonicalQuery };
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
