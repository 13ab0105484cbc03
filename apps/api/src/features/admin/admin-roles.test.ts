import { randomUUID } from 'node:crypto';
import { type AnyCall, calls, hasStaffRole, type StaffRole, staffRoles } from '@kordon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { insertStore, signIn, startSession, uniqueEmail } from '../auth/auth.testing.js';
import { adminCall, type SignedInStaff, signedInStaff } from './admin.testing.js';

/**
 * Every staff call, every role: a sample request per call (aimed at nothing that exists, so it
 * changes nothing), refused with 403 below the call's least role and never at or above it, and
 * refused with 401 for a shopper's token or none. A later admin call adds its sample here; the
 * first test fails until it does.
 */
const missing = randomUUID();
const samples: Record<string, { path: string; body?: unknown }> = {
  adminLogout: { path: '/auth/logout' },
  adminMe: { path: '/me' },
  adminListStaff: { path: '/staff' },
  adminInviteStaff: { path: '/staff', body: { email: 'not an address', name: 'X', role: 'viewer' } },
  adminUpdateStaff: { path: `/staff/${missing}`, body: { name: 'X', version: 1 } },
  adminRemoveStaff: { path: `/staff/${missing}` },
  adminListAudit: { path: '/audit?object_type=staff' },
  adminListOrders: { path: '/orders?q=nothing-matches' },
  adminOrderTotals: { path: '/orders/totals?q=nothing-matches' },
  adminOrderChoices: { path: '/orders/choices' },
  adminGetOrder: { path: `/orders/${missing}` },
  adminMoveOrder: { path: `/orders/${missing}/transition`, body: { to: 'assembly', version: 1 } },
  adminCancelOrder: { path: `/orders/${missing}/cancel`, body: { reason: 'sample', version: 1 } },
  adminRefundOrder: {
    path: `/orders/${missing}/refund`,
    body: { amount: 1, reason: 'sample', idempotency_key: 'sample-refund-key-0001', version: 1 },
  },
  adminOrderPackingSlip: { path: `/orders/${missing}/packing-slip` },
  adminListStock: { path: '/stock?q=nothing-matches' },
  adminUpdateVariation: { path: '/stock/2147483000', body: { stock: 1, version: 1 } },
  adminPreviewStockBulk: {
    path: '/stock/bulk/preview',
    body: { q: 'nothing-matches', field: 'stock', op: 'add', value: 1 },
  },
  adminApplyStockBulk: {
    path: '/stock/bulk',
    body: { q: 'nothing-matches', field: 'stock', op: 'add', value: 1, expected_count: 1, idempotency_key: missing },
  },
  adminListCoupons: { path: '/coupons' },
  adminGetCoupon: { path: '/coupons/2147483000' },
  adminCreateCoupon: { path: '/coupons', body: { code: '!' } },
  adminUpdateCoupon: {
    path: '/coupons/2147483000',
    body: {
      kind: 'percent',
      value: 10,
      min_subtotal: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      per_customer_limit: null,
      first_order_only: false,
      is_active: true,
      version: 1,
    },
  },
  adminDeleteCoupon: { path: '/coupons/2147483000' },
  adminListAnnouncements: { path: '/announcements' },
  adminPreviewAnnouncement: { path: '/announcements/preview?en=%3Cb%3Ehi%3C%2Fb%3E' },
  adminCreateAnnouncement: { path: '/announcements', body: { html_text: { en: '' }, background_color: 'x' } },
  adminUpdateAnnouncement: { path: '/announcements/2147483647', body: { position: 1, version: 1 } },
  adminRemoveAnnouncement: { path: '/announcements/2147483647' },
  adminGetDashboard: { path: '/dashboard' },
  adminGetSettings: { path: '/settings' },
  adminUpdateSettings: { path: '/settings', body: { notification_email: 'x', low_stock_threshold: 1, version: 1 } },
  adminListReviews: { path: '/reviews?status=waiting' },
  adminApproveReview: { path: '/reviews/2147483647/approve', body: { version: 1 } },
  adminRejectReview: { path: '/reviews/2147483647/reject', body: { reason: 'Spam', version: 1 } },
  adminDeleteReview: { path: '/reviews/2147483647' },
  adminListCustomers: { path: '/customers?q=nobody' },
  adminGetCustomer: { path: `/customers/${missing}` },
  adminAnonymiseCustomer: { path: `/customers/${missing}/anonymise` },
  adminListRestock: { path: '/restock' },
};

const staffCalls = Object.values(calls)
  .flatMap((area) => Object.values(area) as AnyCall[])
  .filter((call) => call.auth === 'staff');

let t: TestApp;
let staff: Record<StaffRole, SignedInStaff>;
let shopper: { customer: string; anonymous: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = {
    viewer: await signedInStaff(t, 'viewer'),
    manager: await signedInStaff(t, 'manager'),
    owner: await signedInStaff(t, 'owner'),
  };
  const storeId = await insertStore(t);
  shopper = {
    customer: (await signIn(t, storeId, uniqueEmail())).token,
    anonymous: (await startSession(t, storeId)).token,
  };
});
afterAll(() => t.close());

const callOf = (call: AnyCall, token: string | undefined) => {
  const sample = samples[call.id];
  if (!sample) throw new Error(`no sample request for ${call.id}`);
  return adminCall(t, call.method as 'GET', sample.path, { token, body: sample.body });
};
// Logout last: it ends the session the other calls use.
const ordered = [...staffCalls].sort((a, b) => Number(a.id === 'adminLogout') - Number(b.id === 'adminLogout'));

describe('admin calls and roles', () => {
  it('has a sample for every staff call, each under /admin/ and naming its least role', () => {
    expect(staffCalls.length).toBeGreaterThan(0);
    for (const call of staffCalls) {
      expect(samples, call.id).toHaveProperty(call.id);
      expect(call.path.startsWith('/admin/'), call.id).toBe(true);
      expect(staffRoles, call.id).toContain(call.staffRole);
    }
  });

  it('refuses every staff call below its least role (403) and lets every role at or above it through', async () => {
    for (const call of ordered) {
      for (const role of staffRoles) {
        const response = await callOf(call, staff[role].token);
        const seen = `${call.id} as ${role}: ${response.statusCode} ${response.body}`;
        if (hasStaffRole(role, call.staffRole as StaffRole))
          expect([401, 403, 418], seen).not.toContain(response.statusCode);
        else expect([response.statusCode, response.json().code], seen).toEqual([403, 'forbidden']);
      }
    }
  });

  it('answers 401 to a customer, an anonymous visitor and a request without a token', async () => {
    for (const call of staffCalls) {
      for (const [who, token] of Object.entries({ ...shopper, none: undefined })) {
        const response = await callOf(call, token);
        expect({ call: call.id, who, status: response.statusCode }).toEqual({ call: call.id, who, status: 401 });
        expect(response.json().code).toBe('unauthenticated');
      }
    }
  });
});
