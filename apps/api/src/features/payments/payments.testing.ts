import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { orderAddresses, orders, payments, stores } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/test-app.js';
import { API, startSession } from '../auth/auth.testing.js';

/** Helpers of the payment tests: orders written straight into the tables, and the calls. */

export async function defaultStoreId(t: Pick<TestApp, 'db'>): Promise<number> {
  const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'default'));
  return store!.id;
}

/** The session id inside an access token (its `sid` claim). */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return payload.sid as string;
}

/** A visitor's session: its token for calls and its id for the orders it owns. */
export async function visitor(t: TestApp, storeId: number) {
  const tokens = await startSession(t, storeId);
  return { token: tokens.token, sessionId: sessionIdOf(tokens.token) };
}

type OrderOptions = {
  sessionId?: string | null;
  customerId?: string | null;
  paymentCode?: string;
  total?: number;
  currency?: string;
  language?: 'en' | 'ru';
  email?: string;
  status?: 'pending_payment' | 'created' | 'cancelled';
  paid?: boolean;
};

/** An unpaid order of $49.90 by card, as checkout writes it (with its customer address). */
export async function insertOrder(t: Pick<TestApp, 'db'>, storeId: number, options: OrderOptions = {}) {
  const number = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  const email = options.email ?? `buyer-${randomBytes(4).toString('hex')}@example.com`;
  const [order] = await t.db
    .insert(orders)
    .values({
      number,
      storeId,
      sessionId: options.sessionId ?? null,
      customerId: options.customerId ?? null,
      idempotencyKey: randomBytes(12).toString('hex'),
      status: options.status ?? 'pending_payment',
      language: options.language ?? 'en',
      currency: options.currency ?? 'USD',
      exchangeRate: '1',
      shippingCode: 'premium',
      shippingName: 'Premium post',
      paymentCode: options.paymentCode ?? 'card',
      paymentName: 'Bank card',
      subtotal: options.total ?? 4990,
      total: options.total ?? 4990,
      email,
      paidAt: options.paid ? new Date() : null,
    })
    .returning({ id: orders.id });
  await t.db.insert(orderAddresses).values({
    orderId: order!.id,
    role: 'customer',
    firstname: 'Anna',
    lastname: 'Petrova',
    email,
    countryCode: 'DE',
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postalCode: '10117',
  });
  return { id: order!.id, number, email };
}

export const paymentsOf = (t: Pick<TestApp, 'db'>, orderId: string) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));

export async function orderOf(t: Pick<TestApp, 'db'>, orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export const pay = (t: TestApp, token: string, number: string) =>
  t.app.inject({ method: 'POST', url: `${API}/checkout/pay`, headers: { 'x-auth-token': token }, payload: { number } });

/** Posts a form as a browser does. */
export const postForm = (t: TestApp, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The path part of an absolute URL (the app is called by inject, not over the network). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
