import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, restockRequests, reviews, sessions, variations } from '../db/schema/index.js';
import { call, uniqueEmail } from '../features/auth/auth.testing.js';
import { type CartCatalogue, firstStoreId, insertCartCatalogue, storedCart } from '../features/cart/cart.testing.js';
import { create, orderBody, person } from '../features/checkout/checkout.testing.js';
import { paymentsOf } from '../features/payments/payments.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { askCode, codeMailedTo, tryCode } from './accounts-attack.js';
import {
  anonymousVisitor,
  callsByOwnership,
  contractCalls,
  customerWithBelongings,
  type Owner,
  soldOut,
} from './accounts-owners.js';
import { setCodeAge } from './accounts-views.js';

/**
 * Issue 12 item 4, ownership: customer A owns an order, a review, a restock request, a cart and
 * names; customer B and an anonymous visitor try every call that could reach them.
 */

let t: TestApp;
let storeId: number;
let c: CartCatalogue;
let a: Owner;
let b: Owner;
let anonymous: { token: string; sessionId: string };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  storeId = await firstStoreId(t);
  c = await insertCartCatalogue(t);
  await t.db.update(variations).set({ stock: 1000 }).where(eq(variations.id, c.v.pouch));
  await soldOut(t, c.v.soldOut);
  a = await customerWithBelongings(t, c, storeId, 'Alice');
  b = await customerWithBelongings(t, c, storeId, 'Boris');
  anonymous = await anonymousVisitor(t, storeId);
});
afterAll(() => t.close());

/** Status and error code, the way a client tells answers apart. */
const outcome = async (response: Promise<{ statusCode: number; json: () => { code?: string } }>) => {
  const answer = await response;
  return answer.statusCode >= 400 ? `${answer.statusCode} ${answer.json().code}` : `${answer.statusCode}`;
};

describe('the calls of the contract', () => {
  it('are each sorted by what their ids point at, so a new call is not left out of this file', () => {
    const sorted = [
      ...callsByOwnership.ownedById,
      ...callsByOwnership.callersOwn,
      ...callsByOwnership.public,
      ...callsByOwnership.backOffice,
    ];
    expect(new Set(sorted).size).toBe(sorted.length);
    expect(
      contractCalls()
        .map((call) => call.id)
        .sort(),
    ).toEqual(sorted.sort());
    // Whatever needs a signed-in customer touches someone's data.
    const customerCalls = contractCalls().filter((call) => call.auth === 'customer');
    expect(customerCalls.filter((call) => callsByOwnership.public.includes(call.id))).toEqual([]);
  });
});

describe('GET /profile/orders/:id', () => {
  it("answers 404 to another customer and 401 to a visitor for A's order", async () => {
    const path = `/profile/orders/${a.order.id}`;
    expect(await outcome(call(t, 'GET', path, { token: b.token }))).toBe('404 not_found');
    expect(await outcome(call(t, 'GET', path, { token: anonymous.token }))).toBe('401 unauthenticated');
    const own = await call(t, 'GET', path, { token: a.token });
    expect(own.json().data.number).toBe(a.order.number);
  });
});

describe('GET /profile/orders/:id/invoice', () => {
  it("answers 404 to another customer and 401 to a visitor for A's business order", async () => {
    const company = { name: 'Alice Trading', taxId: '7701234567', address: 'Moscow, Tverskaya 1' };
    const body = orderBody(
      { products: [{ variationId: c.v.pouch, quantity: 1 }] },
      { customer: { ...person, email: uniqueEmail('alice-business') }, company },
    );
    const created = await create(t, a.token, body);
    const path = `/profile/orders/${created.json().data.id}/invoice`;
    expect(await outcome(call(t, 'GET', path, { token: b.token }))).toBe('404 not_found');
    expect(await outcome(call(t, 'GET', path, { token: anonymous.token }))).toBe('401 unauthenticated');
    const own = await call(t, 'GET', path, { token: a.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
  });
});

describe('PUT and DELETE /profile/addresses/:id', () => {
  it("answer 404 to another customer and 401 to a visitor for A's saved address, which stays", async () => {
    const addressesOf = async (owner: Owner) =>
      (await call(t, 'GET', '/profile/personal', { token: owner.token })).json().data.addresses as { id: string }[];
    const [saved] = await addressesOf(a);
    const path = `/profile/addresses/${saved!.id}`;
    const body = {
      name: 'Boris',
      countryCode: 'DE',
      zone: 'DE-BE',
      city: 'Berlin',
      address: 'Elsewhere 1',
      postalCode: '10117',
    };
    expect(await outcome(call(t, 'PUT', path, { token: b.token, body }))).toBe('404 not_found');
    expect(await outcome(call(t, 'DELETE', path, { token: b.token }))).toBe('404 not_found');
    expect(await outcome(call(t, 'PUT', path, { token: anonymous.token, body }))).toBe('401 unauthenticated');
    expect(await outcome(call(t, 'DELETE', path, { token: anonymous.token }))).toBe('401 unauthenticated');
    expect(await addressesOf(a)).toEqual([saved]);
  });
});

describe('GET /profile/orders and /profile/orders/actual', () => {
  it("list only the caller's own orders", async () => {
    for (const path of ['/profile/orders', '/profile/orders/actual']) {
      const listed = (await call(t, 'GET', path, { token: b.token })).json().data.map((o: { id: string }) => o.id);
      expect(listed).toEqual([b.order.id]);
      expect(await outcome(call(t, 'GET', path, { token: anonymous.token }))).toBe('401 unauthenticated');
    }
  });
});

describe('GET /searchOrder', () => {
  it("answers 404 to another customer and to a visitor for A's order number", async () => {
    const path = `/searchOrder?number=${a.order.number}`;
    expect(await outcome(call(t, 'GET', path, { token: b.token }))).toBe('404 not_found');
    expect(await outcome(call(t, 'GET', path, { token: anonymous.token }))).toBe('404 not_found');
    expect(await outcome(call(t, 'GET', path, { token: a.token }))).toBe('200');
  });
});

describe('POST /checkout/pay', () => {
  it("answers 404 to another customer and to a visitor for A's order, starting no payment", async () => {
    const before = (await paymentsOf(t, a.order.id)).length;
    const pay = (token: string) => call(t, 'POST', '/checkout/pay', { token, body: { number: a.order.number } });
    expect(await outcome(pay(b.token))).toBe('404 not_found');
    expect(await outcome(pay(anonymous.token))).toBe('404 not_found');
    expect(await paymentsOf(t, a.order.id)).toHaveLength(before);
    // A's own call is answered: the card page the checkout opened, again (payments/payment-again.ts).
    expect(before).toBe(1);
    expect(await outcome(pay(a.token))).toBe('200');
    expect(await paymentsOf(t, a.order.id)).toHaveLength(1);
  });
});

describe('POST /checkout/create', () => {
  it("refuses A's idempotency key to anyone else (409) without showing A's order", async () => {
    const body = orderBody({ products: [{ variationId: c.v.pouch, quantity: 1 }] });
    for (const token of [b.token, anonymous.token]) {
      const response = await create(t, token, body, a.orderKey);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('conflict');
      expect(response.body).not.toContain(a.order.number);
      expect(response.body).not.toContain(a.order.id);
    }
    const sameKey = await t.db.select().from(orders).where(eq(orders.idempotencyKey, a.orderKey));
    expect(sameKey.map((order) => order.id)).toEqual([a.order.id]);
  });
});

describe('DELETE /productReviews/:id', () => {
  it("answers 404 to another customer and 401 to a visitor for A's review, which stays", async () => {
    const path = `/productReviews/${a.reviewId}`;
    const remove = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1.2${path}`, headers: { 'x-auth-token': token } });
    expect(await outcome(remove(b.token))).toBe('404 not_found');
    expect(await outcome(remove(anonymous.token))).toBe('401 unauthenticated');
    expect(await t.db.select().from(reviews).where(eq(reviews.id, a.reviewId))).toHaveLength(1);
    expect(await outcome(remove(a.token))).toBe('200');
    expect(await t.db.select().from(reviews).where(eq(reviews.id, a.reviewId))).toHaveLength(0);
  });
});

describe('GET /product/:id/reviews', () => {
  it('shows a review in moderation to its author only', async () => {
    const [review] = await t.db.select().from(reviews).where(eq(reviews.customerId, b.id));
    const listed = async (token?: string) =>
      (await call(t, 'GET', `/product/${b.productId}/reviews?limit=50`, { token }))
        .json()
        .data.map((r: { id: number }) => r.id);
    expect(await listed(b.token)).toContain(review!.id);
    expect(await listed(a.token)).not.toContain(review!.id);
    expect(await listed(anonymous.token)).not.toContain(review!.id);
    expect(await listed()).not.toContain(review!.id);
  });
});

describe('POST /products/variation/:id/restock', () => {
  it("records a request for the caller only; A's request keeps its customer and session", async () => {
    const rows = await t.db.select().from(restockRequests).where(eq(restockRequests.variationId, c.v.soldOut));
    expect(rows.map((row) => [row.email, row.customerId, row.sessionId]).sort()).toEqual(
      [
        [a.email, a.id, a.sessionId],
        [b.email, b.id, b.sessionId],
      ].sort(),
    );
  });
});

describe('GET and PUT /profile/personal', () => {
  it("read and change the caller's own names only", async () => {
    const own = await call(t, 'GET', '/profile/personal', { token: b.token });
    expect(own.json().data).toMatchObject({ email: b.email, firstname: 'Boris' });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1.2/profile/personal',
      headers: { 'x-auth-token': b.token },
      payload: { firstname: 'Mallory', lastname: 'Owner', phone: '' },
    });
    expect(change.statusCode).toBe(200);
    const [alice] = await t.db.select().from(customers).where(eq(customers.id, a.id));
    expect(alice!.firstname).toBe('Alice');
  });
});

describe('PUT and DELETE /cart', () => {
  it("act on the caller's session: another's DELETE leaves A's cart", async () => {
    for (const token of [b.token, anonymous.token]) {
      expect(
        await outcome(t.app.inject({ method: 'DELETE', url: '/api/v1.2/cart', headers: { 'x-auth-token': token } })),
      ).toBe('200');
    }
    expect((await storedCart(t, a.sessionId))?.lines).toEqual([
      { variationId: c.v.normal, kitVariationId: null, quantity: 2 },
    ]);
  });
});

describe('POST /auth/logout and /auth/check', () => {
  it("end only the caller's own session", async () => {
    const visitor = await anonymousVisitor(t, storeId);
    expect(await outcome(call(t, 'POST', '/auth/logout', { token: visitor.token }))).toBe('200');
    const [own] = await t.db.select().from(sessions).where(eq(sessions.id, visitor.sessionId));
    expect(own!.revokedReason).toBe('logout');
    const [alices] = await t.db.select().from(sessions).where(eq(sessions.id, a.sessionId));
    expect(alices!.revokedAt).toBeNull();
  });

  it("redeem only the caller's own code: A's code is worth nothing in B's session", async () => {
    const shop = { t, storeId };
    const visitor = { ...(await anonymousVisitor(t, storeId)), ip: '10.91.0.1' };
    const boris = { token: b.token, ip: '10.91.0.2' };
    await setCodeAge(t, [a.email], 120);
    expect((await askCode(shop, visitor, a.email)).statusCode).toBe(200);
    const code = await codeMailedTo(t, a.email);
    // B holds a code of its own, so A's is compared with it, not with A's.
    expect((await askCode(shop, boris, uniqueEmail('boris'))).statusCode).toBe(200);
    const stolen = await tryCode(shop, boris, code);
    expect(stolen.json().errors).toEqual({ verification_code: ['Invalid code'] });
    const redeemed = await tryCode(shop, visitor, code);
    expect(redeemed.json().data.customer.id).toBe(a.id);
  });
});
