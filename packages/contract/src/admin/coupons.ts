import { z } from 'zod';
import { defineCall } from '../call.js';
import { byCode } from '../field-codes.js';
import { objectVersion } from './version.js';

export const couponKinds = ['percent', 'fixed', 'free_shipping'] as const;
export const couponKind = z.enum(couponKinds).meta({ id: 'CouponKind' });

/** Codes are matched in any case at checkout (unique on upper(code)); the back office stores them upper-case. */
export const couponCode = z
  .string({ error: byCode('required') })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, byCode('coupon_code_format'))
  .transform((code) => code.toUpperCase());

const limit = z.number().int().min(1).max(1_000_000).nullable();
const moment = z.iso.datetime({ offset: true }).nullable();

/** Every field a coupon has; `value` is a percent (1–100) or base-currency minor units (> 0) by kind. */
const couponFields = z.object({
  code: couponCode,
  kind: couponKind,
  value: z
    .number({ error: byCode('required') })
    .int()
    .min(0)
    .max(100_000_000),
  /** Goods total (base-currency minor units) an order needs before the coupon applies; 0: none. */
  min_subtotal: z.number().int().min(0).max(100_000_000),
  starts_at: moment,
  ends_at: moment,
  /** Uses in all; null: no limit. */
  usage_limit: limit,
  /** Uses per buyer (account or e-mail); null: no limit. */
  per_customer_limit: limit,
  first_order_only: z.boolean(),
  /** Off: refused at checkout, kept with its orders (what a coupon with uses gets instead of a delete). */
  is_active: z.boolean(),
});

type CouponFields = z.infer<typeof couponFields>;

/** The rules across fields, for a new coupon and for an edit merged with the coupon as it is. */
export function couponIssues(coupon: Pick<CouponFields, 'kind' | 'value' | 'starts_at' | 'ends_at'>) {
  const issues: { path: string; code: 'percent_out_of_range' | 'amount_not_positive' | 'ends_before_start' }[] = [];
  if (coupon.kind === 'percent' && (coupon.value < 1 || coupon.value > 100))
    issues.push({ path: 'value', code: 'percent_out_of_range' });
  if (coupon.kind === 'fixed' && coupon.value < 1) issues.push({ path: 'value', code: 'amount_not_positive' });
  if (coupon.starts_at && coupon.ends_at && Date.parse(coupon.ends_at) <= Date.parse(coupon.starts_at))
    issues.push({ path: 'ends_at', code: 'ends_before_start' });
  return issues;
}

const checkCoupon = (coupon: CouponFields, ctx: z.RefinementCtx) => {
  for (const issue of couponIssues(coupon)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.code });
};

export const couponCreate = couponFields.superRefine(checkCoupon).meta({ id: 'CouponCreate' });

/** An edit sends the whole form and the version it was read at; the code stays (orders name it). */
export const couponUpdate = couponFields
  .omit({ code: true })
  .extend({ version: objectVersion })
  .superRefine((coupon, ctx) => checkCoupon({ ...coupon, code: '' }, ctx))
  .meta({ id: 'CouponUpdate' });

export const couponRecord = couponFields
  .extend({
    id: z.number().int(),
    code: z.string(),
    /** Orders holding or having used it (a cancelled unpaid order gives its use back). */
    used_count: z.number().int(),
    version: objectVersion,
  })
  .meta({ id: 'Coupon' });

export const couponUse = z
  .object({
    order_id: z.uuid(),
    number: z.string(),
    placed_at: z.iso.datetime(),
    email: z.string(),
    status: z.string(),
    /** In the order's currency, minor units. */
    discount: z.number().int(),
    total: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'CouponUse' });

export const couponDetail = couponRecord.extend({ uses: z.array(couponUse) }).meta({ id: 'CouponDetail' });

export const couponListQuery = z.object({
  q: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const couponIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export type Coupon = z.infer<typeof couponRecord>;
export type CouponDetail = z.infer<typeof couponDetail>;
export type CouponUse = z.infer<typeof couponUse>;
export type CouponCreate = z.infer<typeof couponCreate>;
export type CouponCreateInput = z.input<typeof couponCreate>;
export type CouponUpdate = z.infer<typeof couponUpdate>;
export type CouponListQuery = z.infer<typeof couponListQuery>;

export const adminCouponCalls = {
  list: defineCall({
    id: 'adminListCoupons',
    method: 'GET',
    path: '/admin/coupons',
    summary: 'Coupons, newest first, searched by code',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    query: couponListQuery,
    response: z.array(couponRecord),
    paged: true,
  }),
  get: defineCall({
    id: 'adminGetCoupon',
    method: 'GET',
    path: '/admin/coupons/:id',
    summary: 'A coupon and the orders that used it',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    params: couponIdParams,
    response: couponDetail,
    errors: ['not_found'],
  }),
  create: defineCall({
    id: 'adminCreateCoupon',
    method: 'POST',
    path: '/admin/coupons',
    summary: 'Adds a coupon; the same one again (a retry) answers it, another with its code is refused',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    body: couponCreate,
    response: couponRecord,
    status: 201,
  }),
  update: defineCall({
    id: 'adminUpdateCoupon',
    method: 'PATCH',
    path: '/admin/coupons/:id',
    summary: 'Changes a coupon (409 for a stale version)',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    params: couponIdParams,
    body: couponUpdate,
    response: couponRecord,
    errors: ['not_found', 'conflict'],
  }),
  remove: defineCall({
    id: 'adminDeleteCoupon',
    method: 'DELETE',
    path: '/admin/coupons/:id',
    summary: 'Deletes a coupon no order used (409 otherwise: switch it off or end it instead)',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    params: couponIdParams,
    errors: ['conflict'],
  }),
};
