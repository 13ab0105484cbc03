import {
  type AnyCall,
  API_BASE,
  adminAuthCalls,
  type CallAnswer,
  type CallRequest,
  pathOf,
  queryStringOf,
  type StaffSignedIn,
} from '@kordon/contract';
import type { SessionStore } from '../auth/session-store';
import { AdminApiError, apiErrorOf, unreachable } from './api-error';

/** The request argument may be left out when the call takes no params, query or body. */
export type CallArgs<C> =
  Partial<CallRequest<C>> extends CallRequest<C> ? [request?: CallRequest<C>] : [request: CallRequest<C>];

export type AdminApi = {
  /** Makes a declared call, typed by its declaration; throws AdminApiError for any error answer. */
  call<const C extends AnyCall>(call: C, ...args: CallArgs<C>): Promise<CallAnswer<C>>;
  /** A call that answers a file (`produces`, a PDF): its body, fetched with the staff token. */
  file<const C extends AnyCall & { produces: string }>(call: C, ...args: CallArgs<C>): Promise<Blob>;
  /** Trades the refresh cookie for a new access token; calls made meanwhile share the one request. */
  refresh(): Promise<StaffSignedIn>;
  /** Keeps the token of a sign-in and marks the session signed in. */
  start(signedIn: StaffSignedIn): void;
  /** Ends the session on the server, then forgets the token whatever it answered. */
  signOut(): Promise<void>;
};

type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** 401: no or an unknown token; 498: it expired. The refresh cookie may still buy a new one. */
const RENEWABLE = new Set([401, 498]);
const isRenewable = (error: unknown) => error instanceof AdminApiError && RENEWABLE.has(error.status);
/** The cookie is gone or refused (401, 418 session_revoked …): signing in again is the only way on. */
const isRefusal = (error: unknown) => error instanceof AdminApiError && error.status >= 400 && error.status < 500;

/**
 * The back office's one way to the API. The access token lives only in this closure (never in
 * storage a script could read); the refresh token is an httpOnly cookie the browser sends to the
 * staff auth path by itself.
 */
export function createAdminApi({
  session,
  fetch: send = globalThis.fetch.bind(globalThis),
}: {
  session: SessionStore;
  fetch?: typeof fetch;
}): AdminApi {
  let token: string | undefined;
  let refreshing: Promise<StaffSignedIn> | undefined;

  const request = async (call: AnyCall, input: Input, bearer?: string) => {
    const headers = new Headers({ accept: call.produces ? `${call.produces}, application/json` : 'application/json' });
    if (input.body !== undefined) headers.set('content-type', 'application/json');
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    let response: Response;
    try {
      response = await send(API_BASE + pathOf(call, input.params) + queryStringOf(input.query), {
        method: call.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        credentials: 'same-origin',
      });
    } catch {
      throw unreachable();
    }
    // A file's success is its bytes; its errors are JSON like any other call's.
    if (call.produces && response.ok) return response.blob();
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw apiErrorOf(response, body);
    return body;
  };

  const start = (signedIn: StaffSignedIn) => {
    token = signedIn.token;
    session.set({ status: 'signed-in', staff: signedIn.staff });
  };
  const end = () => {
    token = undefined;
    session.set({ status: 'signed-out' });
  };

  const refresh = () =>
    (refreshing ??= (request(adminAuthCalls.refresh, {}) as Promise<CallAnswer<typeof adminAuthCalls.refresh>>)
      .then(({ data }) => {
        start(data);
        return data;
      })
      .catch((error: unknown) => {
        // A server that is down mid-session is no reason to sign out; a refused cookie, or none at load, is.
        if (isRefusal(error) || session.get().status === 'checking') end();
        throw error;
      })
      .finally(() => {
        refreshing = undefined;
      }));

  const callAsStaff = async (call: AnyCall, input: Input) => {
    const used = token ?? (await refresh()).token;
    try {
      return await request(call, input, used);
    } catch (error) {
      if (!isRenewable(error)) throw error;
      // Calls that failed together renew once: a later one finds the token already replaced.
      const renewed = token && token !== used ? token : (await refresh()).token;
      try {
        return await request(call, input, renewed);
      } catch (again) {
        if (isRenewable(again)) end();
        throw again;
      }
    }
  };

  const call = <const C extends AnyCall>(declared: C, ...[input]: CallArgs<C>) => {
    const parts = (input ?? {}) as Input;
    return (declared.auth === 'staff' ? callAsStaff(declared, parts) : request(declared, parts)) as Promise<
      CallAnswer<C>
    >;
  };

  return {
    call,
    file: (declared, ...[input]) => callAsStaff(declared, (input ?? {}) as Input) as Promise<Blob>,
    refresh,
    start,
    signOut: async () => {
      try {
        if (token) await callAsStaff(adminAuthCalls.logout, {});
      } catch {
        // Unreachable or already ended: this browser forgets the token all the same.
      } finally {
        end();
      }
    },
  };
}
