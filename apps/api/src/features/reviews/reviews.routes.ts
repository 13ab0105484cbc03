import rateLimit from '@fastify/rate-limit';
import { reviewCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { assertWithinLimit } from '../../http/rate-limit.js';
import { handle } from '../../http/route.js';
import { reviewLimits } from './review.limits.js';
import { createProductReview, deleteProductReview, listProductReviews } from './review.service.js';

export async function reviewRoutes(app: FastifyInstance, deps: AppDeps) {
  // Per node in memory, like the session limits: a brake on loops, not accounting.
  await app.register(rateLimit, { global: false });
  const createLimit = app.createRateLimit({
    max: reviewLimits.createsPerCustomerPerHour,
    timeWindow: 3600 * 1000,
    // Runs in the handler, after the auth guard: the key is the signed-in customer.
    keyGenerator: (request) => `customer:${request.session?.customerId}`,
  });

  handle(app, reviewCalls.list, async ({ params, query }, { session, request }) =>
    listProductReviews(deps.db, params.id, session?.customerId ?? null, request.lang, query),
  );
  handle(
    app,
    reviewCalls.create,
    async ({ params, body }, { session, request, reply }) => {
      await assertWithinLimit(createLimit, request, reply, 'writing another review');
      return createProductReview(deps, params.id, session.customerId, body, request.lang);
    },
    { bodyLimit: reviewLimits.bodyBytes },
  );
  handle(app, reviewCalls.remove, async ({ params }, { session }) => {
    await deleteProductReview(deps, params.id, session.customerId);
  });
}
