import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export type StaffRoleColumn = 'viewer' | 'manager' | 'owner';

/**
 * The shop's staff (docs/admin.md): not customers, with roles of their own. A removed member keeps
 * the row (the audit log names it), so the address is unique among members not removed.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored in lower case. */
    email: varchar('email', { length: 50 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    role: varchar('role', { length: 16 }).$type<StaffRoleColumn>().notNull(),
    /** Moved on by every edit; a write that names another version is stale (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_email_uq').on(sql`lower(${t.email})`).where(sql`${t.removedAt} IS NULL`),
    check('staff_role_check', sql`${t.role} IN ('viewer', 'manager', 'owner')`),
  ],
);

/**
 * One staff sign-in: the refresh token rotates within the row (its hash and the one it replaced),
 * idle and absolute expiry are checked on refresh, revocation on every call.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull().unique(),
    previousHash: text('previous_hash').unique(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every back-office write: who, when, what, and the changed fields before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Kept as it was at the time: the member may be renamed or removed later. */
    staffEmail: varchar('staff_email', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    objectType: varchar('object_type', { length: 40 }).notNull(),
    objectId: varchar('object_id', { length: 100 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at.desc(), t.id.desc()),
    index('audit_log_staff_idx').on(t.staffId, t.at.desc(), t.id.desc()),
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
  ],
);
