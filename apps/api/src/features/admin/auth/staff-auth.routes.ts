import { API_BASE, adminAuthCalls } from '@kordon/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../../config/env.js';
import type { AppDeps } from '../../../deps.js';
import { clientKeyOf } from '../../../http/client-key.js';
import { handle } from '../../../http/route.js';
import { getStaffMember } from '../staff/staff.service.js';
import { STAFF_REFRESH_COOKIE, staffSessionLimits } from './staff-session.limits.js';
import { endStaffSession, refreshStaffSession, type StaffSessionOpened } from './staff-session.service.js';
import { requestStaffCode, signInStaff } from './staff-sign-in.service.js';

/** Only the staff auth calls ever see the cookie; page scripts never do (httpOnly). */
const cookiePath = `${API_BASE}/admin/auth`;

function cookieOptions(config: Config) {
  return {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.siteUrl.startsWith('https://'),
  };
}

function answerWithCookie(reply: FastifyReply, config: Config, opened: StaffSessionOpened) {
  reply.setCookie(STAFF_REFRESH_COOKIE, opened.refreshToken, {
    ...cookieOptions(config),
    maxAge: staffSessionLimits.sessionMaxSeconds,
  });
  return opened.answer;
}

export async function staffAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  handle(app, adminAuthCalls.requestCode, async ({ body }, { request }) =>
    requestStaffCode({ ...deps, outbox: app.outbox }, body, clientKeyOf(request.ip)),
  );
  handle(app, adminAuthCalls.signIn, async ({ body }, { request, reply }) =>
    answerWithCookie(reply, config, await signInStaff(deps, body, clientKeyOf(request.ip))),
  );
  handle(app, adminAuthCalls.refresh, async (_input, { request, reply }) =>
    answerWithCookie(reply, config, await refreshStaffSession(deps, request.cookies[STAFF_REFRESH_COOKIE])),
  );
  handle(app, adminAuthCalls.logout, async (_input, { session, reply }) => {
    await endStaffSession(deps.db, session.sessionId);
    reply.clearCookie(STAFF_REFRESH_COOKIE, cookieOptions(config));
  });
  handle(app, adminAuthCalls.me, async (_input, { session }) => getStaffMember(deps.db, session.staffId));
}
