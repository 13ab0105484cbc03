import {
  fieldError,
  maxQuantityOf,
  type ProductStock,
  type StockState,
  type VariationInfo,
  type VariationStock,
} from '@kordon/contract';
import { AppError } from '../../http/app-error.js';
import type { CatalogueContext } from './catalogue-context.js';
import { kitVariations } from './kit-page.service.js';
import { selectKit, selectKitIdOfVariation } from './kits.queries.js';
import { kitOffers } from './product-card.service.js';
import { selectOptionValuesOf, selectVariations, type VariationRow } from './products.queries.js';
import { retailStockOf } from './stock-rules.js';
import { matchVariation, variationInfoOf } from './variation-info.js';

const chosenValues = (list: string) => [...new Set(list.split(',').map(Number))];

async function productVariations(ctx: CatalogueContext, productId: number): Promise<VariationRow[]> {
  const rows = await selectVariations(ctx.db, { productId });
  if (rows.length === 0) throw AppError.notFound('Product');
  return rows;
}

/** Chosen values must all belong to the variations' options; anything else is a 422 on the field. */
function assertKnownValues(
  variations: ReadonlyArray<{ optionValues: number[] } | { option_values: number[] }>,
  chosen: number[],
) {
  const known = new Set(variations.flatMap((v) => ('optionValues' in v ? v.optionValues : v.option_values)));
  if (chosen.some((value) => !known.has(value))) {
    throw AppError.validation({ optionValues: [fieldError('unknown_option_value')] });
  }
}

/** GET /products/{id}/variation: the variation with every chosen value; 404 when none has them all. */
export async function resolveProductVariation(
  ctx: CatalogueContext,
  productId: number,
  values: string,
): Promise<VariationInfo> {
  const variations = await productVariations(ctx, productId);
  const chosen = chosenValues(values);
  assertKnownValues(variations, chosen);
  const match = matchVariation(variations, chosen);
  if (!match) throw AppError.notFound('Variation');
  return variationInfoOf(match, ctx.currency, ctx.lang);
}

const KIT_COMBINATION_MESSAGE = {
  en: 'This combination is not available. Please choose other options.',
  ru: 'Такой комбинации нет в продаже. Выберите другие параметры.',
};

/** GET /product-kits/{id}/variation: a kit variation, or spec §8's message when the combination is not sold. */
export async function resolveKitVariation(ctx: CatalogueContext, kitId: number, values: string) {
  if (!(await selectKit(ctx.db, { id: kitId }))) throw AppError.notFound('Kit');
  const variations = await kitVariations(ctx, kitId);
  const chosen = chosenValues(values);
  assertKnownValues(variations, chosen);
  const match = variations.find((variation) => chosen.every((value) => variation.optionValues.includes(value)));
  if (!match?.inStock) return { variation: match ?? null, message: KIT_COMBINATION_MESSAGE[ctx.lang] };
  return { variation: match, message: null };
}

/** Stock of a whole product and which of its option values some orderable variation has. */
function stockOverview(
  variations: ReadonlyArray<StockState & { option_values: number[] }>,
  optionOf: Map<number, number>,
): ProductStock {
  const orderable = new Set<number>();
  const all = new Set<number>();
  for (const variation of variations) {
    for (const value of variation.option_values) {
      all.add(value);
      if (maxQuantityOf(variation) > 0) orderable.add(value);
    }
  }
  return {
    stock: variations.reduce((total, variation) => total + maxQuantityOf(variation), 0),
    options: [...all].map((valueId) => ({
      optionId: optionOf.get(valueId) ?? 0,
      valueId,
      inStock: orderable.has(valueId),
    })),
  };
}

async function optionIdsOf(ctx: CatalogueContext, variationIds: number[]) {
  const rows = await selectOptionValuesOf(ctx.db, variationIds);
  return new Map(rows.map((row) => [row.id, row.option_id]));
}

export async function productStock(ctx: CatalogueContext, productId: number): Promise<ProductStock> {
  const variations = await productVariations(ctx, productId);
  return stockOverview(
    variations,
    await optionIdsOf(
      ctx,
      variations.map((v) => v.id),
    ),
  );
}

export async function kitStock(ctx: CatalogueContext, kitId: number): Promise<ProductStock> {
  if (!(await selectKit(ctx.db, { id: kitId }))) throw AppError.notFound('Kit');
  const { offers, items } = await kitOffers(ctx, [kitId]);
  const variations = await kitVariations(ctx, kitId);
  const values = new Map(variations.map((v) => [v.id, v.optionValues]));
  const list = (offers.get(kitId) ?? []).map((offer) => ({
    ...offer,
    option_values: values.get(offer.kitVariationId) ?? [],
  }));
  const itemVariationIds = [...items.values()].flat().map((item) => item.variation_id);
  return stockOverview(list, await optionIdsOf(ctx, itemVariationIds));
}

function variationStockOf(id: number, state: StockState, retail: boolean): VariationStock {
  return {
    variationId: id,
    availability: state.availability,
    stock: retail ? retailStockOf(state) : Math.max(0, state.stock),
    maxQuantity: retail ? Math.min(maxQuantityOf(state), retailStockOf(state)) : maxQuantityOf(state),
  };
}

/** GET /products/variation/{id}/checkStock and …/stockRetail. */
export async function variationStock(
  ctx: CatalogueContext,
  variationId: number,
  retail = false,
): Promise<VariationStock> {
  const [row] = await selectVariations(ctx.db, { variationId });
  if (!row) throw AppError.notFound('Variation');
  return variationStockOf(row.id, row, retail);
}

/** GET /product-kits/variation/{id}/checkStock: the least the kit's items allow. */
export async function kitVariationStock(ctx: CatalogueContext, kitVariationId: number): Promise<VariationStock> {
  const kitId = await selectKitIdOfVariation(ctx.db, kitVariationId);
  if (kitId === null) throw AppError.notFound('Variation');
  const { offers } = await kitOffers(ctx, [kitId]);
  const offer = offers.get(kitId)?.find((o) => o.kitVariationId === kitVariationId);
  if (!offer) throw AppError.notFound('Variation');
  return variationStockOf(kitVariationId, offer, false);
}
