import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { adminCall, refreshCookie, refreshTokenSet, signedInStaff } from '../admin.testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token?: string) =>
  adminCall(t, 'POST', '/auth/refresh', { headers: token ? refreshCookie(token) : {} });
const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
const age = (sid: string, column: 'rotated_at' | 'expires_at', by: string) =>
  t.db.execute(
    sql`UPDATE staff_sessions SET ${sql.raw(column)} = ${sql.raw(column)} - ${by}::interval WHERE id = ${sid}`,
  );

describe('POST /admin/auth/refresh', () => {
  it('rotates: a new access token and a new cookie, and the new cookie refreshes again', async () => {
    const signed = await signedInStaff(t, 'manager');
    const first = await refresh(signed.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = refreshTokenSet(first);
    expect(next).toBeDefined();
    expect(next).not.toBe(signed.refreshToken);
    expect(first.json().data.staff).toMatchObject({ id: signed.member.id, role: 'manager' });
    expect((await adminCall(t, 'GET', '/me', { token: first.json().data.token })).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('answers a retry within 30 s with the same token and cookie', async () => {
    const signed = await signedInStaff(t, 'viewer');
    const first = await refresh(signed.refreshToken);
    const retry = await refresh(signed.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.token).toBe(first.json().data.token);
    expect(refreshTokenSet(retry)).toBe(refreshTokenSet(first));
  });

  it('takes a used token presented later as a copy: the session ends for both holders (418)', async () => {
    const signed = await signedInStaff(t, 'viewer');
    const first = await refresh(signed.refreshToken);
    await age(sessionIdOf(signed.token), 'rotated_at', '31 seconds');
    const replay = await refresh(signed.refreshToken);
    expect([replay.statusCode, replay.json().code]).toEqual([418, 'session_revoked']);
    expect((await refresh(refreshTokenSet(first))).statusCode).toBe(418);
    expect((await adminCall(t, 'GET', '/me', { token: first.json().data.token })).statusCode).toBe(418);
    const [row] = await t.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, sessionIdOf(signed.token)));
    expect(row?.revokedReason).toBe('reuse');
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('ends a session idle for 12 hours, and one past its 7 days however active', async () => {
    const idle = await signedInStaff(t, 'viewer');
    await age(sessionIdOf(idle.token), 'rotated_at', '12 hours');
    expect((await refresh(idle.refreshToken)).statusCode).toBe(418);

    const old = await signedInStaff(t, 'viewer');
    await age(sessionIdOf(old.token), 'expires_at', '7 days');
    expect((await refresh(old.refreshToken)).statusCode).toBe(418);
  });
});

describe('POST /admin/auth/logout', () => {
  it('ends the session: its access token and its refresh cookie stop working, and the cookie is cleared', async () => {
    const signed = await signedInStaff(t, 'viewer');
    const other = await signedInStaff(t, 'viewer');
    const out = await adminCall(t, 'POST', '/auth/logout', { token: signed.token });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'kordon_staff_refresh');
    expect(cleared).toMatchObject({ value: '', path: '/api/v1.2/admin/auth' });
    expect((await adminCall(t, 'GET', '/me', { token: signed.token })).statusCode).toBe(418);
    expect((await refresh(signed.refreshToken)).statusCode).toBe(418);
    expect((await adminCall(t, 'GET', '/me', { token: other.token })).statusCode).toBe(200);
  });
});
