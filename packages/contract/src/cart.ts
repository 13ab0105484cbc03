import { z } from 'zod';
import { CART_QUANTITY_MAX } from './availability.js';
import { defineCall } from './call.js';
import { currencyRef, priceString } from './money.js';
import { availability } from './product-card.js';

/** Spec §5 and §9: a cart quantity is a whole number from 1 to 99; anything else is refused (422). */
export const cartQuantity = z
  .number()
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(CART_QUANTITY_MAX, `Must be at most ${CART_QUANTITY_MAX}`);

/** A cart may list this many different lines of each kind; more is refused, not truncated. */
export const CART_LINES_MAX = 100;

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Must be a two-letter country code')
  .nullable()
  .default(null);

/** Spec §3 cart, as the browser keeps it: what was chosen, never what it costs. */
export const cartInput = z
  .object({
    products: z
      .array(z.object({ variationId: z.number().int().positive(), quantity: cartQuantity }))
      .max(CART_LINES_MAX)
      .default([]),
    productKits: z
      .array(z.object({ variationId: z.number().int().positive(), quantity: cartQuantity }))
      .max(CART_LINES_MAX)
      .default([]),
    countryCode,
    /** A coupon to price the cart with; an unknown one is reported in `coupon`, not refused. */
    coupon: z.string().trim().max(32).nullable().default(null),
  })
  .meta({ id: 'CartInput' });
export type CartInput = z.input<typeof cartInput>;

/** The sizes of an option value in every size system (spec §3 valueSizes); null for non-size options. */
export const valueSizes = z
  .object({
    international: z.string().nullable(),
    us: z.string().nullable(),
    ru: z.string().nullable(),
    inches: z.string().nullable(),
    centimeters: z.string().nullable(),
  })
  .meta({ id: 'ValueSizes' });

/** Amounts of a line in minor units of the answer's currency, for arithmetic; the strings are for display. */
export const lineAmounts = z.object({
  unit: z.number().int(),
  unitOld: z.number().int().nullable(),
  /** Unit price after the coupon's share of the discount, rounded; null without a coupon discount. */
  unitNew: z.number().int().nullable(),
  total: z.number().int(),
  totalOld: z.number().int().nullable(),
  /** `total` less the line's exact share of the coupon: these add up to the cart total; null without one. */
  totalNew: z.number().int().nullable(),
});

/** Why the server changed a line: the asked quantity could not be held, or it cannot be ordered now. */
export const lineNotice = z.enum(['quantity_clamped', 'out_of_stock']).meta({ id: 'CartLineNotice' });

/** Spec §3 cart line, priced in the request currency. */
export const cartLine = z
  .object({
    variationId: z.number().int(),
    productId: z.number().int(),
    kind: z.enum(['product', 'kit']),
    /** `digital` lines are listed in `digitalProducts` and need no address. */
    type: z.enum(['physical', 'book', 'digital', 'kit']),
    name: z.string(),
    link: z.string(),
    image: z.string().nullable(),
    brand: z.string().nullable(),
    options: z.array(z.object({ optionName: z.string(), valueName: z.string(), valueSizes: valueSizes.nullable() })),
    availability,
    quantity: z.number().int().min(0).max(CART_QUANTITY_MAX),
    /** What one line may hold now (spec §4 plus button); 0 when it cannot be ordered. */
    maxQuantity: z.number().int().min(0).max(CART_QUANTITY_MAX),
    /** Units the shop can hand over (preorder stock for preorders); drop-ship reports 99, its only limit. */
    stock: z.number().int().min(0),
    /** Whole percent off the old price. */
    discount: z.number().int().min(0).max(100),
    priceItem: priceString,
    priceItemOld: priceString.nullable(),
    newPriceItem: priceString.nullable(),
    priceTotal: priceString,
    priceTotalOld: priceString.nullable(),
    amounts: lineAmounts,
    notice: lineNotice.nullable(),
    weightGrams: z.number().int().min(0),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLine>;

/**
 * A row of the totals, in order: subtotal, then a `coupon` row when a coupon applies (spec §3:
 * a coupon is not a normal line), then total. Checkout adds shipping before the total.
 */
export const cartTotal = z
  .object({
    type: z.enum(['subtotal', 'coupon', 'shipping', 'total']),
    title: z.string(),
    /** Minor units of the answer's currency; a discount is negative. */
    amount: z.number().int(),
    amountString: priceString,
    couponName: z.string().nullable(),
  })
  .meta({ id: 'CartTotal' });
export type CartTotal = z.infer<typeof cartTotal>;

/** The coupon as the order shows it (spec §3 order.coupon). */
export const couponState = z
  .object({
    code: z.string(),
    status: z.enum(['applied', 'invalid']),
    errorMessage: z.string().nullable(),
    /** Why an invalid coupon does not apply: branch on this, not on the message. */
    errorCode: z.enum(['coupon_invalid', 'coupon_first_order_only']).nullable(),
  })
  .meta({ id: 'CouponState' });
export type CouponState = z.infer<typeof couponState>;

/** A line the server left out, and why. */
export const droppedLine = z.object({
  kind: z.enum(['product', 'kit']),
  variationId: z.number().int(),
  reason: z.enum(['unknown', 'disabled']),
});

export const cartAnswer = z
  .object({
    products: z.array(cartLine),
    productKits: z.array(cartLine),
    digitalProducts: z.array(cartLine),
    totals: z.array(cartTotal),
    /** Spec §4: the sum of product and kit quantities (out-of-stock lines included). */
    count: z.number().int().min(0),
    currency: currencyRef,
    countryCode: z.string().nullable(),
    coupon: couponState.nullable(),
    dropped: z.array(droppedLine),
  })
  .meta({ id: 'Cart' });
export type CartAnswer = z.infer<typeof cartAnswer>;

export const cartCalls = {
  price: defineCall({
    id: 'priceCart',
    method: 'PUT',
    path: '/cart',
    summary:
      "Prices the browser's cart in the request currency: unknown lines dropped, quantities held to stock, coupon applied",
    tag: 'cart',
    auth: 'session',
    body: cartInput,
    response: cartAnswer,
  }),
  clear: defineCall({
    id: 'clearCart',
    method: 'DELETE',
    path: '/cart',
    summary: "Forgets the session's cart on the server",
    tag: 'cart',
    auth: 'session',
  }),
};
