import { adminStaffCalls } from '@kordon/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle, installAuthGuards } from '../../http/route.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { uniqueEmail } from '../auth/auth.testing.js';
import { adminCall, signedInStaff, uniqueStaffIp } from './admin.testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ADMIN_REQUESTS_PER_MINUTE_PER_CLIENT: '4',
      ADMIN_REQUESTS_PER_MINUTE_PER_STAFF: '6',
      ADMIN_WRITES_PER_MINUTE_PER_STAFF: '2',
    },
  });
});
afterAll(() => t.close());

describe('limits of the back office', () => {
  it('counts every admin request per client key, sign-in included: 429 with Retry-After past the figure', async () => {
    const ip = uniqueStaffIp();
    for (let i = 0; i < 4; i++) {
      expect((await adminCall(t, 'POST', '/auth/code', { body: { email: uniqueEmail() }, ip })).statusCode).not.toBe(
        429,
      );
    }
    const refused = await adminCall(t, 'GET', '/me', { ip });
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'rate_limited']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await adminCall(t, 'GET', '/me', { ip: uniqueStaffIp() })).statusCode).toBe(401);
  });

  it('counts a member’s requests wherever they come from, and their writes apart', async () => {
    const owner = await signedInStaff(t, 'owner');
    const write = () =>
      adminCall(t, 'PATCH', `/staff/${owner.member.id}`, { token: owner.token, body: { version: 1 } });
    expect((await write()).statusCode).toBe(200);
    expect((await write()).statusCode).toBe(200);
    const refused = await write();
    expect([refused.statusCode, refused.json().message]).toEqual([429, expect.stringContaining('making more changes')]);
    for (let i = 0; i < 3; i++) expect((await adminCall(t, 'GET', '/me', { token: owner.token })).statusCode).toBe(200);
    expect((await adminCall(t, 'GET', '/me', { token: owner.token })).statusCode).toBe(429);
    const other = await signedInStaff(t, 'owner');
    expect((await adminCall(t, 'GET', '/me', { token: other.token })).statusCode).toBe(200);
  });
});

describe('registration of admin calls', () => {
  it('refuses an admin call registered outside the admin plugin, whose limits would not apply', async () => {
    const app = Fastify();
    installAuthGuards(app, {
      optional: async () => {},
      session: async () => {},
      customer: async () => {},
      staff: async () => {},
    });
    expect(() => handle(app, adminStaffCalls.list, async () => [])).toThrow(/inside adminRoutes/);
    await app.close();
  });
});
