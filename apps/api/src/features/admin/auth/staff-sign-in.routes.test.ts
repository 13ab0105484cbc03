import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, staff } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertStore, uniqueEmail } from '../../auth/auth.testing.js';
import {
  addStaffMember,
  adminCall,
  mailTo,
  refreshTokenSet,
  signInByMail,
  staffCodeFor,
  uniqueStaffIp,
} from '../admin.testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestCode = (email: string, ip = uniqueStaffIp()) =>
  adminCall(t, 'POST', '/auth/code', { body: { email }, ip });
const check = (email: string, code: string, ip = uniqueStaffIp()) =>
  adminCall(t, 'POST', '/auth/check', { body: { email, code }, ip });
/** Lets the address ask again at once: its codes look a minute older. */
const passCooldown = (email: string) =>
  t.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '61 seconds'` })
    .where(eq(oneTimeCodes.email, email));

describe('POST /admin/auth/code', () => {
  it('mails a staff member a code and gives a stranger the same answer and no mail', async () => {
    const member = await addStaffMember(t, 'manager');
    const stranger = uniqueEmail('stranger');
    const known = await requestCode(member.email.toUpperCase());
    const unknown = await requestCode(stranger);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data).toMatchObject({ expires_in_seconds: 600, resend_after_seconds: 60 });
    const mail = await mailTo(t, member.email, /sign-in code/);
    expect(mail?.subject).toMatch(/^\d{6} is your back-office sign-in code$/);
    expect(mail?.text).toContain('/admin/login');
    expect(await mailTo(t, stranger, /./)).toBeUndefined();
  });

  it('holds the customers’ cooldown, for strangers exactly as for staff', async () => {
    const member = await addStaffMember(t, 'viewer');
    for (const email of [member.email, uniqueEmail('stranger')]) {
      expect((await requestCode(email)).statusCode).toBe(200);
      const again = await requestCode(email);
      expect([again.statusCode, again.json().code]).toEqual([429, 'rate_limited']);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('sends at most 20 codes an hour to one client key, counted apart from the customers’ codes', async () => {
    const ip = uniqueStaffIp();
    const storeId = await insertStore(t);
    const rows = (purpose: string, store: number | null) =>
      Array.from({ length: 20 }, (_, i) => ({
        storeId: store,
        email: `s${i}@example.com`,
        purpose,
        codeHash: 'x',
        expiresAt: sql`now() + interval '10 minutes'`,
        requestIp: ip,
      }));
    await t.db.insert(oneTimeCodes).values(rows('login', storeId));
    expect((await requestCode(uniqueEmail(), ip)).statusCode).toBe(200);
    await t.db.insert(oneTimeCodes).values(rows('staff', null));
    const refused = await requestCode(uniqueEmail(), ip);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      expect.stringContaining('requesting more codes'),
    ]);
  });
});

describe('POST /admin/auth/check', () => {
  it('signs a member in: a short staff token, the member, and the refresh token in a strict httpOnly cookie', async () => {
    const member = await addStaffMember(t, 'owner');
    const response = await signInByMail(t, member.email);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ staff: { id: member.id, role: 'owner' } });
    expect(data.expires_in_seconds).toBeGreaterThan(590);
    expect(data.expires_in_seconds).toBeLessThanOrEqual(600);
    expect(data.staff.last_sign_in_at).not.toBeNull();
    const cookie = response.cookies.find((c) => c.name === 'kordon_staff_refresh');
    expect(cookie).toMatchObject({ path: '/api/v1.2/admin/auth', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await adminCall(t, 'GET', '/me', { token: data.token })).json().data.id).toBe(member.id);
  });

  it('takes a code once', async () => {
    const member = await addStaffMember(t, 'viewer');
    await requestCode(member.email);
    const code = await staffCodeFor(t, member.email);
    expect((await check(member.email, code)).statusCode).toBe(200);
    const again = await check(member.email, code);
    expect([again.statusCode, again.json().errors]).toEqual([422, { code: ['Invalid code'] }]);
  });

  it('burns the code after 5 wrong tries, and refuses an expired one', async () => {
    const member = await addStaffMember(t, 'viewer');
    await requestCode(member.email);
    const code = await staffCodeFor(t, member.email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) expect((await check(member.email, wrong)).json().errors.code).toEqual(['Invalid code']);
    const fifth = ['Too many wrong attempts. Please request a new code'];
    expect((await check(member.email, wrong)).json().errors.code).toEqual(fifth);
    expect((await check(member.email, code)).json().errors.code).toEqual(fifth);

    await passCooldown(member.email);
    await requestCode(member.email);
    const next = await staffCodeFor(t, member.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(oneTimeCodes.email, member.email), eq(oneTimeCodes.purpose, 'staff')));
    expect((await check(member.email, next)).json().errors.code).toEqual(['The code has expired']);
  });

  it('refuses a right code once the member is removed, in the words of a wrong one', async () => {
    const member = await addStaffMember(t, 'manager');
    await requestCode(member.email);
    const code = await staffCodeFor(t, member.email);
    await t.db.update(staff).set({ removedAt: sql`now()` }).where(eq(staff.id, member.id));
    const response = await check(member.email, code);
    expect([response.statusCode, response.json().errors]).toEqual([422, { code: ['Invalid code'] }]);
    expect(refreshTokenSet(response)).toBeUndefined();
  });

  it('takes at most 30 wrong codes from one client key in 10 minutes', async () => {
    const ip = uniqueStaffIp();
    const rows = Array.from({ length: 30 }, () => ({
      storeId: null,
      email: 'guess@example.com',
      purpose: 'staff_check',
      codeHash: '',
      expiresAt: sql`now()`,
      requestIp: ip,
    }));
    await t.db.insert(oneTimeCodes).values(rows);
    const refused = await check(uniqueEmail(), '123456', ip);
    expect([refused.statusCode, refused.json().message]).toEqual([429, expect.stringContaining('trying another code')]);
  });

  it('answers 422 per field for a malformed body', async () => {
    const response = await adminCall(t, 'POST', '/auth/check', { body: { email: 'nope', code: '12' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['code', 'email']);
  });
});
