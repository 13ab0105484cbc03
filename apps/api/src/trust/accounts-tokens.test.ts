import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../db/schema/index.js';
import { call, insertStore, signIn, startSession, uniqueEmail } from '../features/auth/auth.testing.js';
import { REFRESH_GRACE_SECONDS } from '../features/auth/session.limits.js';
import { signAccessToken } from '../features/auth/token.service.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { addressPool } from './accounts-attack.js';

/** Issue 12 item 4, accounts: refresh-token reuse and the access tokens the API refuses (docs/security.md). */

let t: TestApp;
let storeId: number;
const nextIp = addressPool(81);
beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
});
afterAll(() => t.close());

const sessionIdOf = (token: string) => decodeJwt(token).sid as string;

describe('a refresh token used again after the grace window', () => {
  const refresh = (token: string) => call(t, 'POST', '/auth/refresh', { headers: { 'x-refresh-token': token } });
  const profile = (token: string) => call(t, 'GET', '/profile/personal', { token });

  it(`revokes the customer's whole family: 418 for the old and the newest tokens (${REFRESH_GRACE_SECONDS} s)`, async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail(), { ip: nextIp() });
    const newest = (await refresh(signedIn.refresh_token)).json().data;
    expect((await profile(newest.token)).statusCode).toBe(200);
    const hash = createHash('sha256').update(signedIn.refresh_token).digest('hex');
    await t.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1})` })
      .where(eq(refreshTokens.tokenHash, hash));
    expect((await refresh(signedIn.refresh_token)).statusCode).toBe(418);
    expect((await refresh(newest.refresh_token)).statusCode).toBe(418);
    expect((await profile(newest.token)).statusCode).toBe(418);
    const [family] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(newest.token)));
    expect(family!.revokedReason).toBe('reuse');
  });
});

describe('access tokens the API refuses', () => {
  const profile = (token: string) => call(t, 'GET', '/profile/personal', { token });
  const key = (secret: string) => new TextEncoder().encode(secret);
  const now = () => Math.floor(Date.now() / 1000);

  /** The token with its claims changed and its signature kept. */
  function tampered(token: string, change: Record<string, unknown>) {
    const [header, payload, signature] = token.split('.');
    const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...change };
    return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
  }

  it('refuses forged, expired and altered tokens, and accepts the genuine one', async () => {
    const a = await signIn(t, storeId, uniqueEmail('a'), { ip: nextIp() });
    const b = await signIn(t, storeId, uniqueEmail('b'), { ip: nextIp() });
    const claims = { sid: sessionIdOf(a.token), store: storeId };
    const signed = (secret: string, alg = 'HS256') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject(a.customer.id)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key(secret));
    const unsigned = new UnsecuredJWT(claims).setSubject(a.customer.id).setIssuedAt().setExpirationTime('5m');
    const tokens = {
      genuine: a.token,
      'signed with another key': await signed('another-secret-another-secret-123'),
      'alg: none': unsigned.encode(),
      'HS512 with our key': await signed(t.config.jwtSecret, 'HS512'),
      expired: await signAccessToken(t.config, { sub: a.customer.id, ...claims }, now() - 5),
      'claims changed: sub of another customer': tampered(a.token, { sub: b.customer.id }),
      'claims changed: session of another customer': tampered(a.token, { sid: sessionIdOf(b.token) }),
      'claims changed: a day more': tampered(a.token, { exp: now() + 86_400 }),
      'claims changed: no session': tampered(a.token, { sid: undefined }),
    };
    const answers: Record<string, string> = {};
    for (const [what, token] of Object.entries(tokens)) {
      const response = await profile(token);
      answers[what] = `${response.statusCode} ${response.json().code ?? response.json().data.email}`;
    }
    const refused = '401 unauthenticated';
    expect(answers).toEqual({
      genuine: `200 ${a.customer.email}`,
      'signed with another key': refused,
      'alg: none': refused,
      'HS512 with our key': refused,
      expired: '498 token_expired',
      'claims changed: sub of another customer': refused,
      'claims changed: session of another customer': refused,
      'claims changed: a day more': refused,
      'claims changed: no session': refused,
    });
  });

  it('refuses (418) a token of another store, and one whose claims do not match its session even when signed with our key', async () => {
    const a = await signIn(t, storeId, uniqueEmail('a'), { ip: nextIp() });
    const b = await signIn(t, storeId, uniqueEmail('b'), { ip: nextIp() });
    const otherStore = await insertStore(t, 'Other shop');
    const elsewhere = await startSession(t, otherStore, nextIp());
    const login = await call(t, 'POST', '/auth/login', {
      token: elsewhere.token,
      body: { email: uniqueEmail(), store_id: storeId },
    });
    expect(login.statusCode).toBe(418);
    const sid = sessionIdOf(a.token);
    const forStore = await signAccessToken(t.config, { sub: a.customer.id, sid, store: otherStore });
    const asOther = await signAccessToken(t.config, { sub: b.customer.id, sid, store: storeId });
    for (const token of [forStore, asOther]) {
      const response = await profile(token);
      expect(response.statusCode).toBe(418);
      expect(response.json().code).toBe('session_revoked');
    }
    expect((await profile(a.token)).json().data.email).toBe(a.customer.email);
  });
});
