import { ProductListing, preloadListing } from '../components/catalogue/listing-lazy';
import { pack, unpack } from '../framework/packed';
import '../components/catalogue/listing-styles';
import { PageHeader } from '../components/common/fixed-page';
import { GetForm } from '../components/common/get-form';
import { SearchIcon } from '../components/common/icons';
import { createApi } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { loadProductListPage } from '../lib/product-list.server';
import { parseListQuery } from '../lib/product-query';
import { searchableText } from '../lib/search-text';
import { pageMeta } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/search';

preloadListing();

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  const title = t('pages.search');
  return pageMeta(
    { matches, location },
    { title, noindex: true, breadcrumbs: crumbsFor(t, [{ name: title, link: '/search' }]) },
  );
}

/**
 * /search?text=…: GET /products?q=… a page at a time. Under 3 characters nothing is searched
 * (spec §5); a failed search shows no results (spec §8).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const raw = search.get('text') ?? '';
  const text = searchableText(raw);
  if (!text) return { raw, text, list: null };
  const state = { ...parseListQuery(new URLSearchParams()), page: parseListQuery(search).page };
  const list = await loadProductListPage(createApi(context, request), { q: text }, state, 'empty');
  return { raw, text, list: pack(list) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { raw, text } = loaderData;
  const list = loaderData.list && unpack(loaderData.list);
  return (
    <div className="page search-page">
      <PageHeader title={t('pages.search')} trail={[{ name: t('pages.search'), link: '/search' }]} />
      <GetForm role="search" aria-label={t('pages.search')} className="search-box search-page-box" key={raw}>
        <label htmlFor="search-page-text" className="visually-hidden">
          {t('header.searchLabel')}
        </label>
        <input
          id="search-page-text"
          type="search"
          name="text"
          defaultValue={raw}
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
        <button type="submit" className="search-box-submit" aria-label={t('header.searchSubmit')}>
          <SearchIcon size={20} />
        </button>
      </GetForm>
      {!list ? (
        <p className="empty-state">{raw.trim() ? t('search.tooShort') : t('search.enterText')}</p>
      ) : (
        <section aria-label={t('search.results')} className="search-results">
          <h2 className="search-results-title">{t('search.resultsFor', { text: text ?? '' })}</h2>
          <ProductListing list={list} empty={t('search.nothingFound', { text: text ?? '' })} />
        </section>
      )}
    </div>
  );
}
