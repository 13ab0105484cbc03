import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { orders, payments } from '../db/schema/index.js';
import { type CartCatalogue, visitor } from '../features/cart/cart.testing.js';
import { create, orderBody } from '../features/checkout/checkout.testing.js';
import { advanceOrder } from '../features/orders/orders.service.js';
import { pay } from '../features/payments/payments.testing.js';
import type { TestApp } from '../testing/test-app.js';

// Each way a payment gets confirmed, with the same verbs, so the trust matrix sends every fault down every
// channel; a verb answers a short label of what the sender saw.

export type PaymentRow = typeof payments.$inferSelect;
/** The app a channel talks to and the cart catalogue in it; set once the app is up. */
export type Shop = { t: TestApp; c: CartCatalogue };
export type Opened = {
  t: TestApp;
  order: { id: string; number: string; total: number; currency: string };
  token: string;
  payment: PaymentRow;
};
/** A confirmation whose amount or currency is not the payment's. */
export type Mismatch = 'amount' | 'currency';

export type Channel = {
  kind: string;
  /** An order of a digital code and two drop-shipped items, placed through checkout; its payment started. */
  open(): Promise<Opened>;
  succeed(o: Opened, options?: { payment?: PaymentRow; mismatch?: Mismatch }): Promise<string>;
  decline(o: Opened, payment?: PaymentRow): Promise<string>;
  /** What the sender sees for a confirmation that counts, a decline, and a mismatched amount. */
  answers: { ok: string; declined: string; mismatch: string };
  /** Confirmations nobody verified: each must change nothing and answer `refused`. */
  forgeries: Record<string, { send: (o: Opened) => Promise<string>; refused: string }>;
};

export const otherCurrency = (code: string) => (code === 'USD' ? 'EUR' : 'USD');

/** Webhooks answer `{received}`; a 200 for a payment the shop does not know says so. */
export const webhookLabel = (response: LightMyRequestResponse) =>
  response.statusCode === 200
    ? `200 ${response.json().data.received ? 'received' : 'unknown'}`
    : String(response.statusCode);

/** A PayPal return answers where it sends the shopper. */
export const returnLabel = (response: LightMyRequestResponse) => {
  if (response.statusCode !== 303) return String(response.statusCode);
  return String(response.headers.location).includes('/checkout/success') ? 'success page' : 'failure page';
};

export async function placeOrder(shop: Shop, paymentMethod: string, currency: string): Promise<Opened> {
  const { t, c } = shop;
  const { token } = await visitor(t);
  const lines = {
    products: [
      { variationId: c.v.digital, quantity: 1 },
      { variationId: c.v.dropShip, quantity: 2 },
    ],
  };
  const response = await create(t, token, orderBody(lines, { paymentMethod }), undefined, { currency });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json().data;
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, id));
  return { t, order: order!, token, payment: payment! };
}

/** "Pay again" from the failure page: the earlier payment is superseded; answers the new one. */
export async function payAgain(o: Opened): Promise<PaymentRow> {
  const response = await pay(o.t, o.token, o.order.number);
  expect(response.statusCode, response.body).toBe(200);
  const [newest] = await o.t.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, o.order.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return newest!;
}

/** The owner cancels the order (`order:advance --to cancelled`). */
export const cancelOrder = (o: Opened) => advanceOrder(o.t, { number: o.order.number, to: 'cancelled' });
