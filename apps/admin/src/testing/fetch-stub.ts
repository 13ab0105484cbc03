import { API_BASE } from '@kordon/contract';

/** One request the app made, as the stub saw it. */
export type SeenRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
export type StubAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type StubRoute =
  | StubAnswer
  | ((request: SeenRequest, params: Record<string, string>) => StubAnswer | Promise<StubAnswer>);

/**
 * A stand-in for the shop server at the HTTP boundary: routes are `METHOD /path` under the API base,
 * with `:name` parameters (`PATCH /admin/staff/:id`). Anything else answers the contract's 404.
 */
export function fetchStub(routes: Record<string, StubRoute>) {
  const calls: SeenRequest[] = [];
  const table = Object.entries(routes).map(([key, route]) => {
    const [method, pattern = ''] = key.split(' ');
    const names: string[] = [];
    const source = pattern.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { method, match: new RegExp(`^${source}$`), names, route };
  });
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const seen: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.slice(API_BASE.length),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(seen);
    for (const entry of table) {
      const found = entry.method === seen.method ? entry.match.exec(seen.path) : null;
      if (!found) continue;
      const params = Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
      const answer = typeof entry.route === 'function' ? await entry.route(seen, params) : entry.route;
      return json(answer.status ?? 200, answer.body ?? { data: null }, answer.headers);
    }
    return json(404, { code: 'not_found', message: `No stub for ${seen.method} ${seen.path}` });
  };
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetch: fetch as typeof globalThis.fetch, calls, callsTo };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Answers of the contract's error envelope. */
export const errorAnswer = (status: number, code: string, message: string): StubAnswer => ({
  status,
  body: { code, message },
});
export const fieldErrors = (errors: Record<string, string[]>): StubAnswer => ({
  status: 422,
  body: {
    code: 'validation_failed',
    message: 'The request has invalid fields',
    errors,
    codes: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map(() => 'invalid')])),
  },
});
