import { and, eq } from 'drizzle-orm';
import { coupons, payments, variations } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/test-app.js';
import { type CartCatalogue, visitor } from '../../cart/cart.testing.js';
import { create, orderBody, person } from '../../checkout/checkout.testing.js';
import { confirmPayment } from '../../payments/payments.service.js';
import { adminCall, type SignedInStaff } from '../admin.testing.js';

/** Helpers of the back-office order tests: orders placed through the checkout, paid through the test gateway. */

export type Placed = { id: string; number: string; email: string };

export async function placeOrder(
  t: TestApp,
  c: CartCatalogue,
  options: { quantity?: number; email?: string; lastname?: string; coupon?: string } = {},
): Promise<Placed> {
  const { token } = await visitor(t);
  const email = options.email ?? `buyer-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const body = orderBody(
    { products: [{ variationId: c.v.pouch, quantity: options.quantity ?? 2 }] },
    {
      customer: { ...person, email, lastname: options.lastname ?? person.lastname },
      ...(options.coupon ? { coupon: { code: options.coupon } } : {}),
    },
  );
  const created = await create(t, token, body);
  if (created.statusCode !== 201) throw new Error(created.body);
  return { ...(created.json().data as { id: string; number: string }), email };
}

/** Pays the order's pending payment (checkout opened it) as the test gateway's verified confirmation does. */
export async function payOrder(t: TestApp, orderId: string) {
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  if (!payment) throw new Error(`order ${orderId} has no pending payment`);
  const { id, amount, currency, provider } = payment;
  await confirmPayment(t, { provider: provider as 'test_card', paymentId: id, amount, currency });
}

export const stockOf = async (t: TestApp, id: number) =>
  (await t.db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, id)))[0]!.stock;

export const couponUsesOf = async (t: TestApp, id: number) =>
  (await t.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0]!.used;

/** The calls of one staff member. */
export const ordersAs = (t: TestApp, who: SignedInStaff) => ({
  list: (query = '') => adminCall(t, 'GET', `/orders${query}`, { token: who.token }),
  totals: (query = '') => adminCall(t, 'GET', `/orders/totals${query}`, { token: who.token }),
  detail: (id: string) => adminCall(t, 'GET', `/orders/${id}`, { token: who.token }),
  move: (id: string, body: unknown) => adminCall(t, 'POST', `/orders/${id}/transition`, { token: who.token, body }),
  cancel: (id: string, body: unknown) => adminCall(t, 'POST', `/orders/${id}/cancel`, { token: who.token, body }),
  refund: (id: string, body: unknown) => adminCall(t, 'POST', `/orders/${id}/refund`, { token: who.token, body }),
  slip: (id: string) => adminCall(t, 'GET', `/orders/${id}/packing-slip`, { token: who.token }),
});
