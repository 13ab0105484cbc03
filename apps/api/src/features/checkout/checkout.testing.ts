import { randomBytes } from 'node:crypto';
import type { CheckoutInput } from '@kordon/contract';
import { eq } from 'drizzle-orm';
import { variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { API } from '../auth/auth.testing.js';
import { type CartCatalogue, firstStoreId, insertCartCatalogue } from '../cart/cart.testing.js';

/** Helpers of the checkout tests: a complete order body and the calls. */

export const newKey = () => randomBytes(12).toString('hex');

export const person = {
  firstname: 'Anna',
  lastname: 'Müller',
  email: 'anna.mueller@example.com',
  phone: '+49 30 901820',
};

/** An order to Berlin by the premium postal service, paid by card, of the given lines. */
export function orderBody(
  lines: {
    products?: { variationId: number; quantity: number }[];
    productKits?: { variationId: number; quantity: number }[];
  },
  overrides: Partial<CheckoutInput['order']> = {},
  delivery: CheckoutInput['delivery'] = { shippingMethod: 'premium', pickupPoint: null },
): CheckoutInput {
  return {
    order: {
      products: lines.products ?? [],
      productKits: lines.productKits ?? [],
      customer: person,
      address: {
        country: 'DE',
        countryZone: 'DE-BE',
        city: 'Berlin',
        address: 'Unter den Linden 1',
        postalCode: '10117',
      },
      paymentMethod: 'card',
      ...overrides,
    },
    delivery,
  };
}

/** Request headers, and `ip`: the address the request comes from (127.0.0.1 otherwise). */
type Headers = { currency?: string; lang?: string; ip?: string };

function post(t: TestApp, path: string, token: string, body: unknown, headers: Headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: {
      'x-auth-token': token,
      ...(headers.currency ? { 'x-app-currency': headers.currency } : {}),
      ...(headers.lang ? { 'x-app-language': headers.lang } : {}),
    },
    payload: body as object,
    ...(headers.ip ? { remoteAddress: headers.ip } : {}),
  });
}

export const validate = (t: TestApp, token: string, body: unknown, headers?: Headers) =>
  post(t, '/checkout/validate', token, body, headers);

export const create = (t: TestApp, token: string, body: unknown, key = newKey(), headers?: Headers) =>
  post(t, '/checkout/create', token, { ...(body as object), idempotencyKey: key }, headers);

/** A demo-catalogue app with the cart tests' catalogue, plenty of pouches to order, and its store id. */
export async function orderTestApp(): Promise<{ t: TestApp; c: CartCatalogue; storeId: number }> {
  const t = await createTestApp({ demo: true });
  const c = await insertCartCatalogue(t);
  await t.db.update(variations).set({ stock: 1000 }).where(eq(variations.id, c.v.pouch));
  return { t, c, storeId: await firstStoreId(t) };
}
