import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/executor.js';
import { auditLog } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { adminCall, type SignedInStaff, signedInStaff } from '../admin.testing.js';
import { recordAudit } from './audit.service.js';

let t: TestApp;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInStaff(t, 'owner');
});
afterAll(() => t.close());

const list = (query: string) => adminCall(t, 'GET', `/audit${query}`, { token: owner.token });

/** Writes `count` entries about one object, each in a transaction of its own. */
async function entriesAbout(objectId: string, count: number, by = owner) {
  for (let i = 0; i < count; i++) {
    await inTransaction(t.db, (tx) =>
      recordAudit(tx, {
        staff: { staffId: by.member.id, email: by.member.email },
        action: 'thing.update',
        objectType: 'thing',
        objectId,
        before: { n: i },
        after: { n: i + 1 },
      }),
    );
  }
}

describe('GET /admin/audit', () => {
  it('lists the entries of one object, newest first, a page at a time with the total', async () => {
    const id = randomUUID();
    await entriesAbout(id, 3);
    await entriesAbout(randomUUID(), 1);
    const first = await list(`?object_type=thing&object_id=${id}&per_page=2`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().total).toBe(3);
    expect(first.json().data.map((e: { after: { n: number } }) => e.after.n)).toEqual([3, 2]);
    expect(first.json().data[0]).toMatchObject({
      action: 'thing.update',
      object_type: 'thing',
      object_id: id,
      staff: { id: owner.member.id, email: owner.member.email },
      before: { n: 2 },
    });
    const second = await list(`?object_type=thing&object_id=${id}&per_page=2&page=2`);
    expect(second.json().data.map((e: { after: { n: number } }) => e.after.n)).toEqual([1]);
  });

  it('filters by staff member', async () => {
    const other = await signedInStaff(t, 'manager');
    await entriesAbout(randomUUID(), 2, other);
    const response = await list(`?staff_id=${other.member.id}`);
    const actors = response.json().data.map((e: { staff: { id: string } }) => e.staff.id);
    expect(actors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(actors)).toEqual(new Set([other.member.id]));
  });

  it('answers 422 per field for a bad filter or page size', async () => {
    const response = await list('?staff_id=nope&per_page=1000');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['per_page', 'staff_id']);
  });
});

describe('recordAudit', () => {
  it('belongs to the write’s transaction: a write that rolls back leaves no entry', async () => {
    const id = randomUUID();
    await expect(
      inTransaction(t.db, async (tx) => {
        await recordAudit(tx, {
          staff: { staffId: owner.member.id, email: owner.member.email },
          action: 'thing.update',
          objectType: 'thing',
          objectId: id,
          before: null,
          after: { n: 1 },
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.objectId, id))).toEqual([]);
  });
});
