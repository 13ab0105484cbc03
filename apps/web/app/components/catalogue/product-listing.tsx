import type { ProductCard, ProductFilter, ProductSort } from '@kordon/contract';
import { hasFilters, SORTS, withSort } from '../../lib/product-query';
import { useTranslation } from '../../lib/translation';
import { Pagination } from '../common/pagination';
import { FilterPanel } from './filter-panel';
import { ProductGrid } from './product-card';
import { useListState } from './use-list-state';
// Styles: listing-styles.ts, imported by the pages.

export type ListPage = { products: ProductCard[]; total: number; page: number; pages: number };

type ListingProps = {
  list: ListPage;
  /** Offer the sort orders (category, specials, brand). */
  sortable?: boolean;
  /** The orders offered, the list's default first (kits have no `popular`). */
  sorts?: readonly ProductSort[];
  /** The count line; "N products" unless said. */
  count?: string;
  /** The category's filters, shown beside the grid on desktop. */
  filters?: ProductFilter[];
  /** Shown above the grid, e.g. that the products come from subcategories. */
  note?: string | false;
  /** What an empty list says; a filtered one says that no product matches. */
  empty: string;
};

/**
 * A product list page's body in one GET form: without JavaScript filters and sort apply with the Apply
 * button; with it each change navigates at once (use-list-state.ts).
 */
export function ProductListing({ list, sortable, sorts = SORTS, count, filters, note, empty }: ListingProps) {
  const { t } = useTranslation();
  const { state, go, pending } = useListState();
  const filtered = filters !== undefined && filters.length > 0;
  return (
    <form
      method="get"
      className={filtered ? 'listing listing-filtered' : 'listing'}
      onSubmit={(e) => e.preventDefault()}
    >
      {filtered && <FilterPanel filters={filters} state={state} go={go} />}
      <div className="listing-main">
        <div className="listing-toolbar">
          <p className="listing-count" role="status">
            {count ?? t('catalogue.count', { count: list.total })}
          </p>
          {sortable && (
            <label className="listing-sort">
              <span>{t('catalogue.sort')}</span>
              <select
                name="sort"
                value={state.sort ?? sorts[0]}
                onChange={(event) => {
                  const sort = event.currentTarget.value as ProductSort;
                  // The default order keeps the bare URL, so one list has one address.
                  go({ ...withSort(state, sort), ...(sort === sorts[0] && { sort: null }) });
                }}
              >
                {sorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`catalogue.sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(sortable || filtered) && (
            <noscript>
              <button type="submit" className="button button-secondary">
                {t('catalogue.apply')}
              </button>
            </noscript>
          )}
        </div>
        {note && <p className="listing-note">{note}</p>}
        {list.products.length > 0 ? (
          <div className="listing-grid" aria-busy={pending}>
            <ProductGrid cards={list.products} eagerCount={4} priorityCount={2} />
          </div>
        ) : (
          <p className="empty-state">{hasFilters(state) ? t('catalogue.emptyFiltered') : empty}</p>
        )}
        <Pagination page={list.page} pages={list.pages} of="products" />
      </div>
    </form>
  );
}
