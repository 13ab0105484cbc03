import {
  addFieldError as add,
  type CallInput,
  type CartTotal,
  type CheckoutValidation,
  type checkoutCalls,
  type FieldErrors,
  fieldError,
  fieldErrorLists,
  type LanguageCode,
} from '@kordon/contract';
import type { Config } from '../../config/env.js';
import type { DbExecutor } from '../../db/executor.js';
import { formatMoney } from '../../platform/money-format.js';
import { type PricedCart, priceCart } from '../cart/cart.service.js';
import type { Currency } from '../currency/currency.service.js';
import { countryPlace } from '../geo/geo.service.js';
import { activePaymentMethod, providerForMethod } from '../payments/payments.service.js';
import { findPickupPoint, quoteShipping, type ShippingQuote } from '../shipping/shipping.service.js';
import { checkAddress, checkCompany, checkPerson } from './checkout-fields.js';
import { freeShippingOffer, isFreeBy } from './free-shipping.js';

export type CheckoutInputParsed = CallInput<typeof checkoutCalls.validate>['body'];
export type CheckoutContext = {
  lang: LanguageCode;
  currency: Currency;
  config: Config;
  /** The signed-in customer, for first-order coupons; null for a visitor. */
  customerId: string | null;
};

/** What the checkout decided about an order; `create` writes exactly this. */
export type Assessment = {
  validation: CheckoutValidation;
  /** The errors `validation` lists, each with its code: `create` refuses with them. */
  fields: FieldErrors;
  priced: PricedCart;
  shipping: ShippingQuote | null;
  /** Minor units of the currency. */
  shippingAmount: number;
  total: number;
  payment: NonNullable<Awaited<ReturnType<typeof activePaymentMethod>>> | null;
  pickupPointId: number | null;
};

/** The largest amount an order column holds (PostgreSQL `integer`). */
const ORDER_AMOUNT_MAX = 2_147_483_647;

const TITLES = { shipping: { en: 'Shipping', ru: 'Доставка' } } as const;

function withShipping(totals: CartTotal[], amount: number, ctx: CheckoutContext): CartTotal[] {
  const rows = totals.filter((row) => row.type !== 'total');
  const total = rows.reduce((sum, row) => sum + (row.type === 'subtotal' || row.type === 'coupon' ? row.amount : 0), 0);
  const money = (value: number) => formatMoney(value, ctx.currency, ctx.lang);
  const last = totals.find((row) => row.type === 'total');
  return [
    ...rows,
    { type: 'shipping', title: TITLES.shipping[ctx.lang], amount, amountString: money(amount), couponName: null },
    {
      type: 'total',
      title: last?.title ?? 'Total',
      amount: total + amount,
      amountString: money(total + amount),
      couponName: null,
    },
  ];
}

/**
 * Prices and checks an order as it stands (spec-coverage 4.8, 5.5): the cart again on the server,
 * the coupon, every field, the address, the shipping methods that serve it and the payment
 * method. Nothing the client says about money is read. Writes nothing.
 */
export async function assessCheckout(
  executor: DbExecutor,
  input: CheckoutInputParsed,
  ctx: CheckoutContext,
): Promise<Assessment> {
  const { order, delivery } = input;
  const errors: FieldErrors = {};
  const country = order.address.country.toUpperCase();
  const priced = await priceCart(
    executor,
    {
      products: [...order.products, ...order.digitalProducts],
      productKits: order.productKits,
      countryCode: /^[A-Z]{2}$/.test(country) ? country : null,
      coupon: order.coupon?.code || null,
    },
    ctx,
    { customerId: ctx.customerId, email: order.customer.email },
  );
  const orderable = priced.lines.filter((line) => line.orderable);
  // A cart of sold-out lines is not empty: it says what is out of stock instead.
  if (priced.lines.length === 0) add(errors, 'cart', fieldError('cart_empty'));
  if (priced.lines.some((line) => !line.orderable)) add(errors, 'cart', fieldError('out_of_stock'));
  if (priced.lines.some((line) => line.line.notice === 'quantity_clamped'))
    add(errors, 'cart', fieldError('quantity_clamped'));
  const { coupon } = priced.answer;
  if (coupon?.status === 'invalid') add(errors, 'coupon', fieldError(coupon.errorCode ?? 'coupon_invalid'));

  checkPerson(errors, 'customer', order.customer, country);
  if (order.recipient) checkPerson(errors, 'recipient', order.recipient, country);
  if (order.company) checkCompany(errors, order.company);

  const needsDelivery = orderable.some((line) => !line.isDigital);
  let quotes: ShippingQuote[] = [];
  let shipping: ShippingQuote | null = null;
  let pickupPointId: number | null = null;
  if (needsDelivery) {
    const place = await countryPlace(executor, country);
    checkAddress(errors, order.address, place);
    if (place.countryKnown) {
      quotes = await quoteShipping(
        executor,
        {
          countryCode: country,
          zone: order.address.countryZone || null,
          city: order.address.city || null,
          postalCode: order.address.postalCode || null,
          address: order.address.address || null,
          lines: orderable.map((line) => ({
            key: `${line.kind}:${line.variationId}`,
            weightGrams: line.weightGrams,
            quantity: line.quantity,
            isDigital: line.isDigital,
          })),
        },
        ctx,
      );
      if (quotes.length === 0) add(errors, 'shippingMethod', fieldError('no_delivery_methods'));
    }
    shipping = quotes.find((quote) => quote.code === delivery.shippingMethod) ?? null;
    if (quotes.length > 0 && !delivery.shippingMethod) add(errors, 'shippingMethod', fieldError('required'));
    else if (quotes.length > 0 && !shipping) add(errors, 'shippingMethod', fieldError('unknown_method'));
    if (shipping && shipping.undeliverable.length > 0)
      add(errors, 'shippingMethod', fieldError('items_not_deliverable'));
    if (shipping && delivery.pickupPoint !== null) {
      const point = await findPickupPoint(executor, delivery.pickupPoint);
      if (!point || point.shippingMethod !== shipping.code || point.countryCode !== country) {
        add(errors, 'pickupPoint', fieldError('unknown_pickup_point'));
      } else pickupPointId = point.id;
    }
  }

  const payment = order.paymentMethod ? await activePaymentMethod(executor, order.paymentMethod) : null;
  if (!order.paymentMethod) add(errors, 'paymentMethod', fieldError('required'));
  else if (
    !payment ||
    // Offered only when something here can take it (no test gateway in production without Stripe).
    !providerForMethod(ctx.config, payment.provider) ||
    (payment.countries && needsDelivery && !payment.countries.includes(country))
  ) {
    add(errors, 'paymentMethod', fieldError('unknown_method'));
  }

  // Free delivery by the store's threshold (goods after the coupon) or by a free-shipping coupon.
  const offer = needsDelivery ? await freeShippingOffer(executor, priced.subtotal - priced.discount, ctx) : null;
  const freeShipping = priced.coupon?.kind === 'free_shipping' || isFreeBy(offer, shipping?.code);
  const shippingAmount = shipping && !freeShipping ? shipping.price : 0;
  const totals = needsDelivery ? withShipping(priced.answer.totals, shippingAmount, ctx) : priced.answer.totals;
  const total = totals.find((row) => row.type === 'total')?.amount ?? 0;
  // Order amounts are stored as 32-bit integers of minor units (21 474 836.47 in a 2-decimal currency).
  const amounts = [...totals.map((row) => row.amount), ...orderable.map((line) => line.line.amounts.total)];
  if (amounts.some((amount) => amount > ORDER_AMOUNT_MAX)) add(errors, 'cart', fieldError('order_too_large'));
  const recipient = order.recipient ?? order.customer;
  const validation: CheckoutValidation = {
    order: {
      products: priced.answer.products,
      productKits: priced.answer.productKits,
      digitalProducts: priced.answer.digitalProducts,
      totals,
      currency: priced.answer.currency,
      coupon: priced.answer.coupon,
      comment: order.comment,
      shippingMethod: shipping?.code ?? null,
      shippingName: shipping?.name ?? null,
      paymentMethod: payment ? payment.code : null,
      paymentName: payment ? payment.name[ctx.lang] : null,
      pickupPoint: pickupPointId,
      address: order.address,
      recipient,
      customer: order.customer,
      needsDelivery,
      prepaymentRequired: orderable.some((line) => line.availability === 'preorder'),
      shippingMethodCount: quotes.length,
      freeShipping: offer,
    },
    ...fieldErrorLists(errors),
    valid: Object.keys(errors).length === 0,
  };
  return { validation, fields: errors, priced, shipping, shippingAmount, total, payment, pickupPointId };
}
