import { adminCouponCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './coupons.service.js';

export async function couponRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminCouponCalls.list, async ({ query }) => listCoupons(deps.db, query));
  handle(app, adminCouponCalls.get, async ({ params }) => getCoupon(deps.db, params.id));
  handle(app, adminCouponCalls.create, async ({ body }, { session }) => createCoupon(deps, session, body));
  handle(app, adminCouponCalls.update, async ({ params, body }, { session }) =>
    updateCoupon(deps, session, params.id, body),
  );
  handle(app, adminCouponCalls.remove, async ({ params }, { session }) => deleteCoupon(deps, session, params.id));
}
