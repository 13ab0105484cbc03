import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, orders, orderTotals } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/test-app.js';
import { API } from '../../auth/auth.testing.js';
import type { CartCatalogue } from '../../cart/cart.testing.js';
import { create, orderBody, orderTestApp } from '../../checkout/checkout.testing.js';
import { getOrderDetail } from '../../orders/orders.service.js';
import { customer, picture, png, request } from '../../reviews/reviews.testing.js';
import { adminCall, type SignedInStaff, signedInStaff } from '../admin.testing.js';

let t: TestApp;
let c: CartCatalogue;
let storeId: number;
let owner: SignedInStaff;
let viewer: SignedInStaff;
beforeAll(async () => {
  ({ t, c, storeId } = await orderTestApp());
  owner = await signedInStaff(t, 'owner');
  viewer = await signedInStaff(t, 'viewer');
});
afterAll(() => t.close());

const personal = { firstname: 'Olga', lastname: 'Smirnova', phone: '+49 30 901821' };
const street = 'Friedrichstrasse 43';

/** A customer who ordered (which saves their address), reviewed a product and asked for a restock mail. */
async function activeCustomer() {
  const shopper = await customer(t, storeId, { firstname: personal.firstname, lastname: personal.lastname });
  const body = orderBody(
    { products: [{ variationId: c.v.pouch, quantity: 2 }] },
    {
      customer: { ...personal, email: shopper.email },
      address: { country: 'DE', countryZone: 'DE-BE', city: 'Berlin', address: street, postalCode: '10117' },
      comment: 'Ring twice, Olga',
    },
  );
  const order = await create(t, shopper.token, body);
  expect(order.statusCode, order.body).toBe(201);
  const review = await request(t, 'POST', `/product/${c.jacket.id}/reviews`, {
    token: shopper.token,
    body: { text: 'Warm enough for March', rating: 5, attachments: [picture(await png())] },
  });
  expect(review.statusCode, review.body).toBe(201);
  const restock = await t.app.inject({
    method: 'POST',
    url: `${API}/products/variation/${c.v.soldOut}/restock`,
    headers: { 'x-auth-token': shopper.token },
    payload: { customerEmail: shopper.email },
  });
  expect(restock.statusCode, restock.body).toBe(201);
  return { ...shopper, orderId: order.json().data.id as string };
}

const detailOf = (id: string, who = viewer) => adminCall(t, 'GET', `/customers/${id}`, { token: who.token });
const search = async (q: string) =>
  (await adminCall(t, 'GET', `/customers?q=${encodeURIComponent(q)}`, { token: viewer.token })).json();

describe('GET /admin/customers', () => {
  it('finds a customer by part of the e-mail or the name, paged', async () => {
    const shopper = await activeCustomer();
    await customer(t, storeId);
    const local = shopper.email.split('@')[0]!;
    const byEmail = await search(local.toUpperCase());
    expect(byEmail.total).toBe(1);
    expect(byEmail.data[0]).toMatchObject({
      id: shopper.id,
      email: shopper.email,
      order_count: 1,
      anonymised_at: null,
    });
    expect((await search('olga smirn')).data.map((row: { id: string }) => row.id)).toContain(shopper.id);
    expect((await search('%')).total).toBe(0);
    const paged = await adminCall(t, 'GET', '/customers?per_page=1&page=2', { token: viewer.token });
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(1);
  });
});

describe('GET /admin/customers/:id', () => {
  it('shows the orders, saved addresses, reviews and restock requests', async () => {
    const shopper = await activeCustomer();
    const response = await detailOf(shopper.id);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({ email: shopper.email, firstname: 'Olga', lastname: 'Smirnova' });
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0].id).toBe(shopper.orderId);
    expect(detail.addresses.map((a: { address: string }) => a.address)).toEqual([street]);
    expect(detail.reviews).toMatchObject([{ text: 'Warm enough for March', status: 'waiting', author: 'Olga S.' }]);
    expect(detail.restock_requests).toMatchObject([{ variation_id: c.v.soldOut, notified_at: null }]);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await detailOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /admin/customers/:id/anonymise', () => {
  it('removes the personal data everywhere, ends the sessions and keeps the orders and their totals', async () => {
    const shopper = await activeCustomer();
    const [before] = await t.db.select().from(orders).where(eq(orders.id, shopper.orderId));
    const totalsBefore = await t.db.select().from(orderTotals).where(eq(orderTotals.orderId, shopper.orderId));
    // The order's mails go out first: their delivered copies in the outbox carry the customer's data.
    await t.app.outbox.drain();
    const local = shopper.email.split('@')[0]!;
    const mailsWith = async () =>
      (
        await t.pool.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM outbox WHERE processed_at IS NOT NULL AND payload::text ILIKE $1`,
          [`%${local}%`],
        )
      ).rows[0]!.count;
    expect(await mailsWith()).toBeGreaterThan(0);
    const anonymise = () => adminCall(t, 'POST', `/customers/${shopper.id}/anonymise`, { token: owner.token });
    const response = await anonymise();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ firstname: '', lastname: '', phone: null, order_count: 1 });
    expect(response.json().data.anonymised_at).not.toBeNull();
    expect(response.json().data.email).not.toContain(shopper.email.split('@')[0]);

    // The order keeps its money and state.
    const [after] = await t.db.select().from(orders).where(eq(orders.id, shopper.orderId));
    expect(after).toMatchObject({ total: before!.total, subtotal: before!.subtotal, status: before!.status });
    expect(await t.db.select().from(orderTotals).where(eq(orderTotals.orderId, shopper.orderId))).toEqual(totalsBefore);

    // Nothing of the person is left where the shop or the customer's own screens would show it.
    const traces = [shopper.email.split('@')[0]!, 'Olga', 'Smirnova', 'Friedrichstrasse', '901821', 'Ring twice'];
    const { rows } = await t.pool.query<{ dump: string }>(
      `SELECT concat_ws(' ',
         (SELECT json_agg(c) FROM customers c WHERE c.id = $1),
         (SELECT json_agg(a) FROM customer_addresses a WHERE a.customer_id = $1),
         (SELECT json_agg(o) FROM orders o WHERE o.id = $2),
         (SELECT json_agg(oa) FROM order_addresses oa WHERE oa.order_id = $2),
         (SELECT json_agg(r) FROM reviews r WHERE r.customer_id = $1),
         (SELECT json_agg(rr) FROM restock_requests rr WHERE rr.customer_id = $1),
         (SELECT json_agg(otc) FROM one_time_codes otc WHERE lower(otc.email) = lower($3))) AS dump`,
      [shopper.id, shopper.orderId, shopper.email],
    );
    for (const trace of traces) expect(rows[0]!.dump, trace).not.toContain(trace);
    expect(await mailsWith()).toBe(0);
    const view = await getOrderDetail({ db: t.db, customerId: shopper.id, lang: 'en' }, shopper.orderId);
    for (const trace of traces) expect(JSON.stringify(view), trace).not.toContain(trace);
    expect(view.totals).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'total' })]));
    const detail = (await detailOf(shopper.id)).json().data;
    for (const trace of traces) expect(JSON.stringify(detail), trace).not.toContain(trace);
    expect(detail.reviews[0].author).toBe('Former customer');
    expect(detail.addresses).toEqual([]);
    expect(detail.orders).toHaveLength(1);
    expect((await search(shopper.email)).total).toBe(0);

    // The customer's token no longer works.
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/profile/personal`,
      headers: { 'x-auth-token': shopper.token },
    });
    expect(profile.statusCode).toBe(418);

    // Idempotent, audited once, and the audit entry holds no personal data.
    expect((await anonymise()).statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'customer'), eq(auditLog.objectId, shopper.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'customer.anonymise', staffId: owner.member.id });
    expect(entries[0]!.after).toMatchObject({ orders_anonymised: 1, addresses_deleted: 1, sessions_ended: 1 });
    for (const trace of traces) expect(JSON.stringify(entries[0]), trace).not.toContain(trace);
  });

  it('lets a manager read but not anonymise', async () => {
    const shopper = await activeCustomer();
    const manager = await signedInStaff(t, 'manager');
    const refused = await adminCall(t, 'POST', `/customers/${shopper.id}/anonymise`, { token: manager.token });
    expect(refused.statusCode).toBe(403);
    const [row] = await t.db
      .select({ anonymisedAt: customers.anonymisedAt, email: customers.email })
      .from(customers)
      .where(eq(customers.id, shopper.id));
    expect(row).toEqual({ anonymisedAt: null, email: shopper.email });
    expect((await detailOf(shopper.id, manager)).statusCode).toBe(200);
  });
});
