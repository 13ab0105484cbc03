import { API_BASE, type SignedIn, type TokenPair } from '@kordon/contract';
import { apiHeaders } from '../api-call';
import { createStatusReader, type SessionStatus } from './page-session';
import { type KeyValueStorage, type StoredCustomer, safeStorage, storageKeys } from './session-storage';
import { isCustomerToken, readTokenClaims } from './token-claims';

export type { SessionStatus };

export type SessionDeps = {
  storage: KeyValueStorage;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The store of the anonymous sign-in (spec-coverage 7.1.1 store_id). */
  storeId: () => Promise<number | string>;
  newDeviceId: () => string;
  now?: () => number;
  apiBase?: string;
  /** Runs a renewal under a lock shared with the shop's other tabs (Web Locks); by default no lock. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Stored settings were dropped; the browser also forgets what mirrors them (the currency cookie). */
  onSettingsCleared?: () => void;
  /** spec-coverage 8.4 (455): everything stored is gone; go to the root and show 404. */
  onGone?: () => void;
};

/** A renewal (refresh or anonymous sign-in) failed; every request that waited for it gets this. */
export class SessionLostError extends Error {
  constructor(
    /** The status the API refused the renewal with; null when it could not be reached. */
    readonly status: number | null,
  ) {
    super(status === null ? 'The session could not be renewed' : `The session renewal was refused (${status})`);
    this.name = 'SessionLostError';
  }
}

/** An expiring token is renewed this long before its end, when the page knows the server's clock. */
const EXPIRY_MARGIN_MS = 5_000;
const needsRenewal = (status: number) => status === 401 || status === 498;

export type Session = ReturnType<typeof createSession>;

/**
 * spec-coverage 4.13a–c session machine: a 401 or 498 renews the session once, one renewal at a time, and
 * replays the call; tokens always come from storage, so tabs share one session.
 */
export function createSession(deps: SessionDeps) {
  const store = safeStorage(deps.storage);
  const now = deps.now ?? Date.now;
  const apiBase = deps.apiBase ?? API_BASE;
  const exclusive = deps.exclusive ?? ((task) => task());
  const listeners = new Set<() => void>();
  let renewal: Promise<string> | null = null;
  // Local clock minus the server's, learned from the `iat` of a token this page received. Until it
  // is known, expiry is left to the server's 498, so a wrong local clock cannot cause refresh loops.
  let clockSkewMs: number | null = null;
  const status = createStatusReader(store.get);

  const accessToken = () => store.get(storageKeys.accessToken);

  /** Listeners read `status()` again; it keeps its identity while nothing changed, so React bails out. */
  function notify() {
    for (const listener of listeners) listener();
  }

  function deviceId(): string {
    const stored = store.get(storageKeys.deviceId);
    if (stored) return stored;
    const created = deps.newDeviceId();
    store.set(storageKeys.deviceId, created);
    return created;
  }

  function storeTokens(pair: TokenPair) {
    store.set(storageKeys.accessToken, pair.token);
    store.set(storageKeys.refreshToken, pair.refresh_token);
    if (!isCustomerToken(pair.token)) store.remove(storageKeys.customer);
    const issuedAt = readTokenClaims(pair.token)?.iat;
    if (issuedAt !== undefined) clockSkewMs = now() - issuedAt * 1000;
  }

  function forgetTokens({ settings }: { settings: boolean }) {
    store.remove(storageKeys.accessToken, storageKeys.refreshToken, storageKeys.customer);
    if (settings) {
      store.remove(storageKeys.settings);
      deps.onSettingsCleared?.();
    }
    notify();
  }

  function forgetEverything() {
    store.remove(...Object.values(storageKeys));
    deps.onSettingsCleared?.();
    notify();
  }

  function looksExpired(token: string): boolean {
    const expiresAt = readTokenClaims(token)?.exp;
    if (clockSkewMs === null || expiresAt === undefined) return false;
    return expiresAt * 1000 - EXPIRY_MARGIN_MS <= now() - clockSkewMs;
  }

  /** The session's own calls: plain fetch, never renewed or replayed. */
  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<TokenPair> {
    const allHeaders = apiHeaders({}, { json: true });
    for (const [name, value] of Object.entries(headers)) allHeaders.set(name, value);
    const response = await deps.fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: allHeaders,
      body: JSON.stringify(body ?? {}),
    });
    const json = (await response.json().catch(() => null)) as { data?: TokenPair } | null;
    if (!response.ok || !json?.data?.token || !json.data.refresh_token) throw new SessionLostError(response.status);
    return json.data;
  }

  async function renewNow(failedToken: string | null): Promise<string> {
    // Another tab may have renewed while this one waited for the lock.
    const current = accessToken();
    if (current && current !== failedToken) return current;
    const refreshToken = store.get(storageKeys.refreshToken);
    // A sign-in (or another tab) may store new tokens while this renewal is on the wire; its
    // late answer must then neither overwrite them nor, if refused, wipe them.
    const replacedMeanwhile = () =>
      store.get(storageKeys.refreshToken) !== refreshToken || (accessToken() !== current && accessToken() !== null);
    try {
      const pair = refreshToken
        ? await post('/auth/refresh', undefined, { 'x-refresh-token': refreshToken })
        : await post('/auth/anonymous', { platform: 'web', device_id: deviceId(), store_id: await deps.storeId() });
      if (replacedMeanwhile()) return accessToken() ?? pair.token;
      storeTokens(pair);
      notify();
      return pair.token;
    } catch (error) {
      const latest = accessToken();
      if (replacedMeanwhile() && latest) return latest;
      // A refusal ends the stored session (spec-coverage 4.13d); an outage or a 429 says nothing about the
      // tokens, so a network blip or a crowded office does not sign the customer out.
      const status = error instanceof SessionLostError ? error.status : null;
      const refused = status !== null && status < 500 && status !== 429;
      if (refused) forgetTokens({ settings: true });
      throw error instanceof SessionLostError ? error : new SessionLostError(null);
    }
  }

  /** One renewal at a time; a call whose token was already replaced just uses the new one. */
  function renew(failedToken: string | null): Promise<string> {
    if (renewal) return renewal;
    const current = accessToken();
    if (current && current !== failedToken) return Promise.resolve(current);
    const running = exclusive(() => renewNow(failedToken)).finally(() => {
      if (renewal === running) renewal = null;
    });
    renewal = running;
    return running;
  }

  async function tokenForRequest(method: string): Promise<string | null> {
    if (renewal) return renewal;
    const token = accessToken();
    // Every write of the API needs a session: sign in first instead of collecting a 401 (reads
    // of the catalogue need none, so a visitor who only browses never gets a session).
    if (!token && !['GET', 'HEAD'].includes(method)) return renew(null);
    return token && looksExpired(token) ? renew(token) : token;
  }

  function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
    const headers = new Headers(init.headers);
    if (token) headers.set('x-auth-token', token);
    else headers.delete('x-auth-token');
    return deps.fetch(`${apiBase}${path}`, { ...init, headers });
  }

  /** spec-coverage 8.3, 8.4: 418 ends the stored session (only if it is still the one used), 455 everything. */
  function settle(response: Response, usedToken: string | null): Response {
    if (response.status === 418 && accessToken() === usedToken) forgetTokens({ settings: true });
    if (response.status === 455) {
      forgetEverything();
      deps.onGone?.();
    }
    return response;
  }

  /**
   * An API call with the session's token, renewed and replayed once on 401/498. The body must be
   * replayable (a string, as JSON calls send). Rejects with SessionLostError when renewal fails.
   */
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const token = await tokenForRequest((init.method ?? 'GET').toUpperCase());
    const response = await send(path, init, token);
    if (!needsRenewal(response.status)) return settle(response, token);
    const renewed = await renew(token);
    return settle(await send(path, init, renewed), renewed);
  }

  /** After POST /auth/check: the customer's tokens replace the visitor's. */
  function signIn(result: SignedIn) {
    storeTokens(result);
    const { firstname, lastname, email } = result.customer;
    store.set(storageKeys.customer, JSON.stringify({ firstname, lastname, email } satisfies StoredCustomer));
    notify();
  }

  /** spec-coverage 4.3 logout: the server ends the session, then tokens and customer are removed here. */
  async function signOut() {
    try {
      if (accessToken()) await request('/auth/logout', { method: 'POST' });
    } catch {
      // Unreachable or already ended: the session is forgotten here all the same.
    } finally {
      forgetTokens({ settings: false });
    }
  }

  return {
    request,
    status,
    signIn,
    signOut,
    deviceId,
    storeId: deps.storeId,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another tab changed the stored session (a `storage` event). */
    notifyStorageChanged: notify,
  };
}
