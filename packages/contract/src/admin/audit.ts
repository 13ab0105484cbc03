import { z } from 'zod';
import { defineCall } from '../call.js';

/** One write by a staff member: what it changed, before and after (JSON of the changed fields). */
export const auditEntry = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    staff: z.object({ id: z.uuid().nullable(), email: z.string() }),
    action: z.string(),
    object_type: z.string(),
    object_id: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const auditQuery = z.object({
  object_type: z.string().max(40).optional(),
  object_id: z.string().max(100).optional(),
  staff_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export type AuditEntry = z.infer<typeof auditEntry>;
export type AuditQuery = z.infer<typeof auditQuery>;

export const adminAuditCalls = {
  list: defineCall({
    id: 'adminListAudit',
    method: 'GET',
    path: '/admin/audit',
    summary: 'The audit log, newest first, filtered by object or staff member',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'owner',
    query: auditQuery,
    response: z.array(auditEntry),
    paged: true,
  }),
};
