import { z } from 'zod';
import { defineCall } from '../call.js';
import { byCode } from '../field-codes.js';
import { objectVersion } from './version.js';

/** Prices are kept in the base currency's minor units (the API's `BASE_CURRENCY`); the back office edits them so. */
export const STOCK_PRICE_CURRENCY = 'USD';
/** The most variations one bulk change may touch: more is a job for an import, not one transaction. */
export const STOCK_BULK_MAX = 500;

const units = z.number({ error: byCode('required') }).int();
export const stockCount = units.min(0).max(1_000_000);
/** Minor units: up to a million in major units. */
export const priceMinor = units.min(0).max(100_000_000);

/** One variation as the stock screen lists it: what it is, its stock and prices. */
export const stockVariation = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string(),
    product_slug: z.string(),
    sku: z.string(),
    /** Its option values ("Olive, M"); empty for a product with one variation. */
    options: z.string(),
    availability: z.enum(['normal', 'preorder', 'drop_ship']),
    stock: z.number().int(),
    price: z.number().int(),
    old_price: z.number().int().nullable(),
    /** At or below the shop's low-stock threshold (`LOW_STOCK_THRESHOLD`) and above zero. */
    low_stock: z.boolean(),
    is_active: z.boolean(),
    version: objectVersion,
  })
  .meta({ id: 'StockVariation' });

/** Which variations: a name or SKU fragment, and low (at or below the threshold, above 0) or sold out. */
export const stockSelection = z.object({
  q: z.string().trim().max(100).optional(),
  stock: z.enum(['low', 'sold_out']).optional(),
});

export const stockListQuery = stockSelection.extend({
  sort: z.enum(['product', 'sku', 'stock', 'price']).default('product'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

const oldPriceAbovePrice = (value: { price?: number; old_price?: number | null }) =>
  value.old_price == null || value.price === undefined || value.old_price > value.price;

/** An edit of one variation: any of stock, price, old price (null clears it). */
export const variationUpdate = z
  .object({
    stock: stockCount.optional(),
    price: priceMinor.optional(),
    old_price: priceMinor.nullable().optional(),
    version: objectVersion,
  })
  .refine(oldPriceAbovePrice, { path: ['old_price'], error: byCode('old_price_not_above_price') })
  .meta({ id: 'VariationUpdate' });

const bulkChangeFields = stockSelection.extend({
  field: z.enum(['stock', 'price']),
  /** set: the value; add: plus the value (minus when negative); percent: plus that many percent. */
  op: z.enum(['set', 'add', 'percent']),
  value: z
    .number({ error: byCode('required') })
    .int()
    .min(-100_000_000)
    .max(100_000_000),
});

type BulkFields = z.infer<typeof bulkChangeFields>;
function checkBulkValue(change: BulkFields, ctx: z.RefinementCtx) {
  if (change.op === 'set' && change.value < 0)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Must not be negative' });
  if (change.op === 'percent' && (change.value < -99 || change.value > 1000))
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent from -99 to 1000' });
}

export const stockBulkChange = bulkChangeFields.superRefine(checkBulkValue).meta({ id: 'StockBulkChange' });

export const stockBulkApply = bulkChangeFields
  .extend({
    /** How many the preview counted: another count now means the selection moved, and nothing is written. */
    expected_count: z.number().int().min(0),
    /** One per change the staff member confirms: a retry with it changes nothing again. */
    idempotency_key: z.uuid(),
  })
  .superRefine(checkBulkValue)
  .meta({ id: 'StockBulkApply' });

export const stockBulkPreview = z
  .object({
    count: z.number().int(),
    max: z.number().int(),
    /** The first few rows as they would become. */
    sample: z.array(
      z.object({ id: z.number().int(), sku: z.string(), before: z.number().int(), after: z.number().int() }),
    ),
  })
  .meta({ id: 'StockBulkPreview' });

export const stockBulkResult = z
  .object({ changed: z.number().int(), restock_notices: z.number().int() })
  .meta({ id: 'StockBulkResult' });

export const variationIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export type StockVariation = z.infer<typeof stockVariation>;
export type StockSelection = z.infer<typeof stockSelection>;
export type StockListQuery = z.infer<typeof stockListQuery>;
export type VariationUpdate = z.infer<typeof variationUpdate>;
export type StockBulkChange = z.infer<typeof stockBulkChange>;
export type StockBulkApply = z.infer<typeof stockBulkApply>;
export type StockBulkPreview = z.infer<typeof stockBulkPreview>;

export const adminStockCalls = {
  list: defineCall({
    id: 'adminListStock',
    method: 'GET',
    path: '/admin/stock',
    summary: 'Variations with stock and prices, searched by product name or SKU, low or sold out',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    query: stockListQuery,
    response: z.array(stockVariation),
    paged: true,
  }),
  update: defineCall({
    id: 'adminUpdateVariation',
    method: 'PATCH',
    path: '/admin/stock/:id',
    summary:
      "Sets a variation's stock, price or old price (409 for a stale version); back from 0 mails restock requests",
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    params: variationIdParams,
    body: variationUpdate,
    response: stockVariation,
    errors: ['not_found', 'conflict'],
  }),
  previewBulk: defineCall({
    id: 'adminPreviewStockBulk',
    method: 'POST',
    path: '/admin/stock/bulk/preview',
    summary: 'How many variations a bulk change would touch, and a few of them as they would become',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    body: stockBulkChange,
    response: stockBulkPreview,
  }),
  applyBulk: defineCall({
    id: 'adminApplyStockBulk',
    method: 'POST',
    path: '/admin/stock/bulk',
    summary: `Changes stock or price of every selected variation (at most ${STOCK_BULK_MAX}) in one transaction`,
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    body: stockBulkApply,
    response: stockBulkResult,
  }),
};
