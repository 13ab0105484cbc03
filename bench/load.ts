import autocannon from 'autocannon';
import type { BenchRequest } from './baseline.js';

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
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

function run(url: string, request: BenchRequest, seconds: number, connections: number, fresh: boolean) {
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
        // Order creation must not replay: every request gets its own Idempotency-Key.
        ...(fresh && {
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            headers: { ...req.headers, 'idempotency-key': crypto.randomUUID() },
          }),
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
 * The shop and its baseline under the same load, in the order shop ½, baseline 1, shop ½: both are
 * centred on the same moment, so other work that rises or fades on the shared cores weighs on both
 * alike and the ratio keeps. Each server gets a warm-up first (JIT, caches, connection pools).
 */
export async function measurePair(
  shopUrl: string,
  baselineUrl: string,
  request: BenchRequest,
  settings: LoadSettings,
  fresh = false,
): Promise<{ shop: LoadFigures; baseline: LoadFigures }> {
  const { seconds, connections, warmUp } = settings;
  const shop = (s: number) => run(shopUrl, request, s, connections, fresh);
  const baseline = (s: number) => run(baselineUrl, request, s, connections, fresh);
  await shop(warmUp.shop);
  const first = await shop(seconds / 2);
  await baseline(warmUp.baseline);
  const base = await baseline(seconds);
  const second = await shop(seconds / 2);
  return { shop: figures(shopUrl, [first, second]), baseline: figures(baselineUrl, [base]) };
}
