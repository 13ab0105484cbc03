import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../../db/schema/index.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { CartCatalogue } from '../../cart/cart.testing.js';
import { visitor } from '../../cart/cart.testing.js';
import { create, orderBody, orderTestApp, person } from '../../checkout/checkout.testing.js';
import { adminCall, type SignedInStaff, signedInStaff } from '../admin.testing.js';

let t: TestApp;
let c: CartCatalogue;
let manager: SignedInStaff;
let viewer: SignedInStaff;
beforeAll(async () => {
  ({ t, c } = await orderTestApp());
  manager = await signedInStaff(t, 'manager');
  viewer = await signedInStaff(t, 'viewer');
});
afterAll(() => t.close());

const uniqueCode = (prefix = 'T') => `${prefix}${randomBytes(4).toString('hex')}`;
type Form = {
  code: string;
  kind: string;
  value: number;
  min_subtotal: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: boolean;
  is_active: boolean;
};
const form = (overrides: Partial<Form> = {}): Form => ({
  code: uniqueCode(),
  kind: 'percent',
  value: 10,
  min_subtotal: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: null,
  first_order_only: false,
  is_active: true,
  ...overrides,
});
const post = (body: object) => adminCall(t, 'POST', '/coupons', { token: manager.token, body });
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.objectId, String(id)));
const editOf = ({ code: _code, ...fields }: Form, version: number) => ({ ...fields, version });

describe('POST /admin/coupons', () => {
  it('adds a coupon, its code upper-case, audited; the same form again answers it', async () => {
    const body = form({ code: uniqueCode('new'), starts_at: '2026-12-01T10:00:00+03:00' });
    const made = await post(body);
    expect(made.statusCode, made.body).toBe(201);
    const coupon = made.json().data;
    expect(coupon).toMatchObject({ code: body.code.toUpperCase(), starts_at: '2026-12-01T07:00:00.000Z', version: 1 });
    const [entry] = (await auditOf(coupon.id)).filter((row) => row.objectType === 'coupon');
    expect(entry).toMatchObject({ action: 'coupon.create', before: null, after: coupon });
    const retry = await post(body);
    expect([retry.statusCode, retry.json().data.id]).toEqual([201, coupon.id]);
  });

  it('refuses a code another coupon has, in any case, on the field', async () => {
    const code = uniqueCode('dup');
    expect((await post(form({ code }))).statusCode).toBe(201);
    const again = await post(form({ code: code.toLowerCase(), value: 20 }));
    expect([again.statusCode, again.json().codes]).toEqual([422, { code: ['coupon_code_taken'] }]);
  });

  it('checks percent 1–100, a fixed amount above zero and dates in order, per field', async () => {
    const codesOf = async (body: Partial<Form>) => (await post(form(body))).json().codes;
    expect(await codesOf({ value: 101 })).toEqual({ value: ['percent_out_of_range'] });
    expect(await codesOf({ kind: 'fixed', value: 0 })).toEqual({ value: ['amount_not_positive'] });
    expect(await codesOf({ starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' })).toEqual({
      ends_at: ['ends_before_start'],
    });
    expect(await codesOf({ code: 'no spaces' })).toEqual({ code: ['coupon_code_format'] });
    const free = await post(form({ kind: 'free_shipping', value: 500 }));
    expect([free.statusCode, free.json().data.value]).toEqual([201, 0]);
  });

  it('is a manager’s: a viewer may list but not add', async () => {
    expect((await adminCall(t, 'POST', '/coupons', { token: viewer.token, body: form() })).statusCode).toBe(403);
    expect((await adminCall(t, 'GET', '/coupons', { token: viewer.token })).statusCode).toBe(200);
  });
});

describe('GET /admin/coupons', () => {
  it('searches by code, newest first, paged', async () => {
    const code = uniqueCode('find');
    await post(form({ code }));
    const found = await adminCall(t, 'GET', `/coupons?q=${code.slice(2).toLowerCase()}`, { token: viewer.token });
    expect(found.json()).toMatchObject({ total: 1, data: [{ code: code.toUpperCase() }] });
    const page = await adminCall(t, 'GET', '/coupons?per_page=1', { token: viewer.token });
    expect(page.json().data).toHaveLength(1);
    expect(page.json().total).toBeGreaterThan(1);
  });
});

describe('PATCH /admin/coupons/:id', () => {
  it('changes the form, audits the changed fields, and answers 409 to a stale version', async () => {
    const body = form();
    const coupon = (await post(body)).json().data;
    const changed = await adminCall(t, 'PATCH', `/coupons/${coupon.id}`, {
      token: manager.token,
      body: editOf({ ...body, value: 15, usage_limit: 3 }, coupon.version),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ value: 15, usage_limit: 3, version: 2 });
    const update = (await auditOf(coupon.id)).find((row) => row.action === 'coupon.update');
    expect([update?.before, update?.after]).toEqual([
      { value: 10, usage_limit: null },
      { value: 15, usage_limit: 3 },
    ]);
    const stale = await adminCall(t, 'PATCH', `/coupons/${coupon.id}`, {
      token: manager.token,
      body: editOf({ ...body, value: 50 }, coupon.version),
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
  });
});

describe('limits at checkout', () => {
  it('refuses a coupon to a buyer who used it as often as its per-customer limit allows', async () => {
    const code = uniqueCode('once');
    await post(form({ code, per_customer_limit: 1 }));
    const body = orderBody({ products: [{ variationId: c.v.pouch, quantity: 1 }] }, { coupon: { code } });
    const first = await create(t, (await visitor(t)).token, body);
    expect(first.statusCode, first.body).toBe(201);
    const second = await create(t, (await visitor(t)).token, body);
    expect([second.statusCode, second.json().codes]).toEqual([422, { coupon: ['coupon_invalid'] }]);
    const other = orderBody(
      { products: [{ variationId: c.v.pouch, quantity: 1 }] },
      {
        coupon: { code },
        customer: { ...person, email: 'someone.else@example.com' },
      },
    );
    expect((await create(t, (await visitor(t)).token, other)).statusCode).toBe(201);
  });
});

describe('uses and deletion', () => {
  it('shows the orders that used a coupon, and refuses to delete it then, with the reason', async () => {
    const code = uniqueCode('used');
    const coupon = (await post(form({ code }))).json().data;
    const { token } = await visitor(t);
    const order = await create(
      t,
      token,
      orderBody({ products: [{ variationId: c.v.pouch, quantity: 1 }] }, { coupon: { code } }),
    );
    expect(order.statusCode, order.body).toBe(201);
    const detail = await adminCall(t, 'GET', `/coupons/${coupon.id}`, { token: viewer.token });
    expect(detail.json().data).toMatchObject({
      used_count: 1,
      uses: [{ number: order.json().data.number, email: person.email }],
    });
    const refused = await adminCall(t, 'DELETE', `/coupons/${coupon.id}`, { token: manager.token });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'conflict']);
    expect(refused.json().message).toMatch(/Switch it off or give it an end date/);
    expect(await t.db.select().from(coupons).where(eq(coupons.id, coupon.id))).toHaveLength(1);
  });

  it('deletes an unused coupon, audited; deleting it again answers success', async () => {
    const coupon = (await post(form())).json().data;
    const gone = await adminCall(t, 'DELETE', `/coupons/${coupon.id}`, { token: manager.token });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await auditOf(coupon.id)).find((row) => row.action === 'coupon.delete')?.after).toBeNull();
    expect((await adminCall(t, 'DELETE', `/coupons/${coupon.id}`, { token: manager.token })).statusCode).toBe(200);
  });
});
