import rateLimit from '@fastify/rate-limit';
import {
  anonymousSignInRequest,
  checkCodeRequest,
  loginCodeSent,
  loginRequest,
  signedIn,
  tokenPair,
} from '@kordon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.js';
import { defineRoute } from '../../http/route.js';
import { createAuthHooks, sessionOf } from './auth.hooks.js';
import { signInWithCode } from './check.service.js';
import { clientKeyOf } from './client-key.js';
import { RateLimitedError } from './login.limits.js';
import { requestLoginCode } from './login.service.js';
import { endSession, refreshSession, startAnonymousSession } from './session.service.js';

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** Anonymous sessions one client (IPv4 address or IPv6 /64) may start in 10 minutes. */
export const ANONYMOUS_SESSIONS_PER_WINDOW = 60;

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const hooks = createAuthHooks(deps);
  const services = { ...deps, outbox: app.outbox };

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  // Each call writes a session row; a loop from one client must not fill the disk. Counted per
  // node in memory: an abuse brake, not an accounting limit like the sign-in code limits.
  await app.register(rateLimit, { global: false });
  const anonymousLimit = app.rateLimit({
    max: ANONYMOUS_SESSIONS_PER_WINDOW,
    timeWindow: '10 minutes',
    keyGenerator: (request) => clientKeyOf(request.ip),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/anonymous',
    preHandler: async (request, reply) => {
      await anonymousLimit.call(app, request, reply);
    },
    summary: 'Starts an anonymous session: an access token (sub "anonymous") and a refresh token',
    tags: ['auth'],
    body: anonymousSignInRequest,
    response: tokenPair,
    handler: async ({ body }) => startAnonymousSession(deps, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/refresh',
    summary: 'Rotates the refresh token from X-Refresh-Token; a reused token ends the session (418)',
    tags: ['auth'],
    response: tokenPair,
    handler: async (_input, request) => refreshSession(deps, headerOf(request, 'x-refresh-token')),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/logout',
    summary: 'Ends the session: its refresh tokens stop working and its access tokens answer 418',
    tags: ['auth'],
    auth: 'session',
    preHandler: hooks.requireSession,
    handler: async (_input, request) => {
      await endSession(deps, sessionOf(request).sessionId);
      return undefined;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login',
    summary: 'E-mails a one-time sign-in code; the answer is the same for known and unknown addresses',
    tags: ['auth'],
    auth: 'session',
    preHandler: hooks.requireSession,
    body: loginRequest,
    response: loginCodeSent,
    handler: async ({ body }, request) =>
      requestLoginCode(services, sessionOf(request), body, { ip: clientKeyOf(request.ip), lang: request.lang }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/check',
    summary: 'Redeems the code this session asked for: new tokens for the customer, created on first sign-in',
    tags: ['auth'],
    auth: 'session',
    preHandler: hooks.requireSession,
    body: checkCodeRequest,
    response: signedIn,
    handler: async ({ body }, request) =>
      signInWithCode(deps, sessionOf(request), body, { ip: clientKeyOf(request.ip) }),
  });
}
