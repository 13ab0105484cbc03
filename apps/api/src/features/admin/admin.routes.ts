import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { clientKeyOf } from '../../http/client-key.js';
import { assertWithinLimit } from '../../http/rate-limit.js';
import { announcementRoutes } from './announcements/announcements.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { staffAuthRoutes } from './auth/staff-auth.routes.js';
import { couponRoutes } from './coupons/coupons.routes.js';
import { adminCustomerRoutes } from './customers/admin-customers.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { adminOrderRoutes } from './orders/admin-orders.routes.js';
import { adminRestockRoutes } from './restock/admin-restock.routes.js';
import { adminReviewRoutes } from './reviews/admin-reviews.routes.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { stockRoutes } from './stock/stock.routes.js';

/** Every area of the back office: one line each (docs/admin.md, "Adding an admin call"). */
const adminAreas: FastifyPluginAsync<AppDeps>[] = [
  staffAuthRoutes,
  staffRoutes,
  auditRoutes,
  adminOrderRoutes,
  stockRoutes,
  couponRoutes,
  announcementRoutes,
  dashboardRoutes,
  settingsRoutes,
  adminReviewRoutes,
  adminCustomerRoutes,
  adminRestockRoutes,
];

const WHAT = 'making more back-office requests';

/**
 * The back office's calls, under /api/v1.2/admin/. Every one is counted per client key (sign-in
 * included) and, once its guard knows who calls, per staff member, writes apart; `handle` refuses
 * an admin call registered anywhere else, and answers each with `Cache-Control: no-store`.
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  app.decorate('adminScope', true);
  // Per node in memory, like the other per-client limits: a brake on loops and scripts.
  await app.register(rateLimit, { global: false });
  const minute = 60_000;
  const { config } = deps;
  const perClient = app.createRateLimit({
    max: config.ADMIN_REQUESTS_PER_MINUTE_PER_CLIENT,
    timeWindow: minute,
    keyGenerator: (request) => `admin:${clientKeyOf(request.ip)}`,
  });
  const perStaff = app.createRateLimit({
    max: config.ADMIN_REQUESTS_PER_MINUTE_PER_STAFF,
    timeWindow: minute,
    keyGenerator: (request) => `admin-staff:${request.staff?.staffId}`,
  });
  const writesPerStaff = app.createRateLimit({
    max: config.ADMIN_WRITES_PER_MINUTE_PER_STAFF,
    timeWindow: minute,
    keyGenerator: (request) => `admin-writes:${request.staff?.staffId}`,
  });
  app.addHook('onRequest', async (request, reply) => assertWithinLimit(perClient, request, reply, WHAT));
  // After the guard (preParsing): the member is known.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.staff) return;
    await assertWithinLimit(perStaff, request, reply, WHAT);
    if (request.method !== 'GET') await assertWithinLimit(writesPerStaff, request, reply, 'making more changes');
  });
  for (const area of adminAreas) await app.register(area, deps);
}
