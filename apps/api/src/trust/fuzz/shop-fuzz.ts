import fc from 'fast-check';
import { requestHead } from '../../../../../e2e/fixtures/raw-http.js';
import { type ShopUnderTest, startShopUnderTest } from '../../../../../e2e/fixtures/shop.js';
import { errorShapeProblem, FuzzTally } from './answer-checks.js';
import { SESSION_ENDING } from './api-fuzz.js';
import { type ApiRequest, apiRequests } from './api-requests.js';
import type { FuzzRoute } from './api-routes.js';
import { type CatalogueSample, hintsOf, sampleCatalogue } from './catalogue-hints.js';
import { changedTables, type Fingerprint, fingerprint } from './fingerprint.js';
import { describePage, type PageRequest, pageRequests } from './page-requests.js';
import { sendRawForAnswer } from './raw-answer.js';
import type { Hints } from './schema-arbitraries.js';

/**
 * A real shop on a port (pages need the built storefront), for what only the wire shows: pages
 * rendered by React Router, and API requests whose bytes no injecting client would send.
 */
export type ShopFuzz = {
  shop: ShopUnderTest;
  /** Answers Fastify's client-error handler wrote before routing, in its own shape (see below). */
  catalogue: CatalogueSample;
  hints: Hints;
  visitor: string;
  tally: FuzzTally;
  lastFingerprint?: Fingerprint;
};

export async function startShopFuzz(): Promise<ShopFuzz> {
  const shop = await startShopUnderTest();
  const catalogue = await sampleCatalogue(shop.database.pool);
  const visitor = await startVisitor(shop, catalogue.storeId);
  return { shop, catalogue, hints: hintsOf(catalogue), visitor, tally: new FuzzTally() };
}

async function startVisitor(shop: Pick<ShopUnderTest, 'url'>, storeId: number): Promise<string> {
  const session = await fetch(`${shop.url}/api/v1.2/auth/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'web', device_id: 'fuzz', store_id: storeId }),
  });
  return ((await session.json()) as { data: { token: string } }).data.token;
}

const cut = (text: string, n = 300) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);

type Wire = { group: string; what: string; head: string; body?: Buffer; errorShape: boolean };

/**
 * Sends raw bytes; the answer must be below 500, the business tables untouched unless it
 * succeeded, and (for the API) a 4xx in the shop's error shape.
 */
async function checkOnWire(s: ShopFuzz, { group, what, head, body, errorShape }: Wire): Promise<void> {
  const before = s.lastFingerprint ?? (await fingerprint(s.shop.database.pool));
  s.lastFingerprint = undefined;
  const started = performance.now();
  const answer = await sendRawForAnswer(s.shop.url, head, body).catch((error: Error) => {
    throw new Error(`no answer (${error.message})\n  ${what}`);
  });
  s.tally.count(group, answer.status, performance.now() - started, cut(what, 80));
  const fail = (why: string) => {
    throw new Error(`${why}\n  ${what}\n  ${cut(answer.head, 400)}\n\n  ${cut(answer.body, 400)}`);
  };
  if (answer.status >= 500) fail(`answered ${answer.status}`);
  if (errorShape && answer.status >= 400 && !head.startsWith('HEAD ')) {
    const problem = errorShapeProblem(answer.status, answer.contentType, answer.body);
    if (problem) fail(`a ${answer.status} outside the error shape: ${problem}`);
  }
  if (answer.status >= 300) {
    const after = await fingerprint(s.shop.database.pool);
    const changed = changedTables(before, after);
    if (changed.length) fail(`a refused request changed ${changed.join(', ')}`);
    s.lastFingerprint = after;
  }
}

export async function checkPageRequest(s: ShopFuzz, request: PageRequest) {
  const head = requestHead(`${request.method} ${request.target} HTTP/1.1`, { Host: 'localhost', ...request.headers });
  await checkOnWire(s, { group: 'pages', what: describePage(request), head, errorShape: false });
}

export async function fuzzPages(s: ShopFuzz, numRuns: number, seed: number) {
  await fc.assert(
    fc.asyncProperty(pageRequests(s.catalogue, s.hints), (request) => checkPageRequest(s, request)),
    { numRuns, seed },
  );
}

/** The API over a socket: a visitor's token or none (this shop has no signed-in customers), the bytes as generated. */
async function checkApiOnWire(s: ShopFuzz, request: ApiRequest) {
  const pooled = request.caller.kind === 'visitor' || request.caller.kind === 'customer';
  // A logout must not end the visitor every other request uses.
  const visitor =
    pooled && SESSION_ENDING.has(request.route) ? await startVisitor(s.shop, s.catalogue.storeId) : s.visitor;
  const token: Record<string, string> = pooled
    ? { 'x-auth-token': visitor }
    : request.caller.kind === 'garbage'
      ? { 'x-auth-token': request.caller.token }
      : {};
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  const headers = {
    Host: 'localhost',
    ...request.headers,
    ...token,
    ...(body ? { 'Content-Length': String(body.length) } : {}),
  };
  const what = `${request.method} ${cut(request.url)} body ${cut(request.body ?? '', 200)} (hostile: ${request.traits.join(', ') || 'nothing'})`;
  const line = `${request.method} ${request.url} HTTP/1.1`;
  await checkOnWire(s, { group: 'API over the wire', what, head: requestHead(line, headers), body, errorShape: true });
}

export async function fuzzApiOnWire(s: ShopFuzz, routes: FuzzRoute[], numRuns: number, seed: number) {
  const requests = fc.oneof(...routes.map((route) => apiRequests(route, s.hints, s.catalogue.storeId)));
  await fc.assert(
    fc.asyncProperty(requests, (request) => checkApiOnWire(s, request)),
    { numRuns, seed },
  );
}

/** A request to the health call whose head is over 16 KiB, and its answer. */
export async function oversizedHead(s: ShopFuzz) {
  const head = requestHead('GET /api/v1.2/health HTTP/1.1', { Host: 'localhost', 'x-padding': 'a'.repeat(20_000) });
  return sendRawForAnswer(s.shop.url, head);
}

/** Health and the home page still answer 200 over the wire. */
export async function shopHealth(s: ShopFuzz) {
  const health = await fetch(`${s.shop.url}/api/v1.2/health`);
  const home = await fetch(`${s.shop.url}/`);
  return { health: health.status, home: home.status };
}
