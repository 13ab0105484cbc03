import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, insertStore, startSession, uniqueIp } from './auth.testing.js';
import { ANONYMOUS_SESSIONS_PER_WINDOW } from './session.limits.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
});
afterAll(() => t.close());

const refresh = (token: string) =>
  call(t, 'POST', '/auth/refresh', { headers: { 'x-refresh-token': token, 'content-type': 'application/json' } });

const sessionOfToken = async (token: string) => {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, decodeJwt(token).sid as string));
  return row!;
};

describe('POST /auth/anonymous', () => {
  it(`refuses more than ${ANONYMOUS_SESSIONS_PER_WINDOW} calls from one client in 10 minutes with 429 and Retry-After`, async () => {
    const start = (remoteAddress: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1.2/auth/anonymous', remoteAddress, payload: body });
    const session = { platform: 'web', device_id: 'looping-script', store_id: storeId };
    // Every call counts, a refused one too; empty bodies keep the database out of the loop. The
    // addresses share one /64, so they are one client.
    for (let i = 1; i < ANONYMOUS_SESSIONS_PER_WINDOW; i += 20) {
      const count = Math.min(20, ANONYMOUS_SESSIONS_PER_WINDOW - i);
      const answers = await Promise.all(Array.from({ length: count }, (_, k) => start(`2001:db8:77::${i + k}`, {})));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(count).fill(422));
    }
    expect((await start('2001:db8:77::ffff', session)).statusCode).toBe(200);
    const refused = await start('2001:db8:77::fffe', session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Please wait/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await start(uniqueIp(), session)).statusCode).toBe(200);
  });

  it('returns an HS256 access token for an anonymous visitor and an opaque refresh token', async () => {
    const response = await call(t, 'POST', '/auth/anonymous', {
      body: { platform: 'web', device_id: 'fingerprint-1', store_id: storeId },
    });
    expect(response.statusCode).toBe(200);
    const { token, refresh_token } = response.json().data;
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: 'anonymous', store: storeId });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the session and only the SHA-256 hash of the refresh token', async () => {
    const pair = await startSession(t, storeId);
    const session = await sessionOfToken(pair.token);
    expect(session).toMatchObject({ storeId, customerId: null, platform: 'web', revokedAt: null });
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(pair.refresh_token).digest('hex'));
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(60);
  });

  it('accepts the store id as a numeric string', async () => {
    const response = await call(t, 'POST', '/auth/anonymous', {
      body: { platform: 'web', device_id: 'fingerprint-2', store_id: String(storeId) },
    });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json().data.token).store).toBe(storeId);
  });

  it('answers 422 for a store that does not exist', async () => {
    const response = await call(t, 'POST', '/auth/anonymous', {
      body: { platform: 'web', device_id: 'fingerprint-3', store_id: 999_999 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ store_id: ['Unknown store'] });
  });

  it('answers 422 per field for a missing device id and store and a wrong platform', async () => {
    const response = await call(t, 'POST', '/auth/anonymous', { body: { platform: 'fax' } });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.device_id).toEqual(['Required field']);
    expect(errors.store_id).toEqual(['Required field']);
    expect(errors.platform).toHaveLength(1);
  });

  it('answers 400 for a malformed JSON body', async () => {
    const response = await call(t, 'POST', '/auth/anonymous', {
      headers: { 'content-type': 'application/json' },
      body: '{"platform": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: its refresh token and its access token answer 418 afterwards', async () => {
    const pair = await startSession(t, storeId);
    const logout = await call(t, 'POST', '/auth/logout', {
      token: pair.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: null });
    expect(await sessionOfToken(pair.token)).toMatchObject({ revokedReason: 'logout' });
    expect((await refresh(pair.refresh_token)).statusCode).toBe(418);
    const again = await call(t, 'POST', '/auth/logout', { token: pair.token });
    expect(again.statusCode).toBe(418);
  });

  it('answers 401 without an access token', async () => {
    const response = await call(t, 'POST', '/auth/logout');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthenticated' });
  });
});
