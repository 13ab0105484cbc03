import { type Coupon, couponCreate, couponKind, couponUpdate } from '@kordon/contract';
import { z } from 'zod';
import { moneyText, moneyTextOf } from '../../components/form/money-text';

/** The form as typed: text for numbers, money in USD, times in the browser's own zone. */
export const couponFormText = z.object({
  code: z.string(),
  kind: couponKind,
  value: z.string(),
  min_subtotal: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  usage_limit: z.string(),
  per_customer_limit: z.string(),
  first_order_only: z.boolean(),
  is_active: z.boolean(),
});
export type CouponFormText = z.infer<typeof couponFormText>;

export const EMPTY_COUPON: CouponFormText = {
  code: '',
  kind: 'percent',
  value: '',
  min_subtotal: '',
  starts_at: '',
  ends_at: '',
  usage_limit: '',
  per_customer_limit: '',
  first_order_only: false,
  is_active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as a datetime-local input shows it, in the browser's zone. */
const localOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const textOfCoupon = (coupon: Coupon): CouponFormText => ({
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.kind === 'fixed' ? moneyTextOf(coupon.value) : coupon.kind === 'percent' ? String(coupon.value) : '',
  min_subtotal: coupon.min_subtotal ? moneyTextOf(coupon.min_subtotal) : '',
  starts_at: localOf(coupon.starts_at),
  ends_at: localOf(coupon.ends_at),
  usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
  per_customer_limit: coupon.per_customer_limit === null ? '' : String(coupon.per_customer_limit),
  first_order_only: coupon.first_order_only,
  is_active: coupon.is_active,
});

/** Typing mistakes by field, gathered before the contract's check. */
type Ctx = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };
function moneyOf(text: string, path: string, ctx: Ctx, empty: number | undefined) {
  if (text.trim() === '' && empty !== undefined) return empty;
  const parsed = moneyText.safeParse(text);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', path: [path], message: parsed.error.issues[0]?.message ?? 'Enter an amount' });
  return Number.NaN;
}
function countOf(text: string, path: string, ctx: Ctx) {
  if (text.trim() === '') return null;
  if (/^\d+$/.test(text.trim())) return Number(text);
  ctx.addIssue({ code: 'custom', path: [path], message: 'Enter a whole number, or leave empty for no limit' });
  return Number.NaN;
}

/** The contract's fields from the text; a typing mistake is an issue on its field. */
function wireOf(text: CouponFormText, ctx: Ctx) {
  const value =
    text.kind === 'fixed'
      ? moneyOf(text.value, 'value', ctx, undefined)
      : text.kind === 'percent'
        ? (countOf(text.value, 'value', ctx) ?? Number.NaN)
        : 0;
  return {
    code: text.code,
    kind: text.kind,
    value,
    min_subtotal: moneyOf(text.min_subtotal, 'min_subtotal', ctx, 0),
    starts_at: text.starts_at ? new Date(text.starts_at).toISOString() : null,
    ends_at: text.ends_at ? new Date(text.ends_at).toISOString() : null,
    usage_limit: countOf(text.usage_limit, 'usage_limit', ctx),
    per_customer_limit: countOf(text.per_customer_limit, 'per_customer_limit', ctx),
    first_order_only: text.first_order_only,
    is_active: text.is_active,
  };
}

/** Checks the wire values with the contract's schema, its issues put on the form's fields. */
function through<S extends z.ZodType>(schema: S, wire: unknown, ctx: z.RefinementCtx): z.output<S> {
  const parsed = schema.safeParse(wire);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
}

/** The text as the contract's values: typing mistakes first, then the contract's own rules. */
function parsedWith<S extends z.ZodType>(schema: S, text: CouponFormText, ctx: z.RefinementCtx, extra: object) {
  let mistakes = 0;
  const typed = wireOf(text, {
    addIssue: (issue) => {
      mistakes += 1;
      ctx.addIssue(issue);
    },
  });
  return mistakes > 0 ? z.NEVER : through(schema, { ...typed, ...extra }, ctx);
}

export const newCouponSchema = couponFormText.transform((text, ctx) => parsedWith(couponCreate, text, ctx, {}));

/** An edit: the code stays, the version read goes with it. */
export const editCouponSchema = (version: number) =>
  couponFormText.transform((text, ctx) => parsedWith(couponUpdate, { ...text }, ctx, { code: undefined, version }));
