import { catalogCalls } from '@kordon/contract';
import { CategoryPlaceholder } from '../components/catalogue/category-placeholder';
import { CategoryView } from '../components/catalogue/category-view';
import { preloadListing } from '../components/catalogue/listing-lazy';
import { createApi, failPageLoad } from '../lib/api.server';
import { categoryMeta } from '../lib/category-meta';
import { loadCategoryPage } from '../lib/category-page.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { splitLocale } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/category';

preloadListing();

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  if (data.kind === 'category') return categoryMeta({ matches, location }, data);
  return pageMeta({ matches, location }, { title: data.view.title, breadcrumbs: data.view.crumbs });
}

/**
 * /category/{slug}: the category page with its products (spec §3). /category/main (every top
 * category) and /sets/sets (product kits) keep their overview. An unknown slug is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, path } = splitLocale(new URL(request.url).pathname);
  const t = translatorFor(locale);
  if ('slug' in params && params.slug) {
    return { kind: 'category' as const, ...(await loadCategoryPage(context, request, params.slug)) };
  }
  if (path === '/sets/sets') {
    const title = t('pages.sets');
    return {
      kind: 'overview' as const,
      view: { title, crumbs: crumbsFor(t, [{ name: title, link: path }]), children: [] },
    };
  }
  const tree = await createApi(context, request).call(catalogCalls.categoryTree).catch(failPageLoad);
  const title = t('catalogue.allCategories');
  return {
    kind: 'overview' as const,
    view: { title, crumbs: crumbsFor(t, [{ name: title, link: path }]), children: tree },
  };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'category') return <CategoryView data={loaderData} />;
  return <CategoryPlaceholder view={loaderData.view} />;
}
