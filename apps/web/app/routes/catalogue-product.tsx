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
 * The product form of the catalogue catch-alls (spec §2): /{category}/{subCategory}/{productSlug}.
 * The category pair must be in the menu's tree (else 404), then the product shows as
 * /product/{slug} shows it; its canonical link names that path. A module of its own, so category
 * pages do not carry the product page's code, nor this one the filters'.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tree = await createApi(context, request).call(catalogCalls.categoryTree).catch(failPageLoad);
  if (!resolveCatalogPath(tree, params.category, params.subCategory)) throw data(null, { status: 404 });
  return pack(await loadProductPage(context, request, params.productSlug));
}

export default function CatalogueProduct({ loaderData }: Route.ComponentProps) {
  return <ProductView data={unpack(loaderData)} />;
}
