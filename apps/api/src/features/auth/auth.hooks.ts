import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { type AuthGuard, type AuthSession, installAuthGuards } from '../../http/route.js';
import { coalesced } from '../../platform/coalesce.js';
import { findSessions, type SessionCheck } from './session.queries.js';
import { verifyAccessToken } from './token.service.js';

export type { AuthSession } from '../../http/route.js';

/** Installs the guards every call's `auth` picks from, and `request.session`; once, before the API routes. */
export function registerAuthContext(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'>,
  others: { staff: AuthGuard },
) {
  const hooks = createAuthHooks(deps);
  installAuthGuards(app, {
    optional: hooks.optionalSession,
    session: hooks.requireSession,
    customer: hooks.requireCustomer,
    staff: others.staff,
  });
}

export type AuthHooks = {
  /** Any valid token, anonymous included: 401 missing/malformed, 498 expired, 418 revoked. */
  requireSession: (request: FastifyRequest) => Promise<void>;
  /** A signed-in customer; an anonymous token answers 401. */
  requireCustomer: (request: FastifyRequest) => Promise<void>;
  /** No token: `request.session` stays null. A token is held to the same rules as requireSession. */
  optionalSession: (request: FastifyRequest) => Promise<void>;
};

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'] ?? request.headers.authorization;
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.replace(/^Bearer\s+/i, '') || undefined : undefined;
}

type SessionLookup = (id: string) => Promise<SessionCheck | undefined>;

/**
 * Verifies the token, then reads the session row on every call, so a logout takes effect at once on every
 * node; look-ups of one event-loop turn share a query (platform/coalesce.ts).
 */
async function authenticate(deps: Pick<AppDeps, 'config'>, lookup: SessionLookup, token: string): Promise<AuthSession> {
  const claims = await verifyAccessToken(deps.config, token);
  const session = await lookup(claims.sid);
  const customerId = claims.sub === 'anonymous' ? null : claims.sub;
  if (!session || session.revoked || session.storeId !== claims.store || session.customerId !== customerId) {
    throw new AppError('session_revoked', 'The session has ended; sign in again');
  }
  return { sessionId: session.id, storeId: session.storeId, customerId, storedCart: session.cart };
}

export function createAuthHooks(deps: Pick<AppDeps, 'db' | 'config'>): AuthHooks {
  const lookup = coalesced((ids: string[]) => findSessions(deps.db, ids));
  const requireSession = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw new AppError('unauthenticated', 'An access token is required');
    request.session = await authenticate(deps, lookup, token);
  };
  return {
    requireSession,
    requireCustomer: async (request) => {
      await requireSession(request);
      if (!request.session?.customerId) throw new AppError('unauthenticated', 'Sign in to continue');
    },
    optionalSession: async (request) => {
      const token = tokenOf(request);
      request.session = token ? await authenticate(deps, lookup, token) : null;
    },
  };
}

/** The session must belong to the store the request names; another store's token answers 418. */
export function assertSameStore(session: AuthSession, storeId: number) {
  if (session.storeId !== storeId) {
    throw new AppError('session_revoked', 'The session belongs to another store');
  }
}

/** The session set by a preHandler; a route without one is a programming error. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new Error('sessionOf() on a route without an auth preHandler');
  return request.session;
}
