import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/common/fixed-page';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/search';

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  const title = t('pages.search');
  return pageMeta(
    { matches, location },
    { title, noindex: true, breadcrumbs: crumbsFor(t, [{ name: title, link: '/search' }]) },
  );
}

/** Placeholder of the search issue: the results list (GET /products?q=) goes here. */
export default function Search() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get('text')?.trim() ?? '';
  return (
    <div className="page">
      <PageHeader title={t('pages.search')} trail={[{ name: t('pages.search'), link: '/search' }]} />
      <p className="lead">{text ? t('search.resultsFor', { text }) : t('search.enterText')}</p>
    </div>
  );
}
