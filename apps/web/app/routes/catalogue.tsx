import { type CategorySummary, catalogCalls } from '@kordon/contract';
import { CategoryPlaceholder } from '../components/catalogue/category-placeholder';
import { createApi } from '../lib/api.server';
import { categoryView } from '../lib/catalogue-view.server';
import { resolveCatalogPath } from '../lib/category-tree';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/catalogue';

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({ matches, location }, { title: data.view.title, breadcrumbs: data.view.crumbs });
}

/**
 * The shared page of the catalogue catch-alls (spec §2): /{category}, /{category}/{subCategory}
 * and /{category}/{subCategory}/{productSlug}. Paths that are not in the catalogue are a 404,
 * which is also how /xx/contacts ends (xx is no category). The product form is resolved by the
 * product issue; until then it shows its category trail.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const t = translatorFor(localeOf(new URL(request.url).pathname));
  const tree = await createApi(context, request).call(catalogCalls.categoryTree);
  const subCategory = 'subCategory' in params ? params.subCategory : undefined;
  const view = categoryView(t, resolveCatalogPath(tree, params.category, subCategory));
  if ('productSlug' in params && params.productSlug) {
    const title = t('pages.product');
    return { view: { title, crumbs: [...view.crumbs, { name: title, link: '' }], children: [] } };
  }
  return { view };
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  return <CategoryPlaceholder view={loaderData.view} />;
}
