import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, insertStore, startSession, uniqueIp } from './auth.testing.js';
import { REFRESH_GRACE_SECONDS, REFRESHES_PER_WINDOW } from './session.limits.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
});
afterAll(() => t.close());

const refresh = (token: string | undefined, ip?: string) =>
  call(t, 'POST', '/auth/refresh', {
    headers: { ...(token ? { 'x-refresh-token': token } : {}), 'content-type': 'application/json' },
    ip,
  });

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionOfToken = async (token: string) => {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, decodeJwt(token).sid as string));
  return row!;
};

const tokenRowsOf = (token: string) =>
  t.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, decodeJwt(token).sid as string));

/** Moves the first use of a token back in time, as if its retry came that much later. */
const useEarlier = (token: string, seconds: number) =>
  t.db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, hashOf(token)));

describe('POST /auth/refresh', () => {
  it('rotates: a new pair for the same session, and the presented token is used up', async () => {
    const first = await startSession(t, storeId);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeJwt(second.token).sid).toBe(decodeJwt(first.token).sid);
    const [used] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(first.refresh_token)));
    expect(used!.usedAt).toBeInstanceOf(Date);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it(`answers a retry within ${REFRESH_GRACE_SECONDS} s with the identical pair, and the session goes on`, async () => {
    const first = await startSession(t, storeId);
    const answer = (await refresh(first.refresh_token)).json().data;
    const retry = await refresh(first.refresh_token);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(answer);
    expect(await tokenRowsOf(first.token)).toHaveLength(2);
    expect((await refresh(answer.refresh_token)).statusCode).toBe(200);
    expect(await sessionOfToken(first.token)).toMatchObject({ revokedAt: null });
  });

  it('gives every one of several simultaneous refreshes with one token the same single rotation', async () => {
    const pair = await startSession(t, storeId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(pair.refresh_token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const pairs = new Set(answers.map((a) => a.body));
    expect(pairs.size).toBe(1);
    expect(await tokenRowsOf(pair.token)).toHaveLength(2);
  });

  it(`answers 418 to a reuse after ${REFRESH_GRACE_SECONDS} s and revokes the whole family`, async () => {
    const first = await startSession(t, storeId);
    const second = (await refresh(first.refresh_token)).json().data;
    await useEarlier(first.refresh_token, REFRESH_GRACE_SECONDS + 1);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(418);
    expect(reuse.json()).toMatchObject({ code: 'session_revoked' });
    expect(await sessionOfToken(first.token)).toMatchObject({ revokedReason: 'reuse' });
    expect((await refresh(second.refresh_token)).statusCode).toBe(418);
    const logout = await call(t, 'POST', '/auth/logout', { token: second.token });
    expect(logout.statusCode).toBe(418);
  });

  it('answers 418 to a reuse within the window once the successor was used, and revokes the family', async () => {
    const first = await startSession(t, storeId);
    const second = (await refresh(first.refresh_token)).json().data;
    const third = (await refresh(second.refresh_token)).json().data;
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(418);
    expect(await sessionOfToken(first.token)).toMatchObject({ revokedReason: 'reuse' });
    expect((await refresh(third.refresh_token)).statusCode).toBe(418);
  });

  it('answers 401 without a token, for an unknown token and for an expired one', async () => {
    expect((await call(t, 'POST', '/auth/refresh')).statusCode).toBe(401);
    expect((await refresh('not-a-token')).json()).toMatchObject({ code: 'unauthenticated' });
    const pair = await startSession(t, storeId);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashOf(pair.refresh_token)));
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it(`refuses more than ${REFRESHES_PER_WINDOW} refreshes from one client in 10 minutes with 429 and Retry-After`, async () => {
    const ip = uniqueIp();
    const pair = await startSession(t, storeId);
    // Every call counts, answered or not: a loop of bad tokens is held up like a loop of good ones.
    for (let i = 0; i < REFRESHES_PER_WINDOW; i += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(undefined, ip)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(401));
    }
    const refused = await refresh(pair.refresh_token, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Please wait/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await refresh(pair.refresh_token, uniqueIp())).statusCode).toBe(200);
  });
});
