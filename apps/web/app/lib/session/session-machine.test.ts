import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID, deferred, fakeApi, fakeToken, json, pairResponse, sessionUnderTest } from './session.testing';
import { SessionLostError } from './session-machine';

const anonymous = (n: number) => fakeToken({ sub: 'anonymous', sid: `s${n}`, n });
const customer = (n: number) => fakeToken({ sub: CUSTOMER_ID, sid: `c${n}`, n });
const signedInStorage = (token = customer(1), refresh = 'r1') => ({
  accessToken: token,
  refreshToken: refresh,
  customer: JSON.stringify({ firstname: 'Anna', lastname: 'K', email: 'anna@example.com' }),
  settings: JSON.stringify({ currency: { code: 'EUR' } }),
  deviceId: 'device-1',
});
/** Answers 498 to the old token and 200 to any other: an endpoint that needs a fresh token. */
const expiredFor = (old: string) => (call: { token: string | null }) =>
  call.token === old ? json(498, { code: 'token_expired', message: 'expired' }) : json(200, { data: call.token });

describe('no token: anonymous sign-in', () => {
  it('signs in anonymously on 401, stores the pair and replays the call once with the new token', async () => {
    const api = fakeApi({
      '/cart': (call) => (call.token ? json(200, { data: 'cart' }) : json(401, { code: 'unauthenticated' })),
      '/auth/anonymous': () => pairResponse(anonymous(1), 'r1'),
    });
    const { session, storage } = sessionUnderTest(api, { settings: '{}' });

    const response = await session.request('/cart', { headers: { 'x-app-language': 'ru' } });

    expect(response.status).toBe(200);
    expect(api.pathsCalled()).toEqual(['/cart', '/auth/anonymous', '/cart']);
    expect(api.calls[0]?.token).toBeNull();
    expect(api.calls[1]?.body).toEqual({ platform: 'web', device_id: 'device-1', store_id: '1' });
    expect(api.calls[2]?.token).toBe(anonymous(1));
    expect(storage.dump()).toMatchObject({ accessToken: anonymous(1), refreshToken: 'r1', deviceId: 'device-1' });
    expect(session.status()).toEqual({ signedIn: false, customer: null });
  });

  it('signs in before a write instead of waiting for its 401', async () => {
    const api = fakeApi({ '/auth/anonymous': () => pairResponse(anonymous(1), 'r1') });
    const { session } = sessionUnderTest(api);

    await session.request('/auth/login', { method: 'POST', body: '{"email":"a@b.cd"}' });

    expect(api.pathsCalled()).toEqual(['/auth/anonymous', '/auth/login']);
    expect(api.calls[1]).toMatchObject({ token: anonymous(1), body: { email: 'a@b.cd' } });
  });

  it('keeps one device id for the browser', async () => {
    const newDeviceId = vi.fn(() => `device-${newDeviceId.mock.calls.length}`);
    const api = fakeApi({});
    const { session } = sessionUnderTest(api, {}, { newDeviceId });
    expect([session.deviceId(), session.deviceId()]).toEqual(['device-1', 'device-1']);
    expect(newDeviceId).toHaveBeenCalledTimes(1);
  });

  it('sends public calls without a token and without signing in', async () => {
    const api = fakeApi({});
    const { session } = sessionUnderTest(api);
    expect((await session.request('/menu')).status).toBe(200);
    expect(api.calls).toEqual([{ path: '/menu', token: null, refreshToken: null, body: null }]);
  });
});

describe('expired token: refresh and replay', () => {
  it('sends the stored token and leaves a good answer alone', async () => {
    const api = fakeApi({});
    const { session } = sessionUnderTest(api, signedInStorage());
    await session.request('/profile/personal');
    expect(api.calls).toEqual([{ path: '/profile/personal', token: customer(1), refreshToken: null, body: null }]);
  });

  it('refreshes with X-Refresh-Token on 498 and replays with the new token, keeping method, body and headers', async () => {
    const api = fakeApi({
      '/cart': expiredFor(customer(1)),
      '/auth/refresh': () => pairResponse(customer(2), 'r2'),
    });
    const { session, storage } = sessionUnderTest(api, signedInStorage());

    const response = await session.request('/cart', {
      method: 'PUT',
      body: '{"products":[]}',
      headers: { 'x-app-currency': 'EUR' },
    });

    expect(await response.json()).toEqual({ data: customer(2) });
    expect(api.calls.map((c) => [c.path, c.token, c.refreshToken])).toEqual([
      ['/cart', customer(1), null],
      ['/auth/refresh', null, 'r1'],
      ['/cart', customer(2), null],
    ]);
    expect(api.calls[2]?.body).toEqual({ products: [] });
    expect(storage.dump()).toMatchObject({ accessToken: customer(2), refreshToken: 'r2' });
    // Still the same customer: the token's subject says so.
    expect(session.status().signedIn).toBe(true);
    expect(session.status().customer?.email).toBe('anna@example.com');
  });

  it('three calls failing at once share one refresh and are each replayed once', async () => {
    const refresh = deferred<Response>();
    const api = fakeApi({
      '/a': expiredFor(customer(1)),
      '/b': expiredFor(customer(1)),
      '/c': expiredFor(customer(1)),
      '/auth/refresh': () => refresh.promise,
    });
    const { session } = sessionUnderTest(api, signedInStorage());

    const pending = Promise.all(['/a', '/b', '/c'].map((path) => session.request(path)));
    await vi.waitFor(() => expect(api.pathsCalled()).toContain('/auth/refresh'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    refresh.resolve(pairResponse(customer(2), 'r2'));
    const responses = await pending;

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(api.pathsCalled().filter((p) => p === '/auth/refresh')).toHaveLength(1);
    const replays = api.calls.filter((c) => c.path !== '/auth/refresh' && c.token === customer(2));
    expect(replays.map((c) => c.path).sort()).toEqual(['/a', '/b', '/c']);
    expect(api.calls).toHaveLength(7);
  });

  it('a call made while a refresh runs waits for it and goes out with the new token', async () => {
    const refresh = deferred<Response>();
    const api = fakeApi({ '/a': expiredFor(customer(1)), '/auth/refresh': () => refresh.promise });
    const { session } = sessionUnderTest(api, signedInStorage());

    const first = session.request('/a');
    await vi.waitFor(() => expect(api.pathsCalled()).toContain('/auth/refresh'));
    const second = session.request('/b');
    refresh.resolve(pairResponse(customer(2), 'r2'));
    await Promise.all([first, second]);

    expect(api.calls.filter((c) => c.path === '/b').map((c) => c.token)).toEqual([customer(2)]);
  });

  it('a 498 that arrives after the refresh finished is replayed with the new token, without another refresh', async () => {
    const slow = deferred<Response>();
    const api = fakeApi({
      '/fast': expiredFor(customer(1)),
      '/slow': (call) => (call.token === customer(1) ? slow.promise : json(200, { data: 'ok' })),
      '/auth/refresh': () => pairResponse(customer(2), 'r2'),
    });
    const { session } = sessionUnderTest(api, signedInStorage());

    const slowCall = session.request('/slow');
    await session.request('/fast');
    slow.resolve(json(498, { code: 'token_expired' }));

    expect((await slowCall).status).toBe(200);
    expect(api.pathsCalled().filter((p) => p === '/auth/refresh')).toHaveLength(1);
    expect(api.calls.at(-1)).toMatchObject({ path: '/slow', token: customer(2) });
  });

  it('a replay that fails again is not retried a second time', async () => {
    const api = fakeApi({
      '/a': () => json(498, { code: 'token_expired' }),
      '/auth/refresh': () => pairResponse(customer(2), 'r2'),
    });
    const { session } = sessionUnderTest(api, signedInStorage());

    const response = await session.request('/a');

    expect(response.status).toBe(498);
    expect(api.pathsCalled()).toEqual(['/a', '/auth/refresh', '/a']);
  });

  it('does not refresh again when the renewal lock finds that another tab already did', async () => {
    const api = fakeApi({ '/a': expiredFor(customer(1)) });
    const { session, storage } = sessionUnderTest(api, signedInStorage(), {
      exclusive: async (task) => {
        storage.setItem('accessToken', customer(9));
        return task();
      },
    });
    expect((await session.request('/a')).status).toBe(200);
    expect(api.calls.map((c) => [c.path, c.token])).toEqual([
      ['/a', customer(1)],
      ['/a', customer(9)],
    ]);
  });
});

describe('renewal failure', () => {
  it('rejects every waiting call and clears tokens, customer and settings when the refresh is refused', async () => {
    const refresh = deferred<Response>();
    const api = fakeApi({
      '/a': expiredFor(customer(1)),
      '/b': expiredFor(customer(1)),
      '/auth/refresh': () => refresh.promise,
    });
    const { session, storage, events } = sessionUnderTest(api, signedInStorage());
    const listener = vi.fn();
    session.subscribe(listener);

    const calls = ['/a', '/b'].map((path) => session.request(path));
    await vi.waitFor(() => expect(api.pathsCalled()).toContain('/auth/refresh'));
    const waiting = session.request('/c');
    refresh.resolve(json(418, { code: 'session_revoked' }));

    for (const call of [...calls, waiting]) await expect(call).rejects.toBeInstanceOf(SessionLostError);
    expect(storage.dump()).toEqual({ deviceId: 'device-1' });
    expect(events.settingsCleared).toBe(1);
    expect(session.status()).toEqual({ signedIn: false, customer: null });
    expect(listener).toHaveBeenCalled();
    expect(api.pathsCalled().filter((p) => p === '/a' || p === '/b')).toHaveLength(2);
  });

  it('starts over with an anonymous sign-in on the next call', async () => {
    const api = fakeApi({
      '/a': (call) => (call.token === anonymous(1) ? json(200, { data: 1 }) : json(401, {})),
      '/auth/refresh': () => json(401, { code: 'unauthenticated' }),
      '/auth/anonymous': () => pairResponse(anonymous(1), 'r9'),
    });
    const { session } = sessionUnderTest(api, signedInStorage());
    await expect(session.request('/a')).rejects.toBeInstanceOf(SessionLostError);
    expect((await session.request('/a')).status).toBe(200);
    expect(api.pathsCalled()).toEqual(['/a', '/auth/refresh', '/a', '/auth/anonymous', '/a']);
  });

  it('rejects and clears the settings when the anonymous sign-in is refused', async () => {
    const api = fakeApi({
      '/a': () => json(401, {}),
      '/auth/anonymous': () => json(422, { errors: { store_id: ['Unknown store'] } }),
    });
    const { session, storage, events } = sessionUnderTest(api, { settings: '{"currency":{"code":"EUR"}}' });
    await expect(session.request('/a')).rejects.toMatchObject({ status: 422 });
    expect(storage.dump().settings).toBeUndefined();
    expect(events.settingsCleared).toBe(1);
  });

  it('keeps the tokens when the API cannot be reached, fails or limits the address (not a refusal)', async () => {
    const limited = () => json(429, { code: 'rate_limited', message: 'Please wait 5 minutes' });
    for (const failure of [() => Promise.reject(new TypeError('Failed to fetch')), () => json(503, {}), limited]) {
      const api = fakeApi({ '/a': expiredFor(customer(1)), '/auth/refresh': failure });
      const { session, storage } = sessionUnderTest(api, signedInStorage());
      await expect(session.request('/a')).rejects.toBeInstanceOf(SessionLostError);
      expect(storage.dump()).toMatchObject({ accessToken: customer(1), refreshToken: 'r1' });
    }
  });
});

describe('418 and 455', () => {
  it('418 clears the stored tokens and settings; the next call signs in anonymously', async () => {
    const api = fakeApi({
      '/a': (call) => (call.token === customer(1) ? json(418, {}) : call.token ? json(200, {}) : json(401, {})),
      '/auth/anonymous': () => pairResponse(anonymous(1), 'r5'),
    });
    const { session, storage, events } = sessionUnderTest(api, signedInStorage());

    expect((await session.request('/a')).status).toBe(418);
    expect(storage.dump()).toEqual({ deviceId: 'device-1' });
    expect(events.settingsCleared).toBe(1);
    expect(session.status().signedIn).toBe(false);

    expect((await session.request('/a')).status).toBe(200);
    expect(api.pathsCalled()).toEqual(['/a', '/a', '/auth/anonymous', '/a']);
  });

  it('418 for a token that was already replaced (the visitor just signed in) keeps the new session', async () => {
    const late = deferred<Response>();
    const api = fakeApi({ '/a': () => late.promise });
    const { session, storage } = sessionUnderTest(api, { accessToken: anonymous(1), refreshToken: 'r1' });
    const call = session.request('/a');
    session.signIn({
      token: customer(1),
      refresh_token: 'r2',
      customer: { id: CUSTOMER_ID, email: 'anna@example.com', firstname: '', lastname: '' },
    });
    late.resolve(json(418, {}));
    expect((await call).status).toBe(418);
    expect(storage.dump()).toMatchObject({ accessToken: customer(1), refreshToken: 'r2' });
  });

  it('455 clears everything stored and reports that the session is gone', async () => {
    const api = fakeApi({ '/a': () => json(455, {}) });
    const { session, storage, events } = sessionUnderTest(api, { ...signedInStorage(), cart: '{}', currency: 'EUR' });
    expect((await session.request('/a')).status).toBe(455);
    expect(storage.dump()).toEqual({});
    expect(events).toEqual({ settingsCleared: 1, gone: 1 });
  });
});

describe('signed-in status', () => {
  it('derives from the token subject and re-derives after every token change', async () => {
    const api = fakeApi({
      '/auth/logout': () => json(204, {}),
      '/a': (call) => (call.token ? json(200, {}) : json(401, {})),
      '/auth/anonymous': () => pairResponse(anonymous(2), 'r3'),
    });
    const { session, storage } = sessionUnderTest(api, { accessToken: anonymous(1), refreshToken: 'r1' });
    const listener = vi.fn();
    session.subscribe(listener);
    expect(session.status()).toEqual({ signedIn: false, customer: null });

    session.signIn({
      token: customer(1),
      refresh_token: 'r2',
      customer: { id: CUSTOMER_ID, email: 'anna@example.com', firstname: 'Anna', lastname: 'K' },
    });
    expect(session.status()).toEqual({
      signedIn: true,
      customer: { firstname: 'Anna', lastname: 'K', email: 'anna@example.com' },
    });
    expect(session.status()).toBe(session.status());
    expect(listener).toHaveBeenCalledTimes(1);

    await session.signOut();
    expect(api.calls.find((c) => c.path === '/auth/logout')?.token).toBe(customer(1));
    expect(storage.dump().accessToken).toBeUndefined();
    expect(storage.dump().customer).toBeUndefined();
    expect(session.status().signedIn).toBe(false);

    await session.request('/a');
    expect(storage.dump()).toMatchObject({ accessToken: anonymous(2) });
    expect(session.status()).toEqual({ signedIn: false, customer: null });
  });

  it('forgets the session on sign-out even when the server cannot be reached, and keeps the settings', async () => {
    const api = fakeApi({ '/auth/logout': () => Promise.reject(new TypeError('offline')) });
    const { session, storage } = sessionUnderTest(api, signedInStorage());
    await session.signOut();
    expect(storage.dump()).toEqual({ settings: '{"currency":{"code":"EUR"}}', deviceId: 'device-1' });
  });
});

describe('expiry known in advance', () => {
  it('refreshes before the call once the page knows the server clock and the token has run out', async () => {
    const api = fakeApi({
      '/a': (call) => (call.token ? json(200, {}) : json(401, {})),
      '/auth/anonymous': () =>
        pairResponse(fakeToken({ sub: 'anonymous', iat: 1_700_000_000, exp: 1_700_000_600 }), 'r1'),
      '/auth/refresh': () => pairResponse(anonymous(2), 'r2'),
    });
    const { session, clock } = sessionUnderTest(api);
    await session.request('/a');
    clock.now += 599_000;
    await session.request('/a');
    expect(api.pathsCalled()).toEqual(['/a', '/auth/anonymous', '/a', '/auth/refresh', '/a']);
  });

  it('leaves expiry to the server while the clock difference is unknown', async () => {
    const api = fakeApi({});
    const stale = fakeToken({ sub: 'anonymous', iat: 1, exp: 2 });
    const { session } = sessionUnderTest(api, { accessToken: stale, refreshToken: 'r1' });
    await session.request('/a');
    expect(api.calls).toEqual([{ path: '/a', token: stale, refreshToken: null, body: null }]);
  });
});

describe('a sign-in while a renewal is on the wire', () => {
  const signIn = (session: ReturnType<typeof sessionUnderTest>['session']) =>
    session.signIn({
      token: customer(7),
      refresh_token: 'customer-r',
      customer: { id: CUSTOMER_ID, email: 'anna@example.com', firstname: 'Anna', lastname: 'K' },
    });

  it('keeps the customer signed in when the late renewal is refused (418 for the upgraded visitor)', async () => {
    const refresh = deferred<Response>();
    const api = fakeApi({ '/a': expiredFor(anonymous(1)), '/auth/refresh': () => refresh.promise });
    const { session, storage } = sessionUnderTest(api, { ...signedInStorage(anonymous(1), 'visitor-r') });

    const call = session.request('/a');
    await vi.waitFor(() => expect(api.pathsCalled()).toContain('/auth/refresh'));
    signIn(session);
    refresh.resolve(json(418, { code: 'session_revoked', message: 'revoked' }));
    await call;

    expect(storage.dump()).toMatchObject({ accessToken: customer(7), refreshToken: 'customer-r' });
    expect(session.status().signedIn).toBe(true);
  });

  it('does not overwrite the customer tokens with the late visitor pair', async () => {
    const refresh = deferred<Response>();
    const api = fakeApi({ '/a': expiredFor(anonymous(1)), '/auth/refresh': () => refresh.promise });
    const { session, storage } = sessionUnderTest(api, { ...signedInStorage(anonymous(1), 'visitor-r') });

    const call = session.request('/a');
    await vi.waitFor(() => expect(api.pathsCalled()).toContain('/auth/refresh'));
    signIn(session);
    refresh.resolve(pairResponse(anonymous(2), 'visitor-r2'));
    await call;

    expect(storage.dump()).toMatchObject({ accessToken: customer(7), refreshToken: 'customer-r' });
  });
});
