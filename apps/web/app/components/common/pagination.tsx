import { useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import { pageQuery } from '../../lib/pagination';
import { useTranslation } from '../../lib/translation';
import { AppLink } from './app-link';

/** Newer/older links with the position; plain links, so crawlers follow every page. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const path = splitLocale(useLocation().pathname).path;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('a11y.pagination')}>
      {page > 1 ? (
        <AppLink to={path + pageQuery(page - 1)} rel="prev" className="button button-secondary">
          {t('reviews.previous')}
        </AppLink>
      ) : (
        <span />
      )}
      <p>{t('reviews.pageOf', { page, pages })}</p>
      {page < pages ? (
        <AppLink to={path + pageQuery(page + 1)} rel="next" className="button button-secondary">
          {t('reviews.next')}
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
