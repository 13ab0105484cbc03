import { catalogCalls } from '@kordon/contract';
import { data } from 'react-router';
import { loadProductPage } from '../components/product/product-loader.server';
import { productMeta } from '../components/product/product-meta';
import { ProductView } from '../components/product/product-view';
import { pack, unpack } from '../framework/packed';
import { createApi, failPageLoad } from '../lib/api.server';
import { resolveCatalogPath } from '../lib/category-tree';
import type { Route } from './+types/catalogue-product';

export function meta({ data, matches, location }: Route.MetaArgs) {
  return productMeta({ matches, location }, data && unpack(data));
}

/**
 * The catalogue catch-alls' product form (spec §2), shown as /product/{slug} when the pair is in the menu's
 * tree; a module of its own, so category pages carry no product code, nor this one the filters'.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tree = await createApi(context, request).call(catalogCalls.categoryTree).catch(failPageLoad);
  if (!resolveCatalogPath(tree, params.category, params.subCategory)) throw data(null, { status: 404 });
  return pack(await loadProductPage(context, request, params.productSlug));
}

export default function CatalogueProduct({ loaderData }: Route.ComponentProps) {
  return <ProductView data={unpack(loaderData)} />;
}
