import { CategoryView } from '../components/catalogue/category-view';
import { preloadListing } from '../components/catalogue/listing-lazy';
import { pack, unpack } from '../framework/packed';
import { categoryMeta } from '../lib/category-meta';
import { type CategoryPageData, loadCategoryPage } from '../lib/category-page.server';
import type { Route } from './+types/category';

preloadListing();

export function meta({ data, matches, location }: Route.MetaArgs) {
  return data ? categoryMeta({ matches, location }, unpack(data)) : [];
}

/** /category/{slug} (spec §3); /category/main and /sets/sets have their own modules, so this loads none of their code. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // JSON text: see framework/packed.ts.
  return pack<CategoryPageData>(await loadCategoryPage(context, request, params.slug));
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryView data={unpack(loaderData)} />;
}
