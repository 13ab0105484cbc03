import rateLimit from '@fastify/rate-limit';
import { reviewCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { assertWithinLimit } from '../../http/rate-limit.js';
import { handle } from '../../http/route.js';
import { restockLimits } from './restock.limits.js';
import { requestRestockNotice } from './restock.service.js';
import { scheduleRestockSweep } from './restock-sweep.js';

export async function restockRoutes(app: FastifyInstance, deps: AppDeps) {
  // Per node in memory, like the session limits: a brake on loops, not accounting. Each request
  // may end in an e-mail to the address given, so both the client address and its session count.
  await app.register(rateLimit, { global: false });
  const window = restockLimits.windowSeconds * 1000;
  // The plugin's default key: the IPv4 address, or the /64 of an IPv6 one.
  const perClient = app.createRateLimit({ max: restockLimits.requestsPerClientKey, timeWindow: window });
  const perSession = app.createRateLimit({
    max: restockLimits.requestsPerSession,
    timeWindow: window,
    keyGenerator: (request) => `session:${request.session?.sessionId}`,
  });
  scheduleRestockSweep(app, deps);

  handle(app, reviewCalls.restock, async ({ params, body }, { session, request, reply }) => {
    await assertWithinLimit(perClient, request, reply, 'asking for another restock notice');
    await assertWithinLimit(perSession, request, reply, 'asking for another restock notice');
    return requestRestockNotice(deps.db, session, {
      variationId: params.id,
      email: body.customerEmail,
      lang: request.lang,
    });
  });
}
