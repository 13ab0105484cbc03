import { createHash } from 'node:crypto';
import type { AuthSession } from '../../http/route.js';
import { holdUntil } from '../orders/orders.service.js';
import type { Assessment, CheckoutContext } from './checkout-assess.js';
import type { CreateInput } from './checkout-create.js';
import type { NewAddress, NewLine, NewOrder, NewSavedAddress, NewTotal } from './order-write.queries.js';

/** The parsed body without its key, as one digest: equal digests, the same request (zod keeps key order). */
export function requestDigestOf({ idempotencyKey: _key, ...body }: CreateInput): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64');
}

const DIGITAL = { code: 'email', name: { en: 'Delivery by e-mail', ru: 'Доставка по e-mail' } };

/** The rows an assessed order becomes: a snapshot, so later catalogue edits do not rewrite it. */
export function orderRecord(
  assessment: Assessment,
  context: { session: AuthSession; input: CreateInput; ctx: CheckoutContext; clientKey: string },
): {
  order: NewOrder;
  lines: NewLine[];
  totals: NewTotal[];
  addresses: NewAddress[];
  savedAddress: NewSavedAddress | null;
} {
  const { validation, priced, shipping, payment } = assessment;
  const { session, input, ctx, clientKey } = context;
  const view = validation.order;
  const subtotal = view.totals.find((row) => row.type === 'subtotal')?.amount ?? 0;
  const order: NewOrder = {
    storeId: session.storeId,
    customerId: session.customerId,
    sessionId: session.sessionId,
    idempotencyKey: input.idempotencyKey,
    requestDigest: requestDigestOf(input),
    status: 'pending_payment',
    language: ctx.lang,
    currency: ctx.currency.code,
    exchangeRate: ctx.currency.rate,
    shippingCode: shipping?.code ?? DIGITAL.code,
    shippingName: shipping?.name ?? DIGITAL.name[ctx.lang],
    paymentCode: payment?.code ?? '',
    paymentName: payment?.name[ctx.lang] ?? '',
    pickupPointId: assessment.pickupPointId,
    couponCode: priced.coupon?.code ?? null,
    comment: input.order.comment.trim() || null,
    subtotal,
    discount: priced.discount,
    shippingTotal: assessment.shippingAmount,
    total: assessment.total,
    email: view.customer.email.trim(),
    prepaymentRequired: view.prepaymentRequired,
    company: input.order.company?.name.trim() ? input.order.company : null,
    // What it holds and until when (docs/checkout.md, "Holds"); stockHeld is set by the write that takes it.
    holdUntil: holdUntil(ctx.config, payment?.provider ?? null),
    couponId: priced.coupon?.id ?? null,
    clientKey,
  };
  const lines: NewLine[] = priced.lines
    .filter((line) => line.orderable)
    .map((line) => ({
      // For a kit line productId names the kit, not a product.
      productId: line.kind === 'product' ? line.productId : null,
      variationId: line.kind === 'product' ? line.variationId : null,
      kitVariationId: line.kind === 'kit' ? line.variationId : null,
      name: line.name,
      options: line.line.options.map(({ optionName, valueName }) => ({ optionName, valueName })),
      sku: line.sku,
      image: line.line.image,
      availability: line.availability,
      isDigital: line.isDigital,
      quantity: line.quantity,
      unitPrice: line.unit,
      unitPriceOld: line.line.amounts.unitOld,
      total: line.line.amounts.total,
    }));
  const totals: NewTotal[] = view.totals.map((row, position) => ({
    code: row.type,
    title: row.couponName ? `${row.title} ${row.couponName}` : row.title,
    value: row.amount,
    position,
  }));
  const person = (role: 'customer' | 'recipient', who: typeof view.customer): NewAddress => ({
    role,
    firstname: who.firstname.trim(),
    lastname: who.lastname.trim(),
    email: who.email.trim(),
    phone: who.phone.trim() || null,
    ...(view.needsDelivery
      ? {
          countryCode: view.address.country.toUpperCase(),
          zone: view.address.countryZone || null,
          city: view.address.city.trim(),
          address: view.address.address.trim(),
          postalCode: view.address.postalCode.trim(),
          suggestion: view.address.daDataObject,
        }
      : {}),
  });
  return {
    order,
    lines,
    totals,
    addresses: [person('customer', view.customer), person('recipient', view.recipient)],
    savedAddress: savedAddressOf(session.customerId, view),
  };
}

/** A signed-in customer's delivery address, as a template for the next checkout (spec-coverage 2.8.2). */
function savedAddressOf(customerId: string | null, view: Assessment['validation']['order']): NewSavedAddress | null {
  const { address, recipient } = view;
  if (!customerId || !view.needsDelivery || !address.city.trim() || !address.address.trim()) return null;
  return {
    customerId,
    name: `${recipient.firstname.trim()} ${recipient.lastname.trim()}`.trim().slice(0, 64),
    countryCode: address.country.toUpperCase(),
    // A zone is a code of the country's list (checked); a country without one may send free text.
    zoneCode: address.countryZone && address.countryZone.length <= 16 ? address.countryZone : null,
    city: address.city.trim(),
    address: address.address.trim(),
    postalCode: address.postalCode.trim(),
  };
}
