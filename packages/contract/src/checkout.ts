import { z } from 'zod';
import { defineCall } from './call.js';
import { cartInput, cartLine, cartTotal, couponState } from './cart.js';
import { EMAIL_MAX } from './email.js';
import { currencyRef, priceString } from './money.js';

// The form is validated half filled in on every change (spec-coverage 4.8), so the body schema only bounds
// what may be sent; the spec's field rules are the server's, answered as `errors` per field.

/** Generous bound of any free-text field; the spec's rule is checked by the server. */
const text = (max = 200) => z.string().max(max).default('');

export const CHECKOUT_LIMITS = {
  nameMin: 1,
  nameMax: 32,
  phoneMin: 5,
  phoneMax: 20,
  emailMax: EMAIL_MAX,
  addressMax: 128,
  postalCodeMin: 3,
  postalCodeMax: 15,
  cityMax: 128,
  commentMax: 1000,
} as const;

/** Spec §3 order.customer / order.recipient. */
export const checkoutPerson = z
  .object({ firstname: text(), lastname: text(), email: text(), phone: text() })
  .meta({ id: 'CheckoutPerson' });
export type CheckoutPerson = z.infer<typeof checkoutPerson>;

/** Spec §3 order.address; `daDataObject` is the chosen address suggestion, kept as sent (bounded). */
export const checkoutAddress = z
  .object({
    country: z.string().max(2).default(''),
    countryZone: text(32),
    city: text(),
    address: text(),
    postalCode: text(32),
    daDataObject: z
      .record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean(), z.null()]))
      .refine((value) => Object.keys(value).length <= 40, 'Too many fields')
      .nullable()
      .default(null),
  })
  .meta({ id: 'CheckoutAddress' });
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

/**
 * What the shopper chose. Prices, totals and names are never read from it: the server prices
 * the lines again and names the methods; such fields, when sent, are ignored.
 */
export const checkoutOrderInput = z
  .object({
    products: cartInput.shape.products,
    productKits: cartInput.shape.productKits,
    /** Digital products may be sent apart, as the cart answers them; they are products. */
    digitalProducts: cartInput.shape.products,
    customer: checkoutPerson.default({ firstname: '', lastname: '', email: '', phone: '' }),
    /** Who receives the parcel; null means the customer. */
    recipient: checkoutPerson.nullable().default(null),
    address: checkoutAddress.default({
      country: '',
      countryZone: '',
      city: '',
      address: '',
      postalCode: '',
      daDataObject: null,
    }),
    coupon: z
      .object({ code: z.string().trim().max(32) })
      .nullable()
      .default(null),
    comment: text(CHECKOUT_LIMITS.commentMax),
    paymentMethod: z.string().max(32).nullable().default(null),
    /** Set for a business order (spec-coverage 2.2.8): the invoice goes to the customer's e-mail. */
    company: z
      .object({ name: text(), taxId: text(32), address: text() })
      .nullable()
      .default(null),
  })
  .meta({ id: 'CheckoutOrderInput' });
export type CheckoutOrderInput = z.input<typeof checkoutOrderInput>;

/** The delivery choice: the shipping method and, for carriers with points, the pickup point. */
export const checkoutDelivery = z
  .object({
    shippingMethod: z.string().max(32).nullable().default(null),
    pickupPoint: z.number().int().positive().nullable().default(null),
  })
  .meta({ id: 'CheckoutDelivery' });

export const checkoutInput = z
  .object({
    order: checkoutOrderInput,
    delivery: checkoutDelivery.default({ shippingMethod: null, pickupPoint: null }),
  })
  .meta({ id: 'CheckoutInput' });
export type CheckoutInput = z.input<typeof checkoutInput>;

/**
 * The store's free delivery (its `free_shipping_threshold_usd` setting, in the order's currency):
 * the methods it covers, the threshold, what the goods still lack, and whether they reached it.
 */
export const freeShippingOffer = z
  .object({
    methods: z.array(z.string()),
    threshold: z.number().int(),
    thresholdString: priceString,
    /** Minor units the goods (after the coupon) lack; 0 once reached. */
    remaining: z.number().int().min(0),
    remainingString: priceString,
    reached: z.boolean(),
  })
  .meta({ id: 'FreeShippingOffer' });
export type FreeShippingOffer = z.infer<typeof freeShippingOffer>;

/** Spec §3 order, as the server priced and named it. */
export const checkoutOrder = z
  .object({
    products: z.array(cartLine),
    productKits: z.array(cartLine),
    digitalProducts: z.array(cartLine),
    totals: z.array(cartTotal),
    currency: currencyRef,
    coupon: couponState.nullable(),
    comment: z.string(),
    shippingMethod: z.string().nullable(),
    shippingName: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    paymentName: z.string().nullable(),
    pickupPoint: z.number().int().nullable(),
    address: checkoutAddress,
    recipient: checkoutPerson,
    customer: checkoutPerson,
    /** Only digital products: no address or shipping is asked for. */
    needsDelivery: z.boolean(),
    /** A preorder line is in it: the order is paid in full before anything ships (spec-coverage 1.5f). */
    prepaymentRequired: z.boolean(),
    /** How many shipping methods serve the address (the storefront flags a change, spec-coverage 4.8b). */
    shippingMethodCount: z.number().int().min(0),
    /** Null when the store sets no threshold or nothing is to be delivered. */
    freeShipping: freeShippingOffer.nullable(),
  })
  .meta({ id: 'CheckoutOrder' });
export type CheckoutOrder = z.infer<typeof checkoutOrder>;

const fieldErrors = z.record(z.string(), z.array(z.string()));

export const checkoutValidation = z
  .object({
    order: checkoutOrder,
    /** Messages per field (dotted paths such as `customer.phone`), shown under the form. */
    errors: fieldErrors,
    /** The stable code of each message, in the same order. */
    codes: fieldErrors,
    /** True when `create` would accept this order as it stands. */
    valid: z.boolean(),
  })
  .meta({ id: 'CheckoutValidation' });
export type CheckoutValidation = z.infer<typeof checkoutValidation>;

/** What the browser does next: go to the payment page, or straight to the success page. */
export const paymentStart = z
  .object({ action: z.enum(['redirect', 'none']), url: z.string().nullable() })
  .meta({ id: 'PaymentStart' });
export type PaymentStart = z.infer<typeof paymentStart>;

export const createdOrder = z
  .object({ id: z.string(), number: z.string(), status: z.string(), payment: paymentStart })
  .meta({ id: 'CreatedOrder' });
export type CreatedOrder = z.infer<typeof createdOrder>;

/** Same key, same order: a retried create answers the first order (letters, digits, `-`, `_`). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Must be 16–128 letters, digits, - or _');

export const orderNumberQuery = z.object({ number: z.string().regex(/^[A-Z0-9-]{4,32}$/, 'Unknown order number') });

/** What the success and failure pages show of the visitor's own order. */
export const orderSummary = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.string(),
    paid: z.boolean(),
    paymentMethod: z.string(),
    paymentName: z.string(),
    total: z.string(),
    email: z.string(),
    /** The order can be paid again from the failure page. */
    canPay: z.boolean(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummary>;

export const checkoutCalls = {
  validate: defineCall({
    id: 'validateCheckout',
    method: 'POST',
    path: '/checkout/validate',
    summary: 'Prices and checks the order as it stands: the corrected order and the messages per field',
    tag: 'checkout',
    auth: 'session',
    body: checkoutInput,
    response: checkoutValidation,
  }),
  create: defineCall({
    id: 'createOrder',
    method: 'POST',
    path: '/checkout/create',
    summary:
      'Creates the order in one transaction (stock held, coupon used, e-mail queued); the same idempotency key gives the same order',
    tag: 'checkout',
    auth: 'session',
    body: checkoutInput.extend({ idempotencyKey }),
    response: createdOrder,
    status: 201,
    errors: ['out_of_stock', 'conflict', 'rate_limited'],
  }),
  searchOrder: defineCall({
    id: 'searchOrder',
    method: 'GET',
    path: '/searchOrder',
    summary: 'An order of this session or customer by its number, for the success and failure pages',
    tag: 'checkout',
    auth: 'session',
    query: orderNumberQuery,
    response: orderSummary,
    errors: ['not_found'],
  }),
  pay: defineCall({
    id: 'payOrder',
    method: 'POST',
    path: '/checkout/pay',
    summary:
      'Pays an unpaid order of this session or customer again: an open payment page is answered again, ' +
      'bank instructions are mailed again at most every 15 minutes; 10 calls per order and 30 per session in 10 minutes',
    tag: 'checkout',
    auth: 'session',
    body: orderNumberQuery,
    response: paymentStart,
    errors: ['not_found', 'conflict', 'rate_limited'],
  }),
};
