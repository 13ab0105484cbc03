import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type CartCatalogue, insertCartCatalogue, insertCoupon, visitor } from '../cart/cart.testing.js';
import { orderBody, person, validate } from './checkout.testing.js';

let t: TestApp;
let c: CartCatalogue;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
  token = (await visitor(t)).token;
});
afterAll(() => t.close());

const totalsOf = (body: { data: { order: { totals: { type: string; amount: number }[] } } }) =>
  Object.fromEntries(body.data.order.totals.map((row) => [row.type, row.amount]));

describe('POST /checkout/validate', () => {
  it('prices a complete order on the server: lines, shipping by weight and country, total', async () => {
    const response = await validate(t, token, orderBody({ products: [{ variationId: c.v.normal, quantity: 2 }] }));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.valid).toBe(true);
    expect(data.errors).toEqual({});
    // Two jackets at $19.99, 1.6 kg to Germany: the premium service's 1–3 kg tier for Europe ($26.00).
    expect(totalsOf(response.json())).toEqual({ subtotal: 3998, shipping: 2600, total: 6598 });
    expect(data.order.shippingName).toBe('Premium postal service');
    expect(data.order.paymentName).toBe('Bank card');
    expect(data.order.shippingMethodCount).toBeGreaterThan(0);
    expect(data.order.needsDelivery).toBe(true);
  });

  it('ignores prices, totals and discounts sent by the client', async () => {
    const body = orderBody({ products: [{ variationId: c.v.normal, quantity: 1, price: 1 } as never] });
    Object.assign(body.order, { totals: [{ type: 'total', amount: 1 }], discount: 1999 });
    const response = await validate(t, token, body);
    expect(totalsOf(response.json()).subtotal).toBe(1999);
    expect(totalsOf(response.json()).total).toBe(1999 + 1800);
  });

  it('answers each field rule with the spec message and its code', async () => {
    const response = await validate(
      t,
      token,
      orderBody(
        { products: [{ variationId: c.v.normal, quantity: 1 }] },
        {
          customer: { firstname: '', lastname: 'x'.repeat(33), email: 'not-an-email', phone: '12345' },
          address: { country: 'DE', countryZone: 'DE-BE', city: 'Berlin', address: 'a'.repeat(129), postalCode: '12' },
        },
      ),
    );
    const { errors, codes, valid } = response.json().data;
    expect(valid).toBe(false);
    expect(errors['customer.firstname']).toEqual(['Required field']);
    expect(codes['customer.firstname']).toEqual(['required']);
    expect(errors['customer.lastname']).toEqual(['Must not be longer than 32 characters']);
    expect(errors['customer.email']).toEqual(['Invalid email']);
    expect(errors['customer.phone']).toEqual(['Invalid phone number']);
    expect(errors['address.address']).toEqual(['Must not be longer than 128 characters']);
    expect(errors['address.postalCode']).toEqual(['Must be at least 3 characters']);
  });

  it('refuses an address sign-in refuses (one e-mail rule): an IP literal', async () => {
    const response = await validate(
      t,
      token,
      orderBody(
        { products: [{ variationId: c.v.normal, quantity: 1 }] },
        { customer: { ...person, email: 'a@[127.0.0.1]' } },
      ),
    );
    expect(response.json().data.errors['customer.email']).toEqual(['Invalid email']);
  });

  it('refuses names with digits and phones with letters as invalid characters', async () => {
    const response = await validate(
      t,
      token,
      orderBody(
        { products: [{ variationId: c.v.normal, quantity: 1 }] },
        { customer: { ...person, firstname: 'R2D2', phone: '+49 abc' } },
      ),
    );
    const { errors } = response.json().data;
    expect(errors['customer.firstname']).toEqual(['Invalid characters']);
    expect(errors['customer.phone']).toEqual(['Invalid characters']);
  });

  it('reports an unknown or expired coupon on the coupon field and prices without it', async () => {
    const expired = await insertCoupon(t, { kind: 'percent', value: 50, endsAt: new Date(Date.now() - 1000) });
    const response = await validate(
      t,
      token,
      orderBody({ products: [{ variationId: c.v.normal, quantity: 1 }] }, { coupon: { code: expired.code } }),
    );
    const { data } = response.json();
    expect(data.errors.coupon).toEqual(['Coupon is invalid or expired']);
    expect(data.order.coupon).toMatchObject({ status: 'invalid' });
    expect(totalsOf(response.json()).subtotal).toBe(1999);
  });

  it('applies a coupon and a free-shipping coupon to the totals', async () => {
    const percent = await insertCoupon(t, { kind: 'percent', value: 10 });
    const free = await insertCoupon(t, { kind: 'free_shipping' });
    const lines = { products: [{ variationId: c.v.normal, quantity: 1 }] };
    const discounted = await validate(t, token, orderBody(lines, { coupon: { code: percent.code } }));
    expect(totalsOf(discounted.json())).toEqual({ subtotal: 1999, coupon: -200, shipping: 1800, total: 3599 });
    const shipped = await validate(t, token, orderBody(lines, { coupon: { code: free.code } }));
    expect(totalsOf(shipped.json())).toMatchObject({ shipping: 0, total: 1999 });
  });

  it('says there is no delivery to the region when no method can carry the parcel', async () => {
    await t.db.update(variations).set({ weightGrams: 40_000 }).where(eq(variations.id, c.v.pouch));
    const response = await validate(t, token, orderBody({ products: [{ variationId: c.v.pouch, quantity: 1 }] }));
    await t.db.update(variations).set({ weightGrams: 100 }).where(eq(variations.id, c.v.pouch));
    const { data } = response.json();
    expect(data.order.shippingMethodCount).toBe(0);
    expect(data.errors.shippingMethod).toEqual(['No possible delivery methods to this region']);
  });

  it('asks no address or shipping for digital products only', async () => {
    const response = await validate(
      t,
      token,
      orderBody(
        { products: [{ variationId: c.v.digital, quantity: 1 }] },
        { address: { country: '', countryZone: '', city: '', address: '', postalCode: '' } },
        { shippingMethod: null, pickupPoint: null },
      ),
    );
    const { data } = response.json();
    expect(data.order.needsDelivery).toBe(false);
    expect(data.order.digitalProducts).toHaveLength(1);
    expect(data.errors).toEqual({});
  });

  it('asks a business order for the company name, tax id and address', async () => {
    const lines = { products: [{ variationId: c.v.normal, quantity: 1 }] };
    const missing = await validate(t, token, orderBody(lines, { company: { name: '', taxId: '77#01', address: '' } }));
    expect(missing.json().data.errors).toMatchObject({
      'company.name': ['Required field'],
      'company.taxId': ['Invalid characters'],
      'company.address': ['Required field'],
    });
    const company = { name: 'Kordon Trading LLC', taxId: '7701234567', address: 'Moscow, Tverskaya 1' };
    expect((await validate(t, token, orderBody(lines, { company }))).json().data.valid).toBe(true);
  });

  it('refuses a payment method nothing here can take: the card without a gateway in production', async () => {
    const production = await createTestApp({
      demo: true,
      env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SITE_URL: 'https://shop.example' },
    });
    try {
      const guest = (await visitor(production)).token;
      const body = orderBody({ products: [{ variationId: c.v.normal, quantity: 1 }] });
      // The shared catalogue variation ids differ per database: use the demo's first orderable one.
      const response = await validate(production, guest, { ...body, order: { ...body.order, products: [] } });
      expect(response.json().data.errors.paymentMethod).toEqual(['Choose one of the offered methods']);
      const transfer = await validate(production, guest, {
        ...body,
        order: { ...body.order, products: [], paymentMethod: 'bank_transfer' },
      });
      expect(transfer.json().data.errors.paymentMethod).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it('marks a preorder as needing full prepayment', async () => {
    const response = await validate(t, token, orderBody({ products: [{ variationId: c.v.preorder, quantity: 1 }] }));
    expect(response.json().data.order.prepaymentRequired).toBe(true);
  });

  it('flags sold-out lines and a shipping method that does not serve the country', async () => {
    const response = await validate(
      t,
      token,
      orderBody(
        {
          products: [
            { variationId: c.v.normal, quantity: 1 },
            { variationId: c.v.soldOut, quantity: 1 },
          ],
        },
        {},
        { shippingMethod: 'russianpostru', pickupPoint: null },
      ),
    );
    const { errors } = response.json().data;
    expect(errors.cart).toContain('Some items are out of stock: remove them to continue');
    expect(errors.shippingMethod).toEqual(['Choose one of the offered methods']);
  });

  it.each([
    ['a negative quantity', { products: [{ variationId: 1, quantity: -1 }] }],
    ['a huge quantity', { products: [{ variationId: 1, quantity: 1000 }] }],
    ['a text quantity', { products: [{ variationId: 1, quantity: 'two' }] }],
    ['a name past any bound', { customer: { ...person, firstname: 'x'.repeat(500) } }],
  ])('refuses %s with 422 and the field', async (_case, order) => {
    const response = await validate(t, token, { order, delivery: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('validation_failed');
  });
});
