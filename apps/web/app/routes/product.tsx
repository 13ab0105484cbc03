import { loadProductPage } from '../components/product/product-loader.server';
import { productMeta } from '../components/product/product-meta';
import { ProductView } from '../components/product/product-view';
import { pack, unpack } from '../framework/packed';
import type { Route } from './+types/product';

export function meta({ data, matches, location }: Route.MetaArgs) {
  return productMeta({ matches, location }, data && unpack(data));
}

/** Spec §2 /product/{slug}: a product, else a kit of that slug, else a real 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // JSON text: see framework/packed.ts.
  return pack(await loadProductPage(context, request, params.slug));
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductView data={unpack(loaderData)} />;
}
