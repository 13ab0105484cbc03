import { isDeepStrictEqual } from 'node:util';
import {
  type Coupon,
  type CouponCreate,
  type CouponDetail,
  type CouponListQuery,
  type CouponUpdate,
  fieldError,
} from '@kordon/contract';
import type { Db } from '../../../db/client.js';
import { type DbExecutor, inTransaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import type { StaffSession } from '../../../http/route.js';
import { assertFreshVersion, changesOf, hasChanges } from '../../../platform/versioned-write.js';
import { auditedChange, recordAudit } from '../audit/audit.service.js';
import {
  type CouponValues,
  countCouponOrders,
  deleteCouponRow,
  insertCoupon,
  selectCouponByCode,
  selectCouponById,
  selectCouponPage,
  selectCouponUses,
  toCoupon,
  updateCouponRow,
} from './coupons.queries.js';

/** The orders a coupon's page lists: the newest this many. */
export const COUPON_USES_SHOWN = 100;

type Deps = { db: Db };

export const listCoupons = (db: DbExecutor, query: CouponListQuery) =>
  selectCouponPage(db, query.q, { offset: (query.page - 1) * query.per_page, limit: query.per_page });

export async function getCoupon(db: DbExecutor, id: number): Promise<CouponDetail> {
  const row = await selectCouponById(db, id);
  if (!row) throw AppError.notFound('Coupon');
  return { ...toCoupon(row), uses: await selectCouponUses(db, row, COUPON_USES_SHOWN) };
}

const at = (iso: string | null) => (iso ? new Date(iso) : null);

/** The stored values of a form: dates as times, no amount for free shipping. */
function valuesOf(input: Omit<CouponCreate, 'code'>): Omit<CouponValues, 'code'> {
  return {
    kind: input.kind,
    value: input.kind === 'free_shipping' ? 0 : input.value,
    minSubtotal: input.min_subtotal,
    startsAt: at(input.starts_at),
    endsAt: at(input.ends_at),
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    firstOrderOnly: input.first_order_only,
    isActive: input.is_active,
  };
}

/** The wire fields an edit compares and audits (dates as ISO text, so equal times compare equal). */
const editable = (coupon: Coupon) => {
  const { id: _id, code: _code, used_count: _used, version: _version, ...fields } = coupon;
  return fields;
};

const codeTaken = () => AppError.validation({ code: [fieldError('coupon_code_taken')] });

/**
 * A new coupon. The same form again (a retry) answers the coupon it made; another coupon with the
 * code, in any case, is refused on the field.
 */
export async function createCoupon(deps: Deps, by: StaffSession, input: CouponCreate): Promise<Coupon> {
  return inTransaction(deps.db, async (tx) => {
    const inserted = await insertCoupon(tx, { code: input.code, ...valuesOf(input) });
    if (!inserted) {
      const existing = await selectCouponByCode(tx, input.code);
      const { code: _code, ...form } = normalised({
        ...input,
        value: input.kind === 'free_shipping' ? 0 : input.value,
      });
      if (existing && isDeepStrictEqual(editable(toCoupon(existing)), form)) return toCoupon(existing);
      throw codeTaken();
    }
    const coupon = toCoupon(inserted);
    // invalidates: nothing cached; carts and checkout read coupons fresh on every call.
    await recordAudit(tx, {
      staff: by,
      action: 'coupon.create',
      objectType: 'coupon',
      objectId: coupon.id,
      before: null,
      after: coupon,
    });
    return coupon;
  });
}

/** A form's dates as the answer words them, so a retry or an unchanged field compares equal. */
function normalised<T extends { starts_at: string | null; ends_at: string | null }>(input: T): T {
  return {
    ...input,
    starts_at: at(input.starts_at)?.toISOString() ?? null,
    ends_at: at(input.ends_at)?.toISOString() ?? null,
  };
}

export async function updateCoupon(deps: Deps, by: StaffSession, id: number, input: CouponUpdate): Promise<Coupon> {
  return inTransaction(deps.db, async (tx) => {
    const row = await selectCouponById(tx, id, true);
    if (!row) throw AppError.notFound('Coupon');
    const current = toCoupon(row);
    const { version, ...form } = normalised({ ...input, value: input.kind === 'free_shipping' ? 0 : input.value });
    const changes = changesOf(editable(current), form);
    if (!hasChanges(changes)) return current;
    assertFreshVersion(current.version, version, 'coupon');
    const updatedRow = await updateCouponRow(tx, id, valuesOf({ ...editable(current), ...changes }));
    if (!updatedRow) throw AppError.notFound('Coupon');
    const { before, after } = auditedChange(editable(current), changes);
    // invalidates: nothing cached; carts and checkout read coupons fresh on every call.
    await recordAudit(tx, { staff: by, action: 'coupon.update', objectType: 'coupon', objectId: id, before, after });
    return toCoupon(updatedRow);
  });
}

/** Deletes a coupon no order names; one that orders used is refused (switch it off or end it instead). */
export async function deleteCoupon(deps: Deps, by: StaffSession, id: number): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const row = await selectCouponById(tx, id, true);
    if (!row) return; // already gone: a retry
    const used = await countCouponOrders(tx, row);
    if (used > 0)
      throw new AppError(
        'conflict',
        `${used} order${used === 1 ? '' : 's'} used ${row.code}: it stays with them. Switch it off or give it an end date instead.`,
      );
    await deleteCouponRow(tx, id); // invalidates: nothing cached
    await recordAudit(tx, {
      staff: by,
      action: 'coupon.delete',
      objectType: 'coupon',
      objectId: id,
      before: toCoupon(row),
      after: null,
    });
  });
}
