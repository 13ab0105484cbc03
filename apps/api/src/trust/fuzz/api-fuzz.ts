import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { signIn, startSession, uniqueEmail, uniqueIp } from '../../features/auth/auth.testing.js';
import { signAccessToken } from '../../features/auth/token.service.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { errorShapeProblem, FuzzTally } from './answer-checks.js';
import { type ApiRequest, apiRequests, describeApiRequest } from './api-requests.js';
import { type FuzzRoute, type OpenApiDocument, routesOf } from './api-routes.js';
import { type CatalogueSample, hintsOf, sampleCatalogue } from './catalogue-hints.js';
import { changedTables, type Fingerprint, fingerprint } from './fingerprint.js';
import type { Caller } from './request-parts.js';
import type { Hints } from './schema-arbitraries.js';

/** Calls that end or replace the caller's session: they get a fresh visitor, never a pooled one. */
export const SESSION_ENDING = new Set(['endSession', 'signInWithCode']);

export type ApiFuzz = {
  t: TestApp;
  document: OpenApiDocument;
  routes: FuzzRoute[];
  catalogue: CatalogueSample;
  hints: Hints;
  visitors: string[];
  customers: string[];
  tally: FuzzTally;
  /** The fingerprint after the last refused request: nothing has written since, so it is the next one's "before". */
  lastFingerprint?: Fingerprint;
  close: () => Promise<void>;
};

/**
 * The demo shop with pooled visitors and customers; long-lived tokens and lifted order brakes let a long
 * run reach validation instead of 498 and 429.
 */
export async function startApiFuzz(pool = { visitors: 12, customers: 4 }): Promise<ApiFuzz> {
  const t = await createTestApp({
    demo: true,
    env: {
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      CHECKOUT_CREATES_PER_SESSION: '1000000',
      CHECKOUT_CREATES_PER_CLIENT: '1000000',
      CHECKOUT_UNPAID_PER_SESSION: '0',
      CHECKOUT_UNPAID_PER_CLIENT: '0',
    },
  });
  const document = (await t.app.inject({ method: 'GET', url: '/api/v1.2/openapi.json' })).json() as OpenApiDocument;
  const catalogue = await sampleCatalogue(t.pool);
  const visitors: string[] = [];
  for (let i = 0; i < pool.visitors; i++) visitors.push((await startSession(t, catalogue.storeId, uniqueIp())).token);
  const customers: string[] = [];
  for (let i = 0; i < pool.customers; i++) {
    customers.push((await signIn(t, catalogue.storeId, uniqueEmail('fuzz'), { ip: uniqueIp() })).token);
  }
  return {
    t,
    document,
    routes: routesOf(document),
    catalogue,
    hints: hintsOf(catalogue),
    visitors,
    customers,
    tally: new FuzzTally(),
    close: () => t.close(),
  };
}

async function tokenHeaders(f: ApiFuzz, request: ApiRequest): Promise<Record<string, string>> {
  const caller: Caller = request.caller;
  if (caller.kind === 'none') return {};
  if (caller.kind === 'garbage') {
    return caller.header === 'authorization'
      ? { authorization: `Bearer ${caller.token}` }
      : { 'x-auth-token': caller.token };
  }
  if (caller.kind === 'forged') {
    const subject = { sub: caller.sub, sid: caller.sid, store: caller.store as number };
    const now = Math.floor(Date.now() / 1000);
    return { 'x-auth-token': await signAccessToken(f.t.config, subject, caller.expired ? now - 60 : undefined) };
  }
  if (SESSION_ENDING.has(request.route)) {
    return { 'x-auth-token': (await startSession(f.t, f.catalogue.storeId, uniqueIp())).token };
  }
  const pool = caller.kind === 'visitor' ? f.visitors : f.customers;
  return { 'x-auth-token': pool[caller.slot % pool.length]! };
}

function send(f: ApiFuzz, request: ApiRequest, auth: Record<string, string>): Promise<LightMyRequestResponse> {
  return f.t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...auth },
    remoteAddress: request.ip,
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

const cut = (text: string, n = 400) => (text.length > n ? `${text.slice(0, n)}…` : text);

/**
 * Sends one request and holds the answer to the rules: below 500; a 4xx in the shop's error shape;
 * the business tables as they were unless the call succeeded. Throws, naming the request, otherwise.
 */
export async function checkApiRequest(
  f: ApiFuzz,
  request: ApiRequest,
): Promise<{ status: number; code?: string; ms: number }> {
  const auth = await tokenHeaders(f, request);
  const before = f.lastFingerprint ?? (await fingerprint(f.t.pool));
  f.lastFingerprint = undefined;
  const started = performance.now();
  const response = await send(f, request, auth);
  const ms = performance.now() - started;
  const status = response.statusCode;
  f.tally.count(request.route, status, ms, `${request.method} ${cut(request.url, 60)} ${request.traits.join(', ')}`);
  const fail = (why: string) => {
    throw new Error(`${why}\n  ${describeApiRequest(request)}\n  answer ${status}: ${cut(response.body)}`);
  };
  if (status >= 500) fail(`answered ${status}`);
  if (status >= 400 && request.method !== 'HEAD') {
    const problem = errorShapeProblem(status, response.headers['content-type'] as string | undefined, response.body);
    if (problem) fail(`a ${status} outside the error shape: ${problem}`);
  }
  if (status >= 300) {
    const after = await fingerprint(f.t.pool);
    const changed = changedTables(before, after);
    if (changed.length) fail(`a refused request changed ${changed.join(', ')}`);
    f.lastFingerprint = after;
  }
  return { status, code: status >= 400 && request.method !== 'HEAD' ? response.json().code : undefined, ms };
}

/** Generated requests to one route, checked one after another; fast-check shrinks a failure to its core. */
export async function fuzzRoute(f: ApiFuzz, route: FuzzRoute, numRuns: number, seed: number) {
  await fc.assert(
    fc.asyncProperty(apiRequests(route, f.hints, f.catalogue.storeId), async (request) => {
      await checkApiRequest(f, request);
    }),
    { numRuns, seed, endOnFailure: false },
  );
}

/** The process still serves: health answers 200 and a known call still works for a pooled visitor. */
export async function apiHealth(f: ApiFuzz) {
  f.lastFingerprint = undefined;
  const health = await f.t.app.inject({ method: 'GET', url: '/api/v1.2/health' });
  const cart = await f.t.app.inject({
    method: 'PUT',
    url: '/api/v1.2/cart',
    headers: { 'x-auth-token': f.visitors[0]! },
    payload: { products: [] },
  });
  return { health: health.statusCode, cart: cart.statusCode };
}
