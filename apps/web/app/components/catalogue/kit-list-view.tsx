import type { ProductSort } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { PageHeader } from '../common/fixed-page';
import { ProductListing } from './listing-lazy';
import type { ListPage } from './product-listing';
import './listing-styles';

/** The orders kits can be listed in, the API's default first: kits keep no sales count. */
const KIT_SORTS: readonly ProductSort[] = ['new', 'price_asc', 'price_desc'];

/** /sets/sets: every kit of the shop with the category pages' listing (count, sort, cards, pages). */
export function KitListView({ list }: { list: ListPage }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('pages.sets')} lead={t('sets.intro')} />
      <section aria-label={t('sets.list')} className="kit-list">
        <ProductListing
          list={list}
          sortable
          sorts={KIT_SORTS}
          count={t('sets.count', { count: list.total })}
          empty={t('sets.empty')}
        />
      </section>
    </div>
  );
}
