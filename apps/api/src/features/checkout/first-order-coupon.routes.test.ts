import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { signIn, uniqueEmail, uniqueIp } from '../auth/auth.testing.js';
import { firstStoreId, insertCartCatalogue, putCart, visitor } from '../cart/cart.testing.js';
import { create, newKey, orderBody, person, validate } from './checkout.testing.js';

// WELCOME10 as the demo seeds it: "10% off your first order" (spec-coverage 1.2h, docs/checkout.md).
const WELCOME = { code: 'WELCOME10' };

let t: TestApp;
let storeId: number;
let variationId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const c = await insertCartCatalogue(t);
  storeId = await firstStoreId(t);
  const [jacket] = await t.db.select().from(variations).where(eq(variations.id, c.v.normal));
  const [row] = await t.db
    .insert(variations)
    .values({ productId: jacket!.productId, sku: `fo-${newKey()}`, price: 5000, stock: 1000, weightGrams: 500 })
    .returning({ id: variations.id });
  variationId = row!.id;
});
afterAll(() => t.close());

const lines = () => ({ products: [{ variationId, quantity: 1 }] });
const withCoupon = (email: string) => orderBody(lines(), { coupon: WELCOME, customer: { ...person, email } });
const customerToken = async (email: string) => {
  // An order's mails to the same address go out first, so the newest mail is the sign-in code.
  await t.app.outbox.drain();
  return (await signIn(t, storeId, email, { ip: uniqueIp() })).token;
};
const placeWithoutCoupon = async (token: string, email: string) => {
  const response = await create(t, token, orderBody(lines(), { customer: { ...person, email } }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};

describe('WELCOME10, a first-order coupon', () => {
  it('applies to a new customer: in the cart, at validation and in the order', async () => {
    const email = uniqueEmail('first');
    const token = await customerToken(email);
    const cart = await putCart(t, token, { ...lines(), coupon: WELCOME.code });
    expect(cart.json().data.coupon).toMatchObject({ status: 'applied', errorCode: null });
    const checked = (await validate(t, token, withCoupon(email))).json().data;
    expect(checked.valid).toBe(true);
    expect(checked.order.coupon).toMatchObject({ status: 'applied' });
    const created = await create(t, token, withCoupon(email));
    expect(created.statusCode, created.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, created.json().data.id));
    expect(order).toMatchObject({ couponCode: 'WELCOME10', discount: 500 });
  });

  it('is refused to a customer with an earlier order, with its own code, everywhere', async () => {
    const email = uniqueEmail('again');
    const token = await customerToken(email);
    await placeWithoutCoupon(token, email);
    const cart = (await putCart(t, token, { ...lines(), coupon: WELCOME.code })).json().data;
    expect(cart.coupon).toEqual({
      code: 'WELCOME10',
      status: 'invalid',
      errorMessage: 'This coupon is for a first order only',
      errorCode: 'coupon_first_order_only',
    });
    expect(cart.totals.map((row: { type: string }) => row.type)).toEqual(['subtotal', 'total']);
    // Even under another e-mail: the account has ordered before.
    const checked = (await validate(t, token, withCoupon(uniqueEmail('other')))).json().data;
    expect(checked.valid).toBe(false);
    expect(checked.codes.coupon).toEqual(['coupon_first_order_only']);
    const created = await create(t, token, withCoupon(email));
    expect(created.statusCode).toBe(422);
    expect(created.json().codes.coupon).toEqual(['coupon_first_order_only']);
  });

  it('is refused to a visitor whose e-mail placed a guest order, in any letter case', async () => {
    const email = uniqueEmail('guest');
    await placeWithoutCoupon((await visitor(t)).token, email);
    const later = (await visitor(t)).token;
    const checked = (await validate(t, later, withCoupon(email.toUpperCase()))).json().data;
    expect(checked.errors.coupon).toEqual(['This coupon is for a first order only']);
    expect(checked.codes.coupon).toEqual(['coupon_first_order_only']);
    // Signed in with that e-mail, the account's address finds the guest order too.
    const cart = (await putCart(t, await customerToken(email), { ...lines(), coupon: WELCOME.code })).json().data;
    expect(cart.coupon.errorCode).toBe('coupon_first_order_only');
  });

  it('counts an unpaid order but not a cancelled one', async () => {
    const email = uniqueEmail('cancelled');
    const id = await placeWithoutCoupon((await visitor(t)).token, email);
    const token = (await visitor(t)).token;
    expect((await validate(t, token, withCoupon(email))).json().data.codes.coupon).toEqual(['coupon_first_order_only']);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    expect((await validate(t, token, withCoupon(email))).json().data.valid).toBe(true);
  });

  it('goes to one of two first orders placed at once by the same e-mail', async () => {
    const email = uniqueEmail('race');
    const [a, b] = [(await visitor(t)).token, (await visitor(t)).token];
    const answers = await Promise.all([create(t, a, withCoupon(email)), create(t, b, withCoupon(email))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused!.json().codes.coupon).toEqual(['coupon_first_order_only']);
  });
});
