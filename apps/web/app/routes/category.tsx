import { catalogCalls } from '@kordon/contract';
import { CategoryOverview } from '../components/catalogue/category-overview';
import { CategoryView } from '../components/catalogue/category-view';
import { KitListView } from '../components/catalogue/kit-list-view';
import { preloadListing } from '../components/catalogue/listing-lazy';
import { createApi, failPageLoad } from '../lib/api.server';
import { categoryMeta } from '../lib/category-meta';
import { loadCategoryPage } from '../lib/category-page.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { loadKitListPage } from '../lib/kit-list.server';
import { localeOf, splitLocale } from '../lib/locale';
import { pageQuery } from '../lib/pagination';
import { parseListQuery } from '../lib/product-query';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/category';

preloadListing();

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  if (data.kind === 'category') return categoryMeta({ matches, location }, data);
  const t = translatorFor(localeOf(location.pathname));
  const crumbs = (title: string) => crumbsFor(t, [{ name: title, link: splitLocale(location.pathname).path }]);
  if (data.kind === 'kits') {
    const { page, pages } = data.list;
    const title = t('pages.sets');
    return pageMeta(
      { matches, location },
      {
        title: page > 1 ? `${title} · ${t('catalogue.pageOf', { page, pages })}` : title,
        description: t('sets.intro'),
        canonicalQuery: pageQuery(page),
        breadcrumbs: crumbs(title),
      },
    );
  }
  const title = t('catalogue.allCategories');
  return pageMeta(
    { matches, location },
    { title, description: t('catalogue.overviewLead'), breadcrumbs: crumbs(title) },
  );
}

/**
 * /category/{slug}: the category page with its products (spec §3). /category/main: every top
 * category with its subcategories. /sets/sets: every kit, sorted and paged like a category's
 * products. An unknown slug is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if ('slug' in params && params.slug) {
    return { kind: 'category' as const, ...(await loadCategoryPage(context, request, params.slug)) };
  }
  const api = createApi(context, request);
  if (splitLocale(url.pathname).path === '/sets/sets') {
    return { kind: 'kits' as const, list: await loadKitListPage(api, parseListQuery(url.searchParams)) };
  }
  const tree = await api.call(catalogCalls.categoryTree).catch(failPageLoad);
  return { kind: 'overview' as const, categories: tree };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'category') return <CategoryView data={loaderData} />;
  if (loaderData.kind === 'kits') return <KitListView list={loaderData.list} />;
  return <CategoryOverview categories={loaderData.categories} />;
}
