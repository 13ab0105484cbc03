import { useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import { pageSearch } from '../../lib/pagination';
import { useTranslation } from '../../lib/translation';
import { AppLink } from './app-link';

/**
 * Previous/next links with the position; plain links, so crawlers follow every page. They keep
 * the rest of the query (a product list's filters and sort). Posts page from newer to older.
 */
export function Pagination({ page, pages, of = 'posts' }: { page: number; pages: number; of?: 'posts' | 'products' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const path = splitLocale(location.pathname).path;
  if (pages <= 1) return null;
  const to = (target: number) => path + pageSearch(location.search, target);
  const [previous, next] =
    of === 'posts' ? [t('reviews.previous'), t('reviews.next')] : [t('catalogue.previous'), t('catalogue.next')];
  return (
    <nav className="pagination" aria-label={t('a11y.pagination')}>
      {page > 1 ? (
        <AppLink to={to(page - 1)} rel="prev" className="button button-secondary">
          {previous}
        </AppLink>
      ) : (
        <span />
      )}
      <p>{t('reviews.pageOf', { page, pages })}</p>
      {page < pages ? (
        <AppLink to={to(page + 1)} rel="next" className="button button-secondary">
          {next}
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
