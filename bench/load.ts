import autocannon from 'autocannon';
import type { BenchRequest } from './baseline.js';
import { IDEMPOTENCY_KEY_PLACEHOLDER } from './targets.js';

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** The shop's CPU time (its process and PostgreSQL) per completed request, warm-up excluded. */
  cpuMsPerRequest?: number;
};

export type LoadSettings = { seconds: number; connections: number; warmUp: { shop: number; baseline: number } };

/** A run's own figures, histogram not yet summarised (skipAggregateResult), so runs can be merged. */
type RawRun = { latencies: unknown; totalCompletedRequests: number; duration: number } & Pick<
  autocannon.Result,
  'errors' | 'timeouts' | 'non2xx'
>;
// autocannon 8 exports aggregateResult (it merges worker results); @types/autocannon 7 does not know it.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult: (runs: RawRun[], opts: object) => autocannon.Result;
};

/** What changes from one request to the next: a new Idempotency-Key, or a query the answer cache has not seen. */
export type Variation = { idempotencyKey?: boolean; bypassCache?: boolean; tokens?: string[] };

/**
 * `fresh=<uuid>` varies the baseline's requests; the shop keys only what a call reads, so an uncached
 * target also sends `X-Cache-Bypass` with the bench's token and a nonce: a first visit each time.
 */
export const BYPASS_PARAM = 'fresh';
export const BENCH_CACHE_BYPASS_TOKEN = 'bench-only-cache-bypass-0000';

let turn = 0;

function varied(req: autocannon.Request, vary: Variation): autocannon.Request {
  // The order's idempotency key is in its body (contract/checkout.ts): a new one per request.
  const body =
    vary.idempotencyKey && typeof req.body === 'string'
      ? req.body.replace(IDEMPOTENCY_KEY_PLACEHOLDER, crypto.randomUUID())
      : req.body;
  const path = req.path ?? '/';
  const nonce = crypto.randomUUID();
  const bust = `${path.includes('?') ? '&' : '?'}${BYPASS_PARAM}=${nonce}`;
  const headers = {
    ...req.headers,
    ...(vary.tokens?.length && { 'x-auth-token': vary.tokens[turn++ % vary.tokens.length] as string }),
    ...(vary.bypassCache && { 'x-cache-bypass': `${BENCH_CACHE_BYPASS_TOKEN}:${nonce}` }),
  };
  return { ...req, body, headers, path: vary.bypassCache ? `${path}${bust}` : path };
}

function run(url: string, request: BenchRequest, seconds: number, connections: number, vary: Variation) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    skipAggregateResult: true,
    requests: [
      {
        method: request.method as autocannon.Request['method'],
        path: request.path,
        headers: request.headers,
        body: request.body,
        ...((vary.idempotencyKey || vary.bypassCache || vary.tokens) && {
          setupRequest: (req: autocannon.Request) => varied(req, vary),
        }),
      },
    ],
  }) as unknown as Promise<RawRun>;
}

function figures(url: string, runs: RawRun[]): LoadFigures {
  // It validates its options as a run's; only the URL is required.
  const merged = aggregateResult(runs, { url });
  const requests = runs.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.duration, 0);
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: merged.latency.p50,
    p99Ms: merged.latency.p99,
    requests,
    errors: merged.errors + merged.timeouts,
    non2xx: merged.non2xx,
  };
}

/**
 * Shop ½, baseline 1, shop ½, after a warm-up each: both centred on the same moment, so other work on the
 * shared cores weighs on both alike and the ratio keeps.
 */
export async function measurePair(
  shopUrl: string,
  baselineUrl: string,
  request: BenchRequest,
  settings: LoadSettings,
  vary: Variation = {},
  shopCpuMs?: () => number,
): Promise<{ shop: LoadFigures; baseline: LoadFigures }> {
  const { seconds, connections, warmUp } = settings;
  let cpuMs = 0;
  const shop = async (s: number) => {
    const before = shopCpuMs?.() ?? Number.NaN;
    const result = await run(shopUrl, request, s, connections, vary);
    cpuMs += (shopCpuMs?.() ?? Number.NaN) - before;
    return result;
  };
  const baseline = (s: number) => run(baselineUrl, request, s, connections, vary);
  await run(shopUrl, request, warmUp.shop, connections, vary);
  const first = await shop(seconds / 2);
  await baseline(warmUp.baseline);
  const base = await baseline(seconds);
  const second = await shop(seconds / 2);
  const shopFigures = figures(shopUrl, [first, second]);
  const perRequest = cpuMs / Math.max(shopFigures.requests, 1);
  if (Number.isFinite(perRequest)) shopFigures.cpuMsPerRequest = Math.round(perRequest * 100) / 100;
  return { shop: shopFigures, baseline: figures(baselineUrl, [base]) };
}
