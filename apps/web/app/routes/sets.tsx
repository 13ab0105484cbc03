import { KitListView } from '../components/catalogue/kit-list-view';
import { preloadListing } from '../components/catalogue/listing-lazy';
import { pack, unpack } from '../framework/packed';
import { createApi } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { loadKitListPage } from '../lib/kit-list.server';
import { localeOf, splitLocale } from '../lib/locale';
import { pageQuery } from '../lib/pagination';
import { parseListQuery } from '../lib/product-query';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/sets';

preloadListing();

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const t = translatorFor(localeOf(location.pathname));
  const { page, pages } = unpack(data.list);
  const title = t('pages.sets');
  return pageMeta(
    { matches, location },
    {
      title: page > 1 ? `${title} · ${t('catalogue.pageOf', { page, pages })}` : title,
      description: t('sets.intro'),
      canonicalQuery: pageQuery(page),
      breadcrumbs: crumbsFor(t, [{ name: title, link: splitLocale(location.pathname).path }]),
    },
  );
}

/** /sets/sets: every kit, sorted and paged like a category's products (spec-coverage 2.2.21). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { list: pack(await loadKitListPage(createApi(context, request), parseListQuery(url.searchParams))) };
}

export default function Sets({ loaderData }: Route.ComponentProps) {
  return <KitListView list={unpack(loaderData.list)} />;
}
