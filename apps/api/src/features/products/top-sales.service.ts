import type { ProductCard } from '@kordon/contract';
import { AppError } from '../../http/app-error.js';
import type { CatalogueContext } from './catalogue-context.js';
import { productCards } from './product-card.service.js';
import { selectProductIdExists, selectRelatedIds, selectTopSalesIds } from './products.queries.js';

/** GET /products/topSales: best sellers by units sold (seeded figures until orders count them). */
export async function topSales(ctx: CatalogueContext, limit: number): Promise<ProductCard[]> {
  return productCards(
    ctx,
    (await selectTopSalesIds(ctx.db, limit)).map((row) => row.id),
  );
}

/** GET /products/{id}/related. */
export async function relatedProducts(ctx: CatalogueContext, productId: number, limit: number): Promise<ProductCard[]> {
  if (!(await selectProductIdExists(ctx.db, productId))) throw AppError.notFound('Product');
  return productCards(
    ctx,
    (await selectRelatedIds(ctx.db, productId, limit)).map((row) => row.id),
  );
}
