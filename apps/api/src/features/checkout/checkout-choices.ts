import { addFieldError as add, type FieldErrors, fieldError } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import type { PricedLine } from '../cart/cart.service.js';
import { countryPlace } from '../geo/geo.service.js';
import { activePaymentMethod, providerForMethod } from '../payments/payments.service.js';
import { findPickupPoint, quoteShipping, type ShippingQuote } from '../shipping/shipping.service.js';
import type { CheckoutContext, CheckoutInputParsed } from './checkout-assess.js';
import { checkAddress } from './checkout-fields.js';

/** The delivery an order chose, as far as it holds: the methods offered, the one chosen, its pickup point. */
export type Delivery = { quotes: ShippingQuote[]; shipping: ShippingQuote | null; pickupPointId: number | null };

/** An order of digital products only: nothing to deliver. */
export const NO_DELIVERY: Delivery = { quotes: [], shipping: null, pickupPointId: null };

type Destination = { country: string; lines: PricedLine[] };

/** The address, the methods that serve it, the chosen method and its pickup point (spec-coverage 4.8). */
export async function chooseShipping(
  executor: DbExecutor,
  fields: FieldErrors,
  { order, delivery }: CheckoutInputParsed,
  destination: Destination,
  ctx: CheckoutContext,
): Promise<Delivery> {
  const quotes = await quoteAddress(executor, fields, order.address, destination, ctx);
  const shipping = checkShippingMethod(fields, quotes, delivery.shippingMethod);
  const pickupPointId =
    shipping && delivery.pickupPoint !== null
      ? await checkPickupPoint(executor, fields, delivery.pickupPoint, shipping, destination.country)
      : null;
  return { quotes, shipping, pickupPointId };
}

/** Checks the address and quotes the methods that deliver these lines there; none for an unknown country. */
async function quoteAddress(
  executor: DbExecutor,
  fields: FieldErrors,
  address: CheckoutInputParsed['order']['address'],
  { country, lines }: Destination,
  ctx: CheckoutContext,
): Promise<ShippingQuote[]> {
  const place = await countryPlace(executor, country);
  checkAddress(fields, address, place);
  if (!place.countryKnown) return [];
  const request = {
    countryCode: country,
    zone: address.countryZone || null,
    city: address.city || null,
    postalCode: address.postalCode || null,
    address: address.address || null,
    lines: lines.map((line) => ({
      key: `${line.kind}:${line.variationId}`,
      weightGrams: line.weightGrams,
      quantity: line.quantity,
      isDigital: line.isDigital,
    })),
  };
  const quotes = await quoteShipping(executor, request, ctx);
  if (quotes.length === 0) add(fields, 'shippingMethod', fieldError('no_delivery_methods'));
  return quotes;
}

/** The chosen method among those offered, when it is one of them and takes every line. */
function checkShippingMethod(fields: FieldErrors, quotes: ShippingQuote[], chosen: string | null) {
  const shipping = quotes.find((quote) => quote.code === chosen) ?? null;
  if (quotes.length > 0 && !chosen) add(fields, 'shippingMethod', fieldError('required'));
  else if (quotes.length > 0 && !shipping) add(fields, 'shippingMethod', fieldError('unknown_method'));
  if (shipping && shipping.undeliverable.length > 0) add(fields, 'shippingMethod', fieldError('items_not_deliverable'));
  return shipping;
}

/** The pickup point's id when it belongs to the chosen method in the order's country. */
async function checkPickupPoint(
  executor: DbExecutor,
  fields: FieldErrors,
  id: number,
  shipping: ShippingQuote,
  country: string,
): Promise<number | null> {
  const point = await findPickupPoint(executor, id);
  if (point && point.shippingMethod === shipping.code && point.countryCode === country) return point.id;
  add(fields, 'pickupPoint', fieldError('unknown_pickup_point'));
  return null;
}

/** The payment method, when one is chosen; refused unless active, provided and offered in the country. */
export async function choosePayment(
  executor: DbExecutor,
  fields: FieldErrors,
  code: string | null,
  { country, needsDelivery }: { country: string; needsDelivery: boolean },
  ctx: CheckoutContext,
) {
  if (!code) {
    add(fields, 'paymentMethod', fieldError('required'));
    return null;
  }
  const payment = await activePaymentMethod(executor, code);
  if (
    !payment ||
    // Offered only when something here can take it (no test gateway in production without Stripe).
    !providerForMethod(ctx.config, payment.provider) ||
    (payment.countries && needsDelivery && !payment.countries.includes(country))
  ) {
    add(fields, 'paymentMethod', fieldError('unknown_method'));
  }
  return payment;
}
