import { hasStaffRole } from '@kordon/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../http/app-error.js';
import type { AuthGuard } from '../../../http/route.js';
import { findStaffSession } from './staff-session.queries.js';
import { verifyStaffToken } from './staff-token.js';

/** Staff send their access token as `Authorization: Bearer …`; the shoppers' X-Auth-Token is not read. */
function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The guard of `auth: 'staff'` calls. 401 without a valid staff token (a shopper's included), 498
 * when it expired, 418 when its session ended (sign-out, removal), 403 below the call's `staffRole`.
 * The session and the member's role are read on every call, so a removal or a demotion counts at
 * once, not when the token runs out.
 */
export function createStaffGuard(deps: Pick<AppDeps, 'db' | 'config'>): AuthGuard {
  return async (request) => {
    const token = bearerTokenOf(request);
    if (!token) throw new AppError('unauthenticated', 'A staff access token is required');
    const claims = await verifyStaffToken(deps.config.jwtSecret, token);
    const session = await findStaffSession(deps.db, claims.sid);
    if (!session || session.ended || session.staffId !== claims.sub) {
      throw new AppError('session_revoked', 'The staff session has ended; sign in again');
    }
    const least = request.routeOptions.config.call?.staffRole;
    if (!least) throw new Error(`The staff guard on ${request.url}, a route that declares no staffRole`);
    if (!hasStaffRole(session.role, least)) {
      const which = least === 'owner' ? 'the owner role' : `the ${least} role or higher`;
      throw new AppError('forbidden', `This needs ${which}; ask the shop owner`);
    }
    request.staff = {
      staffId: session.staffId,
      sessionId: session.id,
      email: session.email,
      name: session.name,
      role: session.role,
    };
  };
}
