import rateLimit from '@fastify/rate-limit';
import { authCalls } from '@kordon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { clientKeyOf } from '../../http/client-key.js';
import { RateLimitedError, waitMessage } from '../../http/rate-limit.js';
import { handle } from '../../http/route.js';
import { signInWithCode } from './check.service.js';
import { requestLoginCode } from './login.service.js';
import { ANONYMOUS_SESSIONS_PER_WINDOW, REFRESHES_PER_WINDOW, SESSION_LIMIT_WINDOW_SECONDS } from './session.limits.js';
import { endSession, refreshSession, startAnonymousSession } from './session.service.js';
import { scheduleAuthSweep } from './session-sweep.js';

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** A per-client limit on one route, answered like the sign-in limits: 429, Retry-After, a wait message. */
function limitPerClient(app: FastifyInstance, max: number, what: string) {
  const limit = app.rateLimit({
    max,
    timeWindow: SESSION_LIMIT_WINDOW_SECONDS * 1000,
    keyGenerator: (request) => clientKeyOf(request.ip),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RateLimitedError(waitMessage(seconds, what), seconds);
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await limit.call(app, request, reply);
  };
}

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const services = { ...deps, outbox: app.outbox };

  // Each call writes rows; a loop from one client must not fill the disk. Counted per node in
  // memory: an abuse brake, not an accounting limit like the sign-in code limits.
  await app.register(rateLimit, { global: false });
  const anonymousLimit = limitPerClient(app, ANONYMOUS_SESSIONS_PER_WINDOW, 'starting another session');
  const refreshLimit = limitPerClient(app, REFRESHES_PER_WINDOW, 'renewing the session again');
  scheduleAuthSweep(app, deps);

  handle(app, authCalls.anonymous, async ({ body }) => startAnonymousSession(deps, body), {
    preHandler: anonymousLimit,
  });
  handle(
    app,
    authCalls.refresh,
    async (_input, { request }) => refreshSession(deps, headerOf(request, 'x-refresh-token')),
    { preHandler: refreshLimit },
  );
  handle(app, authCalls.logout, async (_input, { session }) => {
    await endSession(deps, session.sessionId);
  });
  handle(app, authCalls.login, async ({ body }, { session, request }) =>
    requestLoginCode(services, session, body, { ip: clientKeyOf(request.ip), lang: request.lang }),
  );
  handle(app, authCalls.check, async ({ body }, { session, request }) =>
    signInWithCode(deps, session, body, { ip: clientKeyOf(request.ip) }),
  );
}
