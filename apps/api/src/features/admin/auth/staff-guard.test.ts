import { createSecretKey } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffSessions } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { call, insertStore, signIn, uniqueEmail } from '../../auth/auth.testing.js';
import { adminCall, signedInStaff } from '../admin.testing.js';
import { STAFF_AUDIENCE, signStaffToken } from './staff-token.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

describe('staff tokens and shopper tokens do not mix', () => {
  it('refuses a staff token on shopper calls, in either header', async () => {
    const { token } = await signedInStaff(t, 'owner');
    const shopperCalls = [
      ['DELETE', '/cart'],
      ['GET', '/profile/personal'],
    ] as const;
    for (const [method, path] of shopperCalls) {
      for (const headers of [{ 'x-auth-token': token }, { authorization: `Bearer ${token}` }] as Record<
        string,
        string
      >[]) {
        const response = await call(t, method, path, { headers });
        expect([path, response.statusCode, response.json().code]).toEqual([path, 401, 'unauthenticated']);
      }
    }
  });

  it('refuses a customer token on /admin/me, in either header', async () => {
    const customer = await signIn(t, storeId, uniqueEmail());
    for (const headers of [{ authorization: `Bearer ${customer.token}` }, { 'x-auth-token': customer.token }] as Record<
      string,
      string
    >[]) {
      const response = await adminCall(t, 'GET', '/me', { headers });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses a token with staff claims signed with the shoppers’ key', async () => {
    const { member, token } = await signedInStaff(t, 'owner');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const forged = await new SignJWT({ sid: claims.sid, role: 'owner' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(member.id)
      .setAudience(STAFF_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(createSecretKey(Buffer.from(t.config.jwtSecret)));
    const response = await adminCall(t, 'GET', '/me', { token: forged });
    expect([response.statusCode, response.json().code]).toEqual([401, 'unauthenticated']);
  });
});

describe('the staff guard', () => {
  it('lets a signed-in member in and answers who they are, never cached', async () => {
    const { member, token } = await signedInStaff(t, 'viewer');
    const response = await adminCall(t, 'GET', '/me', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: member.id, email: member.email, role: 'viewer' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for a missing or malformed token, and 498 for an expired one', async () => {
    const { member, token } = await signedInStaff(t, 'viewer');
    expect((await adminCall(t, 'GET', '/me')).statusCode).toBe(401);
    expect((await adminCall(t, 'GET', '/me', { token: `${token}x` })).statusCode).toBe(401);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    const expired = await signStaffToken(
      t.config.jwtSecret,
      { staffId: member.id, sessionId: sid, role: 'viewer' },
      now() - 700,
      now() - 100,
    );
    const response = await adminCall(t, 'GET', '/me', { token: expired });
    expect([response.statusCode, response.json().code]).toEqual([498, 'token_expired']);
  });

  it('reads the role on every call: a demoted owner loses owner calls at once, with the same token', async () => {
    const owner = await signedInStaff(t, 'owner');
    expect((await adminCall(t, 'GET', '/staff', { token: owner.token })).statusCode).toBe(200);
    await t.db.update(staff).set({ role: 'manager' }).where(eq(staff.id, owner.member.id));
    const response = await adminCall(t, 'GET', '/staff', { token: owner.token });
    expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
    expect(response.json().message).toContain('owner role');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ends the access of a removed member, a session past its end, and a token of another member', async () => {
    const removed = await signedInStaff(t, 'manager');
    await t.db.update(staff).set({ removedAt: sql`now()` }).where(eq(staff.id, removed.member.id));
    expect((await adminCall(t, 'GET', '/me', { token: removed.token })).statusCode).toBe(418);

    const old = await signedInStaff(t, 'manager');
    const sid = JSON.parse(Buffer.from(old.token.split('.')[1]!, 'base64url').toString()).sid;
    await t.db.update(staffSessions).set({ expiresAt: sql`now()` }).where(eq(staffSessions.id, sid));
    expect((await adminCall(t, 'GET', '/me', { token: old.token })).statusCode).toBe(418);

    const other = await signedInStaff(t, 'viewer');
    const borrowed = await signStaffToken(
      t.config.jwtSecret,
      { staffId: other.member.id, sessionId: sid, role: 'owner' },
      now(),
    );
    expect((await adminCall(t, 'GET', '/me', { token: borrowed })).statusCode).toBe(418);
  });
});
