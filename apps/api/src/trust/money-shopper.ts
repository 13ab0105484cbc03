import { randomBytes } from 'node:crypto';
import type { CartAnswer, CheckoutValidation } from '@kordon/contract';
import { API, startSession, uniqueEmail, uniqueIp } from '../features/auth/auth.testing.js';
import { firstStoreId } from '../features/cart/cart.testing.js';
import { orderBody, person } from '../features/checkout/checkout.testing.js';
import type { TestApp } from '../testing/test-app.js';
import type { PoolLine } from './money-catalogue.js';

// A shopper of the money properties: a session from its own address, so per-client limits never mix
// runs, and one cart sent to cart, validate and create alike.

export type Cart = {
  lines: (PoolLine & { quantity: number })[];
  coupon: string | null;
  currency: string;
  lang: 'en' | 'ru';
};

const linesOf = (cart: Cart, kind: PoolLine['kind']) =>
  cart.lines.filter((line) => line.kind === kind).map(({ variationId, quantity }) => ({ variationId, quantity }));

/** The cart as PUT /cart takes it, plus anything extra the caller sends along. */
export const cartBody = (cart: Cart) => ({
  products: linesOf(cart, 'product'),
  productKits: linesOf(cart, 'kit'),
  countryCode: 'DE',
  coupon: cart.coupon,
});

/**
 * The same cart as an order to Berlin by the premium post, paid by card, from a customer of its
 * own e-mail: every shopper here is a first-time buyer, so WELCOME10 (first orders only) applies.
 */
export const checkoutBody = (cart: Cart, email = uniqueEmail('shopper')) =>
  orderBody(
    { products: linesOf(cart, 'product'), productKits: linesOf(cart, 'kit') },
    { coupon: cart.coupon === null ? null : { code: cart.coupon }, customer: { ...person, email } },
  );

export async function shopper(t: TestApp) {
  const ip = uniqueIp();
  const { token } = await startSession(t, await firstStoreId(t), ip);
  const email = uniqueEmail('shopper');
  const send = (method: 'PUT' | 'POST', path: string, cart: Cart, body: object) =>
    t.app.inject({
      method,
      url: `${API}${path}`,
      remoteAddress: ip,
      headers: { 'x-auth-token': token, 'x-app-currency': cart.currency, 'x-app-language': cart.lang },
      payload: body,
    });
  return {
    token,
    email,
    async cart(cart: Cart, body: object = cartBody(cart)): Promise<CartAnswer> {
      const response = await send('PUT', '/cart', cart, body);
      if (response.statusCode !== 200) throw new Error(`PUT /cart ${response.statusCode}: ${response.body}`);
      return response.json().data;
    },
    async validate(cart: Cart, body: object = checkoutBody(cart, email)): Promise<CheckoutValidation> {
      const response = await send('POST', '/checkout/validate', cart, body);
      if (response.statusCode !== 200) throw new Error(`validate ${response.statusCode}: ${response.body}`);
      return response.json().data;
    },
    create: (cart: Cart, key = randomBytes(12).toString('hex'), body: object = checkoutBody(cart, email)) =>
      send('POST', '/checkout/create', cart, { ...body, idempotencyKey: key }),
  };
}
