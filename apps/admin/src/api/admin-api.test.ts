import { adminAuditCalls, adminAuthCalls, adminStaffCalls } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../auth/session-store';
import { errorAnswer, fetchStub, fieldErrors, type SeenRequest } from '../testing/fetch-stub';
import { staffMember } from '../testing/render-admin';
import { createAdminApi } from './admin-api';
import { AdminApiError } from './api-error';

const owner = staffMember('owner');
const signedIn = (token: string) => ({ body: { data: { token, expires_in_seconds: 900, staff: owner } } });
const bearer = (request: SeenRequest) => request.headers.get('authorization');

function apiOver(routes: Parameters<typeof fetchStub>[0], token = 'old') {
  const stub = fetchStub(routes);
  const session = createSessionStore({ status: 'signed-out' });
  const api = createAdminApi({ session, fetch: stub.fetch });
  api.start({ token, expires_in_seconds: 900, staff: owner });
  return { api, session, stub };
}

/** The staff list answers 401 to the old token, and 200 to the renewed one. */
const expiringList =
  (status = 401) =>
  (request: SeenRequest) =>
    bearer(request) === 'Bearer new'
      ? { body: { data: [owner] } }
      : errorAnswer(status, 'token_expired', 'The access token has expired');

describe('the back office API client', () => {
  it('makes a declared call with its path, query and the access token', async () => {
    const { api, stub } = apiOver({ 'GET /admin/audit': { body: { data: [], total: 0 } } });
    const answer = await api.call(adminAuditCalls.list, { query: { object_type: 'staff', page: 2 } });
    expect(answer).toEqual({ data: [], total: 0 });
    const [request] = stub.calls;
    expect(request?.query.toString()).toBe('object_type=staff&page=2');
    expect(bearer(request!)).toBe('Bearer old');
  });

  it.each([401, 498])(
    'renews an access token refused with %i once, and repeats the call with the new one',
    async (status) => {
      const { api, stub } = apiOver({
        'GET /admin/staff': expiringList(status),
        'POST /admin/auth/refresh': signedIn('new'),
      });
      const answer = await api.call(adminStaffCalls.list);
      expect(answer.data).toEqual([owner]);
      expect(stub.calls.map((c) => `${c.method} ${c.path} ${bearer(c) ?? '-'}`)).toEqual([
        'GET /admin/staff Bearer old',
        'POST /admin/auth/refresh -',
        'GET /admin/staff Bearer new',
      ]);
    },
  );

  it('renews once for calls that fail together', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, stub } = apiOver({
      'GET /admin/staff': expiringList(),
      'POST /admin/auth/refresh': async () => {
        await gate;
        return signedIn('new');
      },
    });
    const calls = Promise.all([
      api.call(adminStaffCalls.list),
      api.call(adminStaffCalls.list),
      api.call(adminStaffCalls.list),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect((await calls).map((answer) => answer.data)).toEqual([[owner], [owner], [owner]]);
    expect(stub.callsTo('POST', '/admin/auth/refresh')).toHaveLength(1);
  });

  it('signs out when the refresh cookie is refused, and does not loop', async () => {
    const { api, session, stub } = apiOver({
      'GET /admin/staff': errorAnswer(401, 'unauthenticated', 'The access token is invalid'),
      'POST /admin/auth/refresh': errorAnswer(418, 'session_revoked', 'The session has ended; sign in again'),
    });
    await expect(api.call(adminStaffCalls.list)).rejects.toMatchObject({ status: 418, code: 'session_revoked' });
    expect(session.get()).toEqual({ status: 'signed-out' });
    expect(stub.calls).toHaveLength(2);
  });

  it('signs out when even the renewed token is refused', async () => {
    const { api, session, stub } = apiOver({
      'GET /admin/me': errorAnswer(401, 'unauthenticated', 'The access token is invalid'),
      'POST /admin/auth/refresh': signedIn('new'),
    });
    await expect(api.call(adminAuthCalls.me)).rejects.toMatchObject({ status: 401 });
    expect(session.get()).toEqual({ status: 'signed-out' });
    expect(stub.calls.map((c) => c.path)).toEqual(['/admin/me', '/admin/auth/refresh', '/admin/me']);
  });

  it('does not renew for a call that needs no staff token (a wrong code is no expired session)', async () => {
    const { api, stub } = apiOver({ 'POST /admin/auth/check': errorAnswer(401, 'unauthenticated', 'No') });
    await expect(
      api.call(adminAuthCalls.signIn, { body: { email: 'a@b.test', code: '123456' } }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(stub.calls).toHaveLength(1);
  });

  it('reads a 409 from the error envelope as a conflict, with the server’s message', async () => {
    const { api } = apiOver({
      'PATCH /admin/staff/:id': errorAnswer(409, 'conflict', 'The shop keeps at least one owner'),
    });
    const failure = await api
      .call(adminStaffCalls.update, { params: { id: owner.id }, body: { role: 'viewer', version: 1 } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AdminApiError);
    expect(failure).toMatchObject({
      status: 409,
      code: 'conflict',
      isConflict: true,
      message: 'The shop keeps at least one owner',
    });
  });

  it('reads a 422’s messages per field, and a 429’s wait', async () => {
    const { api } = apiOver({
      'POST /admin/staff': fieldErrors({ email: ['Invalid email'] }),
      'POST /admin/auth/code': {
        ...errorAnswer(429, 'rate_limited', 'Too many requests'),
        headers: { 'retry-after': '40' },
      },
    });
    const invalid = await api
      .call(adminStaffCalls.invite, { body: { email: 'x', name: 'X', role: 'viewer' } })
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({ status: 422, code: 'validation_failed', fields: { email: ['Invalid email'] } });
    const limited = await api
      .call(adminAuthCalls.requestCode, { body: { email: 'a@b.test' } })
      .catch((e: unknown) => e);
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 40 });
  });

  it('names a failure with no answer, and an answer outside the contract, by status', async () => {
    const down = createAdminApi({
      session: createSessionStore(),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(down.call(adminAuthCalls.requestCode, { body: { email: 'a@b.test' } })).rejects.toMatchObject({
      status: 0,
      code: 'unavailable',
    });
    const { api } = apiOver({ 'GET /admin/staff': { status: 502, body: '<html>Bad gateway</html>' } });
    await expect(api.call(adminStaffCalls.list)).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  it('ends the session on the server with the token, then forgets it', async () => {
    const { api, session, stub } = apiOver({ 'POST /admin/auth/logout': { body: { data: null } } });
    await api.signOut();
    expect(bearer(stub.calls[0]!)).toBe('Bearer old');
    expect(session.get()).toEqual({ status: 'signed-out' });
  });
});
