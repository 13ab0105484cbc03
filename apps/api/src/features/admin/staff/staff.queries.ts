import type { StaffMember, StaffRole } from '@kordon/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';
import { staff } from '../../../db/schema/index.js';

const memberColumns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  createdAt: staff.createdAt,
  lastSignInAt: staff.lastSignInAt,
  version: staff.version,
};

export type StaffRow = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: Date;
  lastSignInAt: Date | null;
  version: number;
};

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  version: row.version,
});

const active = isNull(staff.removedAt);

export async function selectActiveStaff(db: DbExecutor): Promise<StaffRow[]> {
  return db.select(memberColumns).from(staff).where(active).orderBy(asc(staff.email));
}

export async function findActiveStaff(db: DbExecutor, by: { id: string } | { email: string }) {
  const key = 'id' in by ? eq(staff.id, by.id) : eq(sql`lower(${staff.email})`, by.email.toLowerCase());
  const [row] = await db.select(memberColumns).from(staff).where(and(key, active));
  return row as StaffRow | undefined;
}

/** The member, removed or not, locked for the rest of the transaction. */
export async function lockStaff(tx: DbExecutor, id: string) {
  const [row] = await tx
    .select({ ...memberColumns, removed: sql<boolean>`${staff.removedAt} IS NOT NULL` })
    .from(staff)
    .where(eq(staff.id, id))
    .for('update');
  return row as (StaffRow & { removed: boolean }) | undefined;
}

/**
 * Locks every owner, in id order, and counts them: a change that could leave the shop without an
 * owner takes this first, so two owners demoting each other at once take turns.
 */
export async function lockOwners(tx: DbExecutor): Promise<number> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), active))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.length;
}

export async function insertStaff(tx: DbExecutor, values: { email: string; name: string; role: StaffRole }) {
  const [row] = await tx
    .insert(staff)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning(memberColumns);
  return row as StaffRow;
}

/** Applies the changes and moves the version on. */
export async function updateStaffRow(tx: DbExecutor, id: string, changes: { name?: string; role?: StaffRole }) {
  const [row] = await tx
    .update(staff)
    .set({ ...changes, version: sql`${staff.version} + 1`, updatedAt: sql`now()` })
    .where(eq(staff.id, id))
    .returning(memberColumns);
  return row as StaffRow;
}

export async function markStaffRemoved(tx: DbExecutor, id: string) {
  await tx
    .update(staff)
    .set({ removedAt: sql`now()`, version: sql`${staff.version} + 1`, updatedAt: sql`now()` })
    .where(eq(staff.id, id));
}

export async function markSignedIn(tx: DbExecutor, id: string) {
  const [row] = await tx
    .update(staff)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(staff.id, id))
    .returning(memberColumns);
  return row as StaffRow;
}
