import { adminReviewCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { handle } from '../../../http/route.js';
import { listModerationQueue } from '../../reviews/review-moderation.service.js';
import { deleteReview, moderateReview } from './admin-reviews.service.js';

export async function adminReviewRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, adminReviewCalls.list, async ({ query }) => listModerationQueue(deps.db, query));
  handle(app, adminReviewCalls.approve, async ({ params, body }, { session }) =>
    moderateReview(deps, session, params.id, { status: 'approved', version: body.version }),
  );
  handle(app, adminReviewCalls.reject, async ({ params, body }, { session }) =>
    moderateReview(deps, session, params.id, { status: 'rejected', reason: body.reason, version: body.version }),
  );
  handle(app, adminReviewCalls.remove, async ({ params }, { session }) => {
    await deleteReview(deps, session, params.id);
  });
}
