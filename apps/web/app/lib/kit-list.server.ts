import { productCalls } from '@kordon/contract';
import { data } from 'react-router';
import { type createApi, failPageLoad } from './api.server';
import { pageCount } from './pagination';
import { PRODUCTS_PER_PAGE, type ProductListPage } from './product-list.server';
import type { ListState } from './product-query';

export type KitListPage = Omit<ProductListPage, 'isFromChildCategories'>;

/** One page of every kit; the list is the page's own data, so a failure is the error page, past the last a 404. */
export async function loadKitListPage(api: ReturnType<typeof createApi>, state: ListState): Promise<KitListPage> {
  // The URL's sort is a known one or none (parseListQuery); "popular" is none, the API's newest first.
  const sort = state.sort ?? undefined;
  const answer = await api
    .answer(productCalls.kits, {
      query: { limit: PRODUCTS_PER_PAGE, offset: (state.page - 1) * PRODUCTS_PER_PAGE, ...(sort && { sort }) },
    })
    .catch(failPageLoad);
  const pages = pageCount(answer.total, PRODUCTS_PER_PAGE);
  if (state.page > pages) throw data(null, { status: 404 });
  return { products: answer.data.productKits, total: answer.total, page: state.page, pages };
}
