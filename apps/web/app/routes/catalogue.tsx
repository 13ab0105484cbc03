import { catalogCalls } from '@kordon/contract';
import { data } from 'react-router';
import { CategoryView } from '../components/catalogue/category-view';
import { preloadListing } from '../components/catalogue/listing-lazy';
import { pack, unpack } from '../framework/packed';
import { createApi, failPageLoad } from '../lib/api.server';
import { categoryMeta } from '../lib/category-meta';
import { loadCategoryPage } from '../lib/category-page.server';
import { resolveCatalogPath } from '../lib/category-tree';
import type { Route } from './+types/catalogue';

preloadListing();

export function meta({ data, matches, location }: Route.MetaArgs) {
  return data ? categoryMeta({ matches, location }, unpack(data)) : [];
}

/**
 * The catalogue catch-alls' category form (spec §2), resolved against the menu's tree and shown as
 * /category/{slug}; anything not in the catalogue is a 404 (so is /xx/contacts).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tree = await createApi(context, request).call(catalogCalls.categoryTree).catch(failPageLoad);
  const subCategory = 'subCategory' in params ? params.subCategory : undefined;
  const category = resolveCatalogPath(tree, params.category, subCategory)?.at(-1);
  if (!category) throw data(null, { status: 404 });
  return pack(await loadCategoryPage(context, request, category.slug));
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  return <CategoryView data={unpack(loaderData)} />;
}
