import { type CategorySummary, catalogCalls } from '@kordon/contract';
import { CategoryPlaceholder } from '../components/catalogue/category-placeholder';
import { createApi } from '../lib/api.server';
import { categoryView } from '../lib/catalogue-view.server';
import { findCategoryPath } from '../lib/category-tree';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { splitLocale } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/category';

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({ matches, location }, { title: data.view.title, breadcrumbs: data.view.crumbs });
}

/**
 * Placeholder of the category issue for /category/{slug}, /category/main (every top category)
 * and /sets/sets (product kits): a slug the catalogue does not know is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, path } = splitLocale(new URL(request.url).pathname);
  const t = translatorFor(locale);
  if (path === '/sets/sets') {
    const title = t('pages.sets');
    return { view: { title, crumbs: crumbsFor(t, [{ name: title, link: path }]), children: [] } };
  }
  const tree = await createApi(context, request).call(catalogCalls.categoryTree);
  if (!('slug' in params) || !params.slug) {
    const title = t('catalogue.allCategories');
    return { view: { title, crumbs: crumbsFor(t, [{ name: title, link: path }]), children: tree } };
  }
  return { view: categoryView(t, findCategoryPath(tree, params.slug)) };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryPlaceholder view={loaderData.view} />;
}
