import { catalogCalls } from '@kordon/contract';
import { CategoryOverview } from '../components/catalogue/category-overview';
import { createApi, failPageLoad } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf, splitLocale } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/category-main';

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  const title = t('catalogue.allCategories');
  const breadcrumbs = crumbsFor(t, [{ name: title, link: splitLocale(location.pathname).path }]);
  return pageMeta({ matches, location }, { title, description: t('catalogue.overviewLead'), breadcrumbs });
}

/** /category/main: every top category with its subcategories (spec-coverage 2.2.21). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { categories: await createApi(context, request).call(catalogCalls.categoryTree).catch(failPageLoad) };
}

export default function CategoryMain({ loaderData }: Route.ComponentProps) {
  return <CategoryOverview categories={loaderData.categories} />;
}
