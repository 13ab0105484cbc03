import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, staff } from '../db/schema/index.js';
import { uniqueEmail } from '../features/auth/auth.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { runShopCli } from './shop-cli.testing.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shop = (...args: string[]) => runShopCli(t, ...args);

describe('npm run shop -- staff:add', () => {
  it('adds the first owner, audited as the command line, with a mail that says where to sign in', async () => {
    const email = uniqueEmail('owner');
    const { stdout } = await shop('staff:add', email.toUpperCase(), '--role', 'owner', '--name', 'Olga Owner');
    expect(stdout).toContain(`${email} is a staff member (owner)`);
    expect(stdout).toContain('/admin/login');
    const [member] = await t.db.select().from(staff).where(eq(staff.email, email));
    expect(member).toMatchObject({ name: 'Olga Owner', role: 'owner', removedAt: null });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.objectId, member!.id));
    expect(entry).toMatchObject({ action: 'staff.invite', staffId: null, staffEmail: 'command line' });
    const mails = await t.db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`);
    expect(mails).toHaveLength(1);
  });

  it('refuses another role for the address of a member', async () => {
    const email = uniqueEmail('viewer');
    await shop('staff:add', email, '--role', 'viewer');
    await expect(shop('staff:add', email, '--role', 'owner')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already a staff member'),
    });
    expect(await t.db.select().from(staff).where(eq(staff.email, email))).toHaveLength(1);
  });

  it('explains an unknown role with the usage, exit code 64', async () => {
    await expect(shop('staff:add', uniqueEmail(), '--role', 'king')).rejects.toMatchObject({
      code: 64,
      stderr: expect.stringMatching(/role[\s\S]*Usage/),
    });
  });
}, 60_000);
