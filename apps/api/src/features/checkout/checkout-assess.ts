import {
  addFieldError as add,
  type CallInput,
  type CartTotal,
  type CheckoutValidation,
  type checkoutCalls,
  type FieldErrors,
  type FreeShippingOffer,
  fieldError,
  fieldErrorLists,
  type LanguageCode,
} from '@kordon/contract';
import type { Config } from '../../config/env.js';
import type { DbExecutor } from '../../db/executor.js';
import { formatMoney } from '../../platform/money-format.js';
import { type PricedCart, type PricedLine, priceCart } from '../cart/cart.service.js';
import type { Currency } from '../currency/currency.service.js';
import { choosePayment, chooseShipping, type Delivery, NO_DELIVERY } from './checkout-choices.js';
import { checkCompany, checkPerson } from './checkout-fields.js';
import { freeShippingOffer, isFreeBy } from './free-shipping.js';

export type CheckoutInputParsed = CallInput<typeof checkoutCalls.validate>['body'];
type OrderInput = CheckoutInputParsed['order'];
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
  shipping: Delivery['shipping'];
  /** Minor units of the currency. */
  shippingAmount: number;
  total: number;
  payment: Awaited<ReturnType<typeof choosePayment>>;
  pickupPointId: number | null;
};

/** The largest amount an order column holds (PostgreSQL `integer`). */
const ORDER_AMOUNT_MAX = 2_147_483_647;

const TITLES = { shipping: { en: 'Shipping', ru: 'Доставка' } } as const;

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
  const { order } = input;
  const fields: FieldErrors = {};
  const country = order.address.country.toUpperCase();
  const priced = await priceOrder(executor, order, country, ctx);
  const orderable = priced.lines.filter((line) => line.orderable);
  checkCart(fields, priced);
  checkBuyer(fields, order, country);
  const needsDelivery = orderable.some((line) => !line.isDigital);
  const delivery = needsDelivery
    ? await chooseShipping(executor, fields, input, { country, lines: orderable }, ctx)
    : NO_DELIVERY;
  const payment = await choosePayment(executor, fields, order.paymentMethod, { country, needsDelivery }, ctx);
  const charges = await chargesOf(executor, priced, delivery, needsDelivery, ctx);
  checkAmountsFit(fields, charges.totals, orderable);
  const validation: CheckoutValidation = {
    order: orderView(input, priced, delivery, payment, charges, { needsDelivery, orderable, lang: ctx.lang }),
    ...fieldErrorLists(fields),
    valid: Object.keys(fields).length === 0,
  };
  const { shippingAmount, total } = charges;
  const { shipping, pickupPointId } = delivery;
  return { validation, fields, priced, shipping, shippingAmount, total, payment, pickupPointId };
}

/** The cart priced again on the server, with the order's coupon, for its country and buyer. */
function priceOrder(executor: DbExecutor, order: OrderInput, country: string, ctx: CheckoutContext) {
  const cart = {
    products: [...order.products, ...order.digitalProducts],
    productKits: order.productKits,
    countryCode: /^[A-Z]{2}$/.test(country) ? country : null,
    coupon: order.coupon?.code || null,
  };
  return priceCart(executor, cart, ctx, { customerId: ctx.customerId, email: order.customer.email });
}

/** What the priced cart says: empty, sold-out or reduced lines, a coupon that does not apply. */
function checkCart(fields: FieldErrors, priced: PricedCart) {
  // A cart of sold-out lines is not empty: it says what is out of stock instead.
  if (priced.lines.length === 0) add(fields, 'cart', fieldError('cart_empty'));
  if (priced.lines.some((line) => !line.orderable)) add(fields, 'cart', fieldError('out_of_stock'));
  if (priced.lines.some((line) => line.line.notice === 'quantity_clamped')) {
    add(fields, 'cart', fieldError('quantity_clamped'));
  }
  const { coupon } = priced.answer;
  if (coupon?.status === 'invalid') add(fields, 'coupon', fieldError(coupon.errorCode ?? 'coupon_invalid'));
}

/** The customer's, the recipient's and the company's fields. */
function checkBuyer(fields: FieldErrors, order: OrderInput, country: string) {
  checkPerson(fields, 'customer', order.customer, country);
  if (order.recipient) checkPerson(fields, 'recipient', order.recipient, country);
  if (order.company) checkCompany(fields, order.company);
}

type Charges = { offer: FreeShippingOffer | null; shippingAmount: number; totals: CartTotal[]; total: number };

/** Free delivery by the store's threshold (goods after the coupon) or by a free-shipping coupon; the totals. */
async function chargesOf(
  executor: DbExecutor,
  priced: PricedCart,
  { shipping }: Delivery,
  needsDelivery: boolean,
  ctx: CheckoutContext,
): Promise<Charges> {
  const offer = needsDelivery ? await freeShippingOffer(executor, priced.subtotal - priced.discount, ctx) : null;
  const freeShipping = priced.coupon?.kind === 'free_shipping' || isFreeBy(offer, shipping?.code);
  const shippingAmount = shipping && !freeShipping ? shipping.price : 0;
  const totals = needsDelivery ? withShipping(priced.answer.totals, shippingAmount, ctx) : priced.answer.totals;
  const total = totals.find((row) => row.type === 'total')?.amount ?? 0;
  return { offer, shippingAmount, totals, total };
}

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

/** Order amounts are stored as 32-bit integers of minor units (21 474 836.47 in a 2-decimal currency). */
function checkAmountsFit(fields: FieldErrors, totals: CartTotal[], orderable: PricedLine[]) {
  const amounts = [...totals.map((row) => row.amount), ...orderable.map((line) => line.line.amounts.total)];
  if (amounts.some((amount) => amount > ORDER_AMOUNT_MAX)) add(fields, 'cart', fieldError('order_too_large'));
}

/** The order as the server priced and named it, for the validation answer. */
function orderView(
  { order }: CheckoutInputParsed,
  priced: PricedCart,
  { quotes, shipping, pickupPointId }: Delivery,
  payment: Assessment['payment'],
  { totals, offer }: Charges,
  { needsDelivery, orderable, lang }: { needsDelivery: boolean; orderable: PricedLine[]; lang: LanguageCode },
): CheckoutValidation['order'] {
  return {
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
    paymentName: payment ? payment.name[lang] : null,
    pickupPoint: pickupPointId,
    address: order.address,
    recipient: order.recipient ?? order.customer,
    customer: order.customer,
    needsDelivery,
    prepaymentRequired: orderable.some((line) => line.availability === 'preorder'),
    shippingMethodCount: quotes.length,
    freeShipping: offer,
  };
}
