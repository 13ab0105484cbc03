import { type ProductCard, type ProductStock, productCalls, productPageCalls } from '@kordon/contract';
import type { AppLoadContext } from 'react-router';
import { ApiError, createApi, failPageLoad, fallbackOnApiError, notFoundUnlessFound } from '../../lib/api.server';
import type { ProductPageData } from './product-data';

export type { ProductPageData } from './product-data';

/** A picker is a radio group named `o{optionId}`: the chosen values come back as `?o12=40&o13=55`. */
export function chosenValuesOf(url: URL): number[] {
  const values = [...url.searchParams]
    .filter(([name, value]) => /^o\d{1,9}$/.test(name) && /^\d{1,9}$/.test(value))
    .map(([, value]) => Number(value));
  return [...new Set(values)].slice(0, 10);
}

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.isNotFound || error.status === 400 || error.status === 422);

/**
 * The product or kit page of `slug` (spec §7), else a 404; the pickers' values resolve to a variation
 * here, so the page works without JavaScript and the browser loads no call code.
 */
export async function loadProductPage(
  context: AppLoadContext,
  request: Request,
  slug: string,
): Promise<ProductPageData> {
  const api = createApi(context, request);
  const page = await api.call(productPageCalls.product, { params: { slug } }).catch((error: unknown) => {
    if (!isMissing(error)) failPageLoad(error);
    return api.call(productPageCalls.kit, { params: { slug } }).catch(notFoundUnlessFound);
  });
  const kit = page.kind === 'kit';
  const params = { id: page.id };
  const known = new Set(page.options.flatMap((option) => option.values.map((value) => value.id)));
  const chosen = chosenValuesOf(new URL(request.url)).filter((id) => known.has(id));
  const resolve = async (): Promise<Pick<ProductPageData, 'variation' | 'message'>> => {
    if (chosen.length === 0) return { variation: page.variation, message: null };
    const query = { optionValues: chosen.join(',') };
    if (kit) return api.call(productPageCalls.kitVariation, { params, query });
    return { variation: await api.call(productPageCalls.variation, { params, query }), message: null };
  };
  const [resolved, stock, related] = await Promise.all([
    resolve().catch((error: unknown) => {
      if (isMissing(error)) return { variation: null, message: null };
      return failPageLoad(error);
    }),
    api
      .call(kit ? productPageCalls.kitStock : productPageCalls.productStock, { params })
      .catch(fallbackOnApiError<ProductStock | null>(null)),
    kit
      ? Promise.resolve([])
      : api.call(productCalls.related, { params, query: { limit: 8 } }).catch(fallbackOnApiError<ProductCard[]>([])),
  ]);
  const selected = chosen.length > 0 ? chosen : (page.variation?.optionValues ?? []);
  return { page, selected, ...resolved, stock, related };
}
