import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { uniqueEmail } from '../../auth/auth.testing.js';
import { adminCall, mailTo, type SignedInStaff, sessionOf, signedInStaff } from '../admin.testing.js';

let t: TestApp;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInStaff(t, 'owner');
});
afterAll(() => t.close());

const as = (who: SignedInStaff) => ({
  list: () => adminCall(t, 'GET', '/staff', { token: who.token }),
  invite: (body: unknown) => adminCall(t, 'POST', '/staff', { token: who.token, body }),
  update: (id: string, body: unknown) => adminCall(t, 'PATCH', `/staff/${id}`, { token: who.token, body }),
  remove: (id: string) => adminCall(t, 'DELETE', `/staff/${id}`, { token: who.token }),
});
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'staff'), eq(auditLog.objectId, id)))
    .orderBy(auditLog.id);

describe('POST /admin/staff', () => {
  it('adds a member, audits it and mails them how to sign in', async () => {
    const email = uniqueEmail('new');
    const response = await as(owner).invite({ email: email.toUpperCase(), name: ' Ann ', role: 'manager' });
    expect(response.statusCode).toBe(201);
    const member = response.json().data;
    expect(member).toMatchObject({ email, name: 'Ann', role: 'manager', version: 1, last_sign_in_at: null });
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({ action: 'staff.invite', staffId: owner.member.id, staffEmail: owner.member.email });
    expect(entry?.before).toBeNull();
    expect(entry?.after).toMatchObject({ email, role: 'manager' });
    const mail = await mailTo(t, email, /added to the back office/);
    expect(mail?.text).toContain('as a manager');
    expect(mail?.text).toContain('/admin/login');
  });

  it('answers the same invitation again with the member (a retry), and another one for the address with 409', async () => {
    const body = { email: uniqueEmail('twice'), name: 'Bo', role: 'viewer' };
    const first = await as(owner).invite(body);
    const retry = await as(owner).invite(body);
    expect(retry.json().data).toEqual(first.json().data);
    expect(await auditOf(first.json().data.id)).toHaveLength(1);
    const other = await as(owner).invite({ ...body, role: 'owner' });
    expect([other.statusCode, other.json().code]).toEqual([409, 'conflict']);
  });

  it('answers 422 per field', async () => {
    const response = await as(owner).invite({ email: 'x', name: '', role: 'king' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'name', 'role']);
  });
});

describe('GET /admin/staff', () => {
  it('lists the members not removed, by address', async () => {
    const gone = await signedInStaff(t, 'viewer');
    await as(owner).remove(gone.member.id);
    const emails = (await as(owner).list()).json().data.map((m: { email: string }) => m.email);
    expect(emails).toContain(owner.member.email);
    expect(emails).not.toContain(gone.member.email);
    expect(emails).toEqual([...emails].sort());
  });
});

describe('PATCH /admin/staff/:id', () => {
  it('changes the role, moves the version on and audits only what changed', async () => {
    const { member } = await signedInStaff(t, 'viewer');
    const response = await as(owner).update(member.id, { name: member.name, role: 'manager', version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'manager', version: 2 });
    const entries = await auditOf(member.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'staff.update',
      before: { role: 'viewer' },
      after: { role: 'manager' },
    });
  });

  it('answers 409 to an edit of a stale version and changes nothing', async () => {
    const { member } = await signedInStaff(t, 'viewer');
    await as(owner).update(member.id, { name: 'First', version: 1 });
    const stale = await as(owner).update(member.id, { name: 'Second', version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
    expect(stale.json().message).toContain('Someone else changed this staff member');
    const [row] = await t.db.select().from(staff).where(eq(staff.id, member.id));
    expect([row?.name, row?.version]).toEqual(['First', 2]);
    expect((await auditOf(member.id)).filter((e) => e.action === 'staff.update')).toHaveLength(1);
  });

  it('answers a retry of an edit already made with the member as it is, whatever its version', async () => {
    const { member } = await signedInStaff(t, 'viewer');
    const body = { name: 'Renamed', version: 1 };
    const first = await as(owner).update(member.id, body);
    const retry = await as(owner).update(member.id, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
  });

  it('answers 404 for a member that does not exist or was removed', async () => {
    const gone = await signedInStaff(t, 'viewer');
    await as(owner).remove(gone.member.id);
    expect((await as(owner).update(gone.member.id, { name: 'X', version: 2 })).statusCode).toBe(404);
  });
});

describe('DELETE /admin/staff/:id', () => {
  it('removes a member, ends their sessions at once and audits it; a second removal changes nothing', async () => {
    const gone = await signedInStaff(t, 'manager');
    const second = await sessionOf(t, gone.member.id);
    expect((await as(owner).remove(gone.member.id)).statusCode).toBe(200);
    for (const session of [gone, second]) {
      expect((await adminCall(t, 'GET', '/me', { token: session.token })).statusCode).toBe(418);
    }
    expect((await as(owner).remove(gone.member.id)).statusCode).toBe(200);
    const removals = (await auditOf(gone.member.id)).filter((e) => e.action === 'staff.remove');
    expect(removals).toHaveLength(1);
    expect(removals[0]).toMatchObject({ before: { email: gone.member.email, role: 'manager' }, after: null });
    expect((await as(owner).remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the last owner', () => {
  // A shop of its own: here the owners are counted.
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());
  const demote = (by: SignedInStaff, who: SignedInStaff) =>
    adminCall(shop, 'PATCH', `/staff/${who.member.id}`, { token: by.token, body: { role: 'manager', version: 1 } });

  it('cannot step down or be removed; another owner may then step down', async () => {
    const only = await signedInStaff(shop, 'owner');
    const refused = await demote(only, only);
    expect([refused.statusCode, refused.json().message]).toEqual([409, expect.stringContaining('at least one owner')]);
    const removal = await adminCall(shop, 'DELETE', `/staff/${only.member.id}`, { token: only.token });
    expect([removal.statusCode, removal.json().code]).toEqual([409, 'conflict']);
    const other = await signedInStaff(shop, 'owner');
    expect((await demote(only, only)).json().data.role).toBe('manager');
    expect((await demote(other, other)).statusCode).toBe(409);
  });

  it('stays when two owners demote each other at once: one change lands, the other is refused', async () => {
    const a = await signedInStaff(shop, 'owner');
    const b = await signedInStaff(shop, 'owner');
    await shop.db
      .update(staff)
      .set({ role: 'manager' })
      .where(and(eq(staff.role, 'owner'), notInArray(staff.id, [a.member.id, b.member.id])));
    const answers = await Promise.all([demote(a, b), demote(b, a)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const owners = await shop.db
      .select()
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.removedAt)));
    expect(owners).toHaveLength(1);
  });
});
