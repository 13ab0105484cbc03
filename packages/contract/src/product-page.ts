import { z } from 'zod';
import { CART_QUANTITY_MAX } from './availability.js';
import { defineCall } from './call.js';
import { alternateLink, breadcrumb, seoMeta, slugParams } from './content.js';
import { prices } from './money.js';
import { availability, brandRef, gameRef, productImage, productImages, productKind } from './product-card.js';
import { productIdParams } from './products.js';

/** A value of an option, with its size in every size system of spec §9 (null when not a size). */
export const optionValue = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    hex: z.string().nullable(),
    image: z.string().nullable(),
    sizeInternational: z.string().nullable(),
    sizeUs: z.string().nullable(),
    sizeRu: z.string().nullable(),
    sizeInches: z.string().nullable(),
    sizeCentimeters: z.string().nullable(),
  })
  .meta({ id: 'OptionValue' });
export type OptionValue = z.infer<typeof optionValue>;

export const productOption = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    type: z.enum(['color', 'size', 'select']),
    values: z.array(optionValue),
  })
  .meta({ id: 'ProductOption' });
export type ProductOption = z.infer<typeof productOption>;

/**
 * A buyable variation: its prices in the request currency and what the quantity rules of spec §4
 * need. `maxQuantity` is how many one cart line may hold: 0 when it cannot be ordered.
 */
export const variationInfo = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    optionValues: z.array(z.number().int()),
    prices,
    availability,
    stock: z.number().int().min(0),
    inStock: z.boolean(),
    maxQuantity: z.number().int().min(0).max(CART_QUANTITY_MAX),
  })
  .meta({ id: 'VariationInfo' });
export type VariationInfo = z.infer<typeof variationInfo>;

export const kitItem = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    link: z.string(),
    quantity: z.number().int().min(1),
    image: productImage.nullable(),
  })
  .meta({ id: 'KitItem' });

/** Spec §3 product (and kit) page. */
export const productPage = z
  .object({
    id: z.number().int(),
    kind: productKind,
    /** Product type: physical goods, books, or digital goods sent by e-mail. */
    type: z.enum(['physical', 'digital', 'book']),
    name: z.string(),
    slug: z.string(),
    link: z.string(),
    sku: z.string().nullable(),
    breadcrumbs: z.array(breadcrumb),
    alternateLinks: z.array(alternateLink),
    prices,
    availability,
    description: z.string(),
    youtubeCode: z.string().nullable(),
    vkVideo: z.object({ id: z.string(), oid: z.string() }).nullable(),
    options: z.array(productOption),
    brand: brandRef.nullable(),
    materials: z.array(z.object({ name: z.string(), percent: z.number().int().nullable() })),
    features: z.array(z.object({ name: z.string(), value: z.string() })),
    images: productImages,
    game: gameRef.nullable(),
    /** The variation shown first: the cheapest one that can be ordered, else the cheapest. */
    variation: variationInfo.nullable(),
    /** Items of a kit; empty for a product. */
    items: z.array(kitItem),
    /** Category the page sits in, for the catalogue path form of the link. */
    categorySlug: z.string().nullable(),
    rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) }),
    seo: seoMeta,
  })
  .meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof productPage>;

/** Chosen option values as comma-separated ids: `?optionValues=12,40`. */
export const variationQuery = z.object({
  optionValues: z
    .string()
    .max(200)
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'A comma-separated list of option value ids'),
});

/** Spec §7: the kit variation answer may carry a message instead of a variation. */
export const kitVariationAnswer = z
  .object({ variation: variationInfo.nullable(), message: z.string().nullable() })
  .meta({ id: 'KitVariationAnswer' });

/** Which option values can be ordered now, and the stock of the whole product or kit. */
export const productStock = z
  .object({
    stock: z.number().int().min(0),
    options: z.array(z.object({ optionId: z.number().int(), valueId: z.number().int(), inStock: z.boolean() })),
  })
  .meta({ id: 'ProductStock' });
export type ProductStock = z.infer<typeof productStock>;

/** Stock of one variation as the quantity rules of spec §4 read it. */
export const variationStock = z
  .object({
    variationId: z.number().int(),
    availability,
    stock: z.number().int().min(0),
    maxQuantity: z.number().int().min(0).max(CART_QUANTITY_MAX),
  })
  .meta({ id: 'VariationStock' });
export type VariationStock = z.infer<typeof variationStock>;

const variationIdParams = productIdParams;

export const productPageCalls = {
  product: defineCall({
    id: 'getProductBySlug',
    method: 'GET',
    path: '/products/slug/:slug',
    summary: 'A product page with every field of spec §3; 404 for an unknown or disabled product',
    tag: 'products',
    auth: 'none',
    params: slugParams,
    response: productPage,
    errors: ['not_found'],
  }),
  kit: defineCall({
    id: 'getProductKitBySlug',
    method: 'GET',
    path: '/product-kits/slug/:slug',
    summary: 'A kit page; its stock is the least its items allow',
    tag: 'products',
    auth: 'none',
    params: slugParams,
    response: productPage,
    errors: ['not_found'],
  }),
  variation: defineCall({
    id: 'resolveProductVariation',
    method: 'GET',
    path: '/products/:id/variation',
    summary: 'The variation that has the chosen option values, with its prices and stock',
    tag: 'products',
    auth: 'none',
    params: productIdParams,
    query: variationQuery,
    response: variationInfo,
    errors: ['not_found'],
  }),
  kitVariation: defineCall({
    id: 'resolveKitVariation',
    method: 'GET',
    path: '/product-kits/:id/variation',
    summary: 'The kit variation with the chosen option values, or a message when the combination is not sold',
    tag: 'products',
    auth: 'none',
    params: productIdParams,
    query: variationQuery,
    response: kitVariationAnswer,
    errors: ['not_found'],
  }),
  productStock: defineCall({
    id: 'checkProductStock',
    method: 'GET',
    path: '/products/:id/checkStock',
    summary: 'Stock of a product and which option values can be ordered',
    tag: 'stock',
    auth: 'none',
    params: productIdParams,
    response: productStock,
    errors: ['not_found'],
  }),
  kitStock: defineCall({
    id: 'checkKitStock',
    method: 'GET',
    path: '/product-kits/:id/checkStock',
    summary: 'Stock of a kit (the least its items allow) and which option values can be ordered',
    tag: 'stock',
    auth: 'none',
    params: productIdParams,
    response: productStock,
    errors: ['not_found'],
  }),
  variationStockRetail: defineCall({
    id: 'getVariationRetailStock',
    method: 'GET',
    path: '/products/variation/:id/stockRetail',
    summary: 'Units of a variation on the shelf now (preorder and drop-ship count none)',
    tag: 'stock',
    auth: 'none',
    params: variationIdParams,
    response: variationStock,
    errors: ['not_found'],
  }),
  variationStock: defineCall({
    id: 'checkVariationStock',
    method: 'GET',
    path: '/products/variation/:id/checkStock',
    summary: 'Stock of a variation and the most one cart line may hold',
    tag: 'stock',
    auth: 'none',
    params: variationIdParams,
    response: variationStock,
    errors: ['not_found'],
  }),
  kitVariationStock: defineCall({
    id: 'checkKitVariationStock',
    method: 'GET',
    path: '/product-kits/variation/:id/checkStock',
    summary: 'Stock of a kit variation: the least its items allow',
    tag: 'stock',
    auth: 'none',
    params: variationIdParams,
    response: variationStock,
    errors: ['not_found'],
  }),
};
