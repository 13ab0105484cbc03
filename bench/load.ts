import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

/** Fixed-duration load on one path; reports throughput and latency percentiles. */
export async function measureLoad(
  baseUrl: string,
  name: string,
  path: string,
  seconds: number,
  connections = 32,
): Promise<LoadResult> {
  const result = await autocannon({ url: baseUrl + path, connections, duration: seconds, headers: { accept: '*/*' } });
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
