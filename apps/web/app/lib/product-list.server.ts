import { type ProductCard, type ProductListQuery, productCalls } from '@kordon/contract';
import { data } from 'react-router';
import { type createApi, fallbackOnApiError, notFoundUnlessFound } from './api.server';
import { pageCount } from './pagination';
import { apiQueryOf, type ListState } from './product-query';

/** Cards on one page of a list: four rows of the desktop grid, twelve of the phone one. */
export const PRODUCTS_PER_PAGE = 24;

export type ProductListPage = {
  products: ProductCard[];
  /** Of the whole list, for "N products": the API's `total`, never the page's length. */
  total: number;
  page: number;
  pages: number;
  isFromChildCategories: boolean;
};

export const emptyListPage: ProductListPage = {
  products: [],
  total: 0,
  page: 1,
  pages: 1,
  isFromChildCategories: false,
};

/**
 * One page of GET /products under the URL's filters, sort and page; past the last page or an unknown
 * category is a 404, other failures with `whenFailed: 'empty'` an empty list (spec §8).
 */
export async function loadProductListPage(
  api: ReturnType<typeof createApi>,
  list: Pick<ProductListQuery, 'category' | 'brand' | 'q' | 'sale'>,
  state: ListState,
  whenFailed: 'error' | 'empty' = 'error',
): Promise<ProductListPage> {
  const answer = await api
    .answer(productCalls.list, { query: { ...list, ...apiQueryOf(state, PRODUCTS_PER_PAGE) } })
    .catch(whenFailed === 'empty' ? fallbackOnApiError(null) : notFoundUnlessFound);
  if (!answer) return emptyListPage;
  const pages = pageCount(answer.total, PRODUCTS_PER_PAGE);
  if (state.page > pages) throw data(null, { status: 404 });
  return {
    products: answer.data.products,
    total: answer.total,
    page: state.page,
    pages,
    isFromChildCategories: answer.data.isFromChildCategories,
  };
}
