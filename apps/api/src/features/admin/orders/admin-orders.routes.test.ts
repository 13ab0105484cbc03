import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/test-app.js';
import type { CartCatalogue } from '../../cart/cart.testing.js';
import { orderTestApp } from '../../checkout/checkout.testing.js';
import { advanceOrder } from '../../orders/orders.service.js';
import { type SignedInStaff, signedInStaff } from '../admin.testing.js';
import { ordersAs, type Placed, payOrder, placeOrder } from './admin-orders.testing.js';

let t: TestApp;
let c: CartCatalogue;
let viewer: SignedInStaff;
// Letters only: a name takes no digits.
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
let first: Placed;
let second: Placed;
let third: Placed;
beforeAll(async () => {
  ({ t, c } = await orderTestApp());
  viewer = await signedInStaff(t, 'viewer');
  first = await placeOrder(t, c, { email: `first-${tag}@example.com`, lastname: `Alpha${tag}`, quantity: 1 });
  second = await placeOrder(t, c, { email: `second-${tag}@example.com`, lastname: 'Beta', quantity: 3 });
  third = await placeOrder(t, c, { email: `third-${tag}@other.test`, lastname: 'Gamma', quantity: 2 });
  await advanceOrder(t, { number: third.number, to: 'cancelled' });
});
afterAll(() => t.close());

const numbersOf = (response: { json(): { data: { number: string }[] } }) =>
  response.json().data.map((row) => row.number);

describe('GET /admin/orders', () => {
  it('searches by number, part of the e-mail and the customer’s name', async () => {
    const as = ordersAs(t, viewer);
    expect(numbersOf(await as.list(`?q=${second.number}`))).toEqual([second.number]);
    expect(numbersOf(await as.list(`?q=${tag}@example`)).sort()).toEqual([first.number, second.number].sort());
    expect(numbersOf(await as.list(`?q=alpha${tag}`))).toEqual([first.number]);
    // LIKE's own wildcards are taken as text.
    expect(numbersOf(await as.list(`?q=${tag}%25`))).toEqual([]);
  });

  it('filters by state, payment, shipping, country and dates, and says how many match', async () => {
    const as = ordersAs(t, viewer);
    const cancelled = await as.list(`?q=${tag}&state=cancelled`);
    expect(numbersOf(cancelled)).toEqual([third.number]);
    expect(cancelled.json().total).toBe(1);
    expect(numbersOf(await as.list(`?q=${tag}&payment=card&shipping=premium&country=de`))).toHaveLength(3);
    expect(numbersOf(await as.list(`?q=${tag}&country=FR`))).toEqual([]);
    expect(numbersOf(await as.list(`?q=${tag}&payment=bank_transfer`))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(numbersOf(await as.list(`?q=${tag}&from=${today}&to=${today}`))).toHaveLength(3);
    expect(numbersOf(await as.list(`?q=${tag}&to=2020-01-01`))).toEqual([]);
  });

  it('sorts on the server and pages', async () => {
    const as = ordersAs(t, viewer);
    const byTotal = (await as.list(`?q=${tag}&sort=total&order=asc`)).json().data;
    expect(byTotal.map((row: { total: { amount: number } }) => row.total.amount)).toEqual(
      [...byTotal.map((row: { total: { amount: number } }) => row.total.amount)].sort((a, b) => a - b),
    );
    const newest = await as.list(`?q=${tag}&per_page=2`);
    expect(numbersOf(newest)).toEqual([third.number, second.number]);
    expect(newest.json().total).toBe(3);
    expect(numbersOf(await as.list(`?q=${tag}&per_page=2&page=2`))).toEqual([first.number]);
    expect(newest.json().data[0]).toMatchObject({
      state: 'cancelled',
      customer: { name: 'Anna Gamma', email: third.email },
      country: 'DE',
      paid: false,
      total: { currency: 'USD' },
    });
  });

  it('answers 422 per field for a bad filter', async () => {
    const response = await ordersAs(t, viewer).list('?state=lost&from=yesterday&country=Germany&sort=name');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['country', 'from', 'sort', 'state']);
  });
});

describe('GET /admin/orders/totals', () => {
  it('counts and sums the filtered set, exactly per currency', async () => {
    const as = ordersAs(t, viewer);
    const rows = (await as.list(`?q=${tag}@example`)).json().data as { total: { amount: number } }[];
    const sum = rows.reduce((total, row) => total + row.total.amount, 0);
    const totals = (await as.totals(`?q=${tag}@example`)).json().data;
    expect(totals.count).toBe(2);
    expect(totals.by_currency).toEqual([{ currency: 'USD', count: 2, amount: sum }]);
    expect(totals.sum.amount).toBeGreaterThan(0);
    if (totals.sum.currency === 'USD') expect(totals.sum.amount).toBe(sum);
    expect((await as.totals('?q=nothing-at-all-matches')).json().data).toMatchObject({ count: 0, by_currency: [] });
  });
});

describe('GET /admin/orders/:id', () => {
  it('shows lines, customer, address, payment with its reference and the state history', async () => {
    const placed = await placeOrder(t, c, { quantity: 2 });
    await payOrder(t, placed.id);
    const detail = (await ordersAs(t, viewer).detail(placed.id)).json().data;
    expect(detail).toMatchObject({
      number: placed.number,
      state: 'created',
      next_states: ['assembly', 'cancelled'],
      customer: { firstname: 'Anna', email: placed.email, registered: false },
      address: { city: 'Berlin', country_code: 'DE', postal_code: '10117' },
      shipping: { code: 'premium' },
      pickup_point: null,
      lines: [{ quantity: 2, total: { currency: 'USD' } }],
      refunded: { amount: 0 },
    });
    expect(detail.payment.attempts).toMatchObject([{ provider: 'test_card', status: 'succeeded' }]);
    expect(detail.paid.amount).toBe(detail.refundable.amount);
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual(['pending_payment', 'created']);
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await ordersAs(t, viewer).detail('00000000-0000-4000-8000-000000000000');
    expect([response.statusCode, response.json().code]).toEqual([404, 'not_found']);
  });
});

describe('GET /admin/orders/:id/packing-slip', () => {
  it('answers a PDF of what goes in the parcel and where, without prices, kept by no cache', async () => {
    const response = await ordersAs(t, viewer).slip(first.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await getDocumentProxy(new Uint8Array(response.rawPayload), { verbosity: 0 });
    const { text } = await extractText(document, { mergePages: true });
    for (const part of [
      `Packing slip ${first.number}`,
      'Anna Alpha',
      'Unter den Linden 1',
      '10117 Berlin',
      'Premium',
    ]) {
      expect(text).toContain(part);
    }
    // What goes in the parcel and how many, never what it cost.
    expect(text).toContain('1 item');
    expect(text).not.toContain('$');
  });
});

describe('GET /admin/orders/choices', () => {
  it('offers the payment and shipping methods and the countries orders went to', async () => {
    const choices = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1.2/admin/orders/choices',
        headers: { authorization: `Bearer ${viewer.token}` },
      })
    ).json().data;
    expect(choices.payment.map((m: { code: string }) => m.code)).toContain('card');
    expect(choices.shipping.map((m: { code: string }) => m.code)).toContain('premium');
    expect(choices.countries).toContainEqual({ code: 'DE', name: 'Germany' });
  });
});
