import type { AuditQuery } from '@kordon/contract';
import type { DbExecutor, Transaction } from '../../../db/executor.js';
import { insertAuditRow, selectAuditEntry, selectAuditPage } from './audit.queries.js';

/** Who wrote: a signed-in staff member (their StaffSession fits), or the command line (no id). */
export type AuditActor = { staffId: string | null; email: string };

export const COMMAND_LINE: AuditActor = { staffId: null, email: 'command line' };

export type AuditRecord = {
  staff: AuditActor;
  /** `<object type>.<verb>`: `staff.invite`, `product.update` … */
  action: string;
  objectType: string;
  objectId: string | number;
  /** The changed fields as they were (null for a creation) and as they are (null for a deletion). */
  before: unknown;
  after: unknown;
};

/**
 * Writes the audit entry of a back-office write in the write's own transaction (a `Transaction`,
 * not the database): a write that rolls back leaves no entry, and no write commits without one.
 */
export async function recordAudit(tx: Transaction, record: AuditRecord) {
  await insertAuditRow(tx, {
    staffId: record.staff.staffId,
    staffEmail: record.staff.email,
    action: record.action,
    objectType: record.objectType,
    objectId: String(record.objectId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Before and after of an edit: the changed fields only, as they were and as they are now. */
export function auditedChange<T extends Record<string, unknown>>(current: T, changes: Partial<T>) {
  const before = Object.fromEntries(Object.keys(changes).map((key) => [key, current[key]]));
  return { before, after: changes };
}

export async function listAudit(db: DbExecutor, query: AuditQuery) {
  return selectAuditPage(
    db,
    { objectType: query.object_type, objectId: query.object_id, staffId: query.staff_id },
    { offset: (query.page - 1) * query.per_page, limit: query.per_page },
  );
}

/** The newest entry of `action` on the object, if any (a retried write finding its first run). */
export const findAuditEntry = (db: DbExecutor, key: { action: string; objectType: string; objectId: string }) =>
  selectAuditEntry(db, key);
