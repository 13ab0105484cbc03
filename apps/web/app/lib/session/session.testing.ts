import { createSession, type SessionDeps } from './session-machine';
import { memoryStorage } from './session-storage';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with these claims: the storefront only reads them. */
export function fakeToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

export const CUSTOMER_ID = '5f0e7a8e-2f1b-4a43-9a77-3c2e1c0a9d11';

export type ApiCall = { path: string; token: string | null; refreshToken: string | null; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const pairResponse = (token: string, refresh: string) => json(200, { data: { token, refresh_token: refresh } });

/** A promise the test settles by hand, to hold a response back while others race. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A scripted API: handlers per path (the API base stripped), every call recorded in order.
 * Paths without a handler answer 200 `{data: null}`.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch: SessionDeps['fetch'] = async (url, init) => {
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      path: url.replace('/api/v1.2', ''),
      token: headers.get('x-auth-token'),
      refreshToken: headers.get('x-refresh-token'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const handler = handlers[call.path];
    return handler ? handler(call) : json(200, { data: null });
  };
  return { fetch, calls, pathsCalled: () => calls.map((call) => call.path) };
}

/** A session over memory storage and the fake API; the clock is the test's to move. */
export function sessionUnderTest(
  api: ReturnType<typeof fakeApi>,
  stored: Record<string, string> = {},
  extra: Partial<SessionDeps> = {},
) {
  const storage = memoryStorage(stored);
  const clock = { now: 1_700_000_000_000 };
  const events = { settingsCleared: 0, gone: 0 };
  const session = createSession({
    storage,
    fetch: api.fetch,
    storeId: async () => '1',
    newDeviceId: () => 'device-1',
    now: () => clock.now,
    onSettingsCleared: () => events.settingsCleared++,
    onGone: () => events.gone++,
    ...extra,
  });
  return { session, storage, clock, events };
}
