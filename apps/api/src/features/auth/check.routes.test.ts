import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, oneTimeCodes, sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  call,
  codeIn,
  insertStore,
  latestMailTo,
  signIn,
  startSession,
  uniqueEmail,
  uniqueIp,
} from './auth.testing.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
});
afterAll(() => t.close());

/** An anonymous session that has asked for a code for a fresh address. */
async function pendingLogin(options: { ip?: string } = {}) {
  const email = uniqueEmail();
  const visitor = await startSession(t, storeId);
  const ip = options.ip ?? uniqueIp();
  const login = await call(t, 'POST', '/auth/login', { token: visitor.token, body: { email, store_id: storeId }, ip });
  expect(login.statusCode).toBe(200);
  const code = codeIn((await latestMailTo(t, email))!.text);
  const check = (verification_code: unknown, token = visitor.token) =>
    call(t, 'POST', '/auth/check', {
      token,
      body: { device_id: 'device-1', platform: 'web', store_id: storeId, verification_code },
      ip,
    });
  return { email, visitor, code, check };
}

const wrongCodeFor = (code: string) => (code === '111111' ? '222222' : '111111');

describe('POST /auth/check', () => {
  it('creates the customer on the first sign-in and opens a new session family for it', async () => {
    const { email, visitor, code, check } = await pendingLogin();
    const response = await check(code);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.customer).toEqual({ id: expect.any(String), email, firstname: '', lastname: '' });
    const claims = decodeJwt(data.token);
    expect(claims.sub).toBe(data.customer.id);
    expect(claims.sid).not.toBe(decodeJwt(visitor.token).sid);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims.sid as string));
    expect(session).toMatchObject({ customerId: data.customer.id, deviceId: 'device-1', revokedAt: null });
    const [old] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, decodeJwt(visitor.token).sid as string));
    expect(old!.revokedReason).toBe('upgraded');
    expect((await call(t, 'POST', '/auth/logout', { token: visitor.token })).statusCode).toBe(418);
    const refreshed = await call(t, 'POST', '/auth/refresh', { headers: { 'x-refresh-token': data.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().data.token).sub).toBe(data.customer.id);
  });

  it('finds the same customer on the next sign-in, whatever the letter case of the address', async () => {
    const email = uniqueEmail();
    const first = await signIn(t, storeId, email);
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(oneTimeCodes.email, email));
    const second = await signIn(t, storeId, email.toUpperCase());
    expect(second.customer.id).toBe(first.customer.id);
    const rows = await t.db.select().from(customers).where(sql`lower(${customers.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it('accepts the code as a number and with spaces inside', async () => {
    const asNumber = await pendingLogin();
    expect((await asNumber.check(Number(asNumber.code))).statusCode).toBe(200);
    const spaced = await pendingLogin();
    expect((await spaced.check(`${spaced.code.slice(0, 3)} ${spaced.code.slice(3)}`)).statusCode).toBe(200);
  });

  it('answers 422 Invalid code for a wrong code and counts the attempt', async () => {
    const { email, code, check } = await pendingLogin();
    const response = await check(wrongCodeFor(code));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { verification_code: ['Invalid code'] },
    });
    const [row] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(sql`${oneTimeCodes.email} = ${email} AND ${oneTimeCodes.purpose} = 'login'`);
    expect(row!.attempts).toBe(1);
    expect((await check(code)).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries: even the right code is refused then', async () => {
    const { code, check } = await pendingLogin();
    for (let i = 1; i <= 4; i++) {
      expect((await check(wrongCodeFor(code))).json().errors.verification_code).toEqual(['Invalid code']);
    }
    const fifth = await check(wrongCodeFor(code));
    expect(fifth.json().errors.verification_code).toEqual(['Too many wrong attempts. Please request a new code']);
    const right = await check(code);
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new code');
  });

  it('answers 422 The code has expired after 10 minutes', async () => {
    const { email, code, check } = await pendingLogin();
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, email));
    const response = await check(code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ verification_code: ['The code has expired'] });
  });

  it('accepts a code once only', async () => {
    const { code, check } = await pendingLogin();
    const first = await check(code);
    expect(first.statusCode).toBe(200);
    // The visitor session is retired by the sign-in, so a replay is refused before the code is looked at.
    expect((await check(code)).statusCode).toBe(418);
  });

  it('only lets the session that asked for the code redeem it', async () => {
    const { code, check } = await pendingLogin();
    const stranger = await startSession(t, storeId);
    const response = await check(code, stranger.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ verification_code: ['Invalid code'] });
    expect((await check(code)).statusCode).toBe(200);
  });

  it('answers 422 for a malformed or missing code without counting an attempt', async () => {
    const { email, check } = await pendingLogin();
    expect((await check('12ab56')).json().errors).toEqual({ verification_code: ['Invalid code'] });
    expect((await check(undefined)).json().errors).toEqual({ verification_code: ['Required field'] });
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row!.attempts).toBe(0);
  });

  it('answers 418 for a token of another store than the body names', async () => {
    const { code } = await pendingLogin();
    const otherStore = await insertStore(t, 'Other');
    const other = await startSession(t, otherStore);
    const response = await call(t, 'POST', '/auth/check', {
      token: other.token,
      body: { device_id: 'd', platform: 'web', store_id: storeId, verification_code: code },
    });
    expect(response.statusCode).toBe(418);
  });

  it('refuses more than 30 wrong codes from one IP address in 10 minutes', async () => {
    const ip = uniqueIp();
    for (let round = 0; round < 6; round++) {
      const { code, check } = await pendingLogin({ ip });
      for (let i = 0; i < 5; i++) expect((await check(wrongCodeFor(code))).statusCode).toBe(422);
    }
    const { code, check } = await pendingLogin({ ip });
    const blocked = await check(code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Please wait \d+ minutes before trying another code$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
  });
});
