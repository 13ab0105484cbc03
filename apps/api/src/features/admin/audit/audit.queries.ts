import type { AuditEntry } from '@kordon/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';
import { auditLog } from '../../../db/schema/index.js';

export type AuditRow = {
  staffId: string | null;
  staffEmail: string;
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
};

export async function insertAuditRow(tx: DbExecutor, row: AuditRow) {
  await tx.insert(auditLog).values(row);
}

export type AuditFilter = { objectType?: string; objectId?: string; staffId?: string };

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.objectType === undefined ? undefined : eq(auditLog.objectType, filter.objectType),
    filter.objectId === undefined ? undefined : eq(auditLog.objectId, filter.objectId),
    filter.staffId === undefined ? undefined : eq(auditLog.staffId, filter.staffId),
  );
}

/** One page, newest first (the indexes on object, staff and time each serve this order). */
export async function selectAuditPage(
  db: DbExecutor,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ data: AuditEntry[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const data = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff: { id: row.staffId, email: row.staffEmail },
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  return { data, total: counted?.total ?? 0 };
}

/** The newest entry of an action on an object: how a write with an idempotency key finds its first run. */
export async function selectAuditEntry(db: DbExecutor, key: { action: string; objectType: string; objectId: string }) {
  const [row] = await db
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.objectType, key.objectType),
        eq(auditLog.objectId, key.objectId),
        eq(auditLog.action, key.action),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row;
}
