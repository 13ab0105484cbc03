import {
  type AnyCall,
  API_BASE,
  type CallAuth,
  type CallInput,
  type CallResult,
  type ErrorCode,
  type StaffRoleName,
} from '@kordon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type AnswerCaching, sendCachedAnswer, storedAnswerHook } from './answer-cache.js';
import { guardBeforeBody } from './request-guards.js';
import { securityHeadersOnSend } from './security-headers.js';
import { parseInput } from './validate.js';

/** A session's stored cart as the guard's session read found it; null when it has none. */
export type StoredCartStamp = { digest: string | null; fresh: boolean } | null;

/** Who is calling; `customerId` is null for an anonymous visitor. */
export type AuthSession = {
  sessionId: string;
  storeId: number;
  customerId: string | null;
  /**
   * The session's stored cart as the guard's session read found it (features/auth/session.queries.ts):
   * its digest, and whether it was kept within the last minute. Absent where no guard read it.
   */
  storedCart?: StoredCartStamp;
};
export type CustomerSession = AuthSession & { customerId: string };

/** A signed-in staff member (features/admin); `role` as the database has it now, not as the token was issued. */
export type StaffSession = { staffId: string; sessionId: string; email: string; name: string; role: StaffRoleName };

/** Checks a request against one auth level and sets `request.session`; throws an AppError otherwise. */
export type AuthGuard = (request: FastifyRequest) => Promise<void>;
export type AuthGuards = Record<Exclude<CallAuth, 'none'>, AuthGuard>;

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthSession | null;
    /** Set by the `staff` guard; a shopper's guards never set it. */
    staff: StaffSession | null;
  }
  interface FastifyInstance {
    /** Installed by the auth feature before any route; `handle` picks the one a call declares. */
    authGuards: AuthGuards | null;
    /** Set by features/admin on the plugin its calls are registered in: its limits apply there. */
    adminScope?: true;
  }
  interface FastifyContextConfig {
    /** The contract declaration a route was registered for. */
    call?: AnyCall;
    /** Answered from the answer cache, which writes the security headers itself (http/security-headers.ts). */
    cachedAnswer?: boolean;
  }
}

/** Declares `request.session` and the guards on the API instance, before its routes. */
export function installAuthGuards(app: FastifyInstance, guards: AuthGuards) {
  app.decorateRequest('session', null);
  app.decorateRequest('staff', null);
  app.decorate('authGuards', guards);
}

/** The session a handler gets, typed by the call's declared auth. */
export type SessionFor<C> = C extends { auth: 'staff' }
  ? StaffSession
  : C extends { auth: 'customer' }
    ? CustomerSession
    : C extends { auth: 'session' }
      ? AuthSession
      : C extends { auth: 'optional' }
        ? AuthSession | null
        : null;

export type HandlerContext<C> = { session: SessionFor<C>; request: FastifyRequest; reply: FastifyReply };

/** What a handler returns: the `data`, or `{ data, total }` for a paged call. */
export type HandlerResult<C> = C extends { paged: true }
  ? { data: CallResult<C>; total: number }
  : CallResult<C> | (CallResult<C> extends null ? undefined | void : never);

export type Handler<C> = (input: CallInput<C>, context: HandlerContext<C>) => Promise<HandlerResult<C>>;

/**
 * Every call registered on one server (405 against 404, the OpenAPI document), kept per server so two
 * apps in one process, as in the tests, do not list each other's routes.
 */
const callsByServer = new WeakMap<object, Map<string, AnyCall>>();

export function registeredCalls(app: FastifyInstance): Map<string, AnyCall> {
  let calls = callsByServer.get(app.server);
  if (!calls) {
    calls = new Map();
    callsByServer.set(app.server, calls);
  }
  return calls;
}

/**
 * Registers a handler against a contract declaration: its auth guard runs before the body is read, its
 * schemas validate the input (422 per field), and the answer is wrapped in `data`.
 */
export function handle<const C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: {
    preHandler?: preHandlerAsyncHookHandler;
    /** Public GET calls only: the answer is kept in memory and sent as it was (http/answer-cache.ts). */
    cache?: AnswerCaching;
    /** Bytes this call's body may have, instead of BODY_LIMIT_BYTES (the request guards honour it too). */
    bodyLimit?: number;
  } = {},
) {
  if (options.cache && (call.method !== 'GET' || call.auth !== 'none' || options.preHandler || isAdminCall(call))) {
    // A stored answer is sent from onRequest, before any preHandler (a rate limit) would run.
    throw new Error(`${call.id}: only public GET answers without a preHandler may be cached`);
  }
  assertAdminCallPlacement(app, call);
  registeredCalls(app).set(`${call.method} ${call.path}`, call);
  const guard = call.auth === 'none' ? undefined : app.authGuards?.[call.auth];
  if (call.auth !== 'none' && !guard) throw new Error(`No auth guard for ${call.id}: installAuthGuards() first`);
  // The guard runs before the body is read (request-guards.ts); the preHandler after parsing.
  const preParsing = guard ? [guardBeforeBody(guard)] : [];
  const preHandler = options.preHandler ? [options.preHandler] : [];
  // Made once per route: a closure named per request costs a `__name` call under tsx (keepNames).
  const answerOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = {
      params: call.params ? parseInput(call.params, request.params) : undefined,
      query: call.query ? parseInput(call.query, request.query) : undefined,
      body: call.body ? parseInput(call.body, request.body) : undefined,
    } as CallInput<C>;
    const session = (
      call.auth === 'none' ? null : call.auth === 'staff' ? request.staff : request.session
    ) as SessionFor<C>;
    const result = await handler(input, { session, request, reply });
    return call.paged ? result : { data: result === undefined ? null : result };
  };
  app.route({
    method: call.method,
    url: call.path,
    config: { call, cachedAnswer: Boolean(options.cache) },
    ...(options.cache ? { onRequest: storedAnswerHook(call), onSend: securityHeadersOnSend } : {}),
    ...(isAdminCall(call) ? { onRequest: answerNoStore } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    preParsing,
    preHandler,
    handler: async (request, reply) => {
      // Parsed inside: a cached answer's input (its URL, part of the key) is checked once, when made.
      if (options.cache) return sendCachedAnswer(request, reply, options.cache, () => answerOf(request, reply), call);
      const body = await (app.handlersInFlight
        ? app.handlersInFlight.run(() => answerOf(request, reply))
        : answerOf(request, reply));
      if (reply.sent) return reply;
      if (call.status && reply.statusCode === 200) reply.status(call.status);
      return body;
    },
  });
}

/** The back office's calls: under /admin/, never cached anywhere (docs/admin.md). */
export const isAdminCall = (call: AnyCall) => call.path.startsWith('/admin/');

/** An admin call is registered inside the admin plugin (its limits) and staff calls name their least role. */
function assertAdminCallPlacement(app: FastifyInstance, call: AnyCall) {
  if (isAdminCall(call) && !app.hasDecorator('adminScope')) {
    throw new Error(`${call.id}: register admin calls inside adminRoutes (features/admin/admin.routes.ts)`);
  }
  if ((call.auth === 'staff') !== (call.staffRole !== undefined)) {
    throw new Error(`${call.id}: a staff call names its least staffRole, and only a staff call does`);
  }
}

const answerNoStore = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
  reply.header('cache-control', 'no-store');
  done();
};

const BODY_ERRORS: ErrorCode[] = ['bad_request', 'payload_too_large', 'unsupported_media_type'];
const AUTH_ERRORS: ErrorCode[] = ['unauthenticated', 'token_expired', 'session_revoked'];

/** Error codes a call may answer: its own, plus those its input and auth imply. */
export function errorCodesOf(call: AnyCall): ErrorCode[] {
  // Any call that reaches its handler may be refused for its client's spent work budget (http/work-budget.ts).
  const codes = new Set<ErrorCode>([...(call.errors ?? []), 'rate_limited']);
  if (call.params || call.query || call.body) codes.add('validation_failed');
  for (const code of call.body ? BODY_ERRORS : []) codes.add(code);
  for (const code of call.auth !== 'none' ? AUTH_ERRORS : []) codes.add(code);
  if (call.staffRole && call.staffRole !== 'viewer') codes.add('forbidden');
  return [...codes];
}

/** Methods that exist for a concrete path, to answer 405 instead of 404. */
export function methodsForPath(app: FastifyInstance, path: string): string[] {
  return [...registeredCalls(app).values()].filter((c) => patternOf(API_BASE + c.path).test(path)).map((c) => c.method);
}

const patterns = new Map<string, RegExp>();
function patternOf(url: string): RegExp {
  let re = patterns.get(url);
  if (!re) {
    const source = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+');
    re = new RegExp(`^${source}/?$`);
    patterns.set(url, re);
  }
  return re;
}
