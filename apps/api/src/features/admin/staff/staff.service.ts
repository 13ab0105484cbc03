import type { StaffInvite, StaffMember, StaffRole } from '@kordon/contract';
import { type DbExecutor, inTransaction, type Transaction } from '../../../db/executor.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../http/app-error.js';
import type { StaffSession } from '../../../http/route.js';
import { assertFreshVersion, changesOf, hasChanges } from '../../../platform/versioned-write.js';
import { enqueueMail } from '../../mail/mail.service.js';
import { type AuditActor, auditedChange, COMMAND_LINE, recordAudit } from '../audit/audit.service.js';
import { endSessionsOfStaff } from '../auth/staff-session.service.js';
import {
  findActiveStaff,
  insertStaff,
  lockOwners,
  lockStaff,
  markStaffRemoved,
  selectActiveStaff,
  toStaffMember,
  updateStaffRow,
} from './staff.queries.js';
import { renderStaffInviteMail } from './staff-invite.mail.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Outbox = { outbox: { wake(): void } };

export async function listStaff(db: DbExecutor): Promise<StaffMember[]> {
  return (await selectActiveStaff(db)).map(toStaffMember);
}

export async function getStaffMember(db: DbExecutor, id: string): Promise<StaffMember> {
  const member = await findActiveStaff(db, { id });
  if (!member) throw AppError.notFound('Staff member');
  return toStaffMember(member);
}

/**
 * Adds a member, audits it and mails them how to sign in, in one transaction. The same invitation
 * again (a retry) answers the member as they are; another member with the address is a 409.
 */
export async function addStaff(
  tx: Transaction,
  deps: { config: Pick<Deps['config'], 'siteUrl'> },
  by: AuditActor,
  input: StaffInvite,
): Promise<StaffMember> {
  const email = input.email.toLowerCase();
  const existing = await findActiveStaff(tx, { email });
  if (existing) {
    if (existing.name === input.name && existing.role === input.role) return toStaffMember(existing);
    throw new AppError('conflict', `${email} is already a staff member`);
  }
  // invalidates: nothing; no shopper sees staff, so no cached answer or page shows them.
  const member = toStaffMember(await insertStaff(tx, { email, name: input.name, role: input.role }));
  await recordAudit(tx, {
    staff: by,
    action: 'staff.invite',
    objectType: 'staff',
    objectId: member.id,
    before: null,
    after: member,
  });
  const mail = { to: email, name: input.name, role: input.role, invitedBy: by.email, siteUrl: deps.config.siteUrl };
  await enqueueMail(tx, renderStaffInviteMail(mail));
  return member;
}

/** `npm run shop -- staff:add`: the first owner of a new shop, or any member, written as the command line. */
export async function addStaffFromCommandLine(
  deps: { db: DbExecutor; config: Pick<Deps['config'], 'siteUrl'> },
  input: StaffInvite,
): Promise<StaffMember> {
  return inTransaction(deps.db, (tx) => addStaff(tx, deps, COMMAND_LINE, input));
}

export async function inviteStaff(deps: Deps & Outbox, by: StaffSession, input: StaffInvite) {
  const member = await inTransaction(deps.db, (tx) => addStaff(tx, deps, by, input));
  deps.outbox.wake();
  return member;
}

/** The shop keeps at least one owner; `owners` counted with every owner locked (`lockOwners`). */
function assertNotLastOwner(owners: number) {
  if (owners <= 1) throw new AppError('conflict', 'The shop needs at least one owner: make someone else owner first');
}

/** Renames or changes the role; a stale `version` is a 409, a retry of a change already made a no-op. */
export async function updateStaff(
  deps: Deps,
  by: StaffSession,
  id: string,
  input: { name?: string; role?: StaffRole; version: number },
): Promise<StaffMember> {
  return inTransaction(deps.db, async (tx) => {
    const demotes = input.role !== undefined && input.role !== 'owner';
    // Owners first, in id order, then the member: every writer locks in the same order.
    const owners = demotes ? await lockOwners(tx) : undefined;
    const current = await lockStaff(tx, id);
    if (!current || current.removed) throw AppError.notFound('Staff member');
    const changes = changesOf({ name: current.name, role: current.role }, { name: input.name, role: input.role });
    if (!hasChanges(changes)) return toStaffMember(current);
    assertFreshVersion(current.version, input.version, 'staff member');
    if (current.role === 'owner' && changes.role) assertNotLastOwner(owners ?? 0);
    const updated = await updateStaffRow(tx, id, changes); // invalidates: nothing shoppers see
    const { before, after } = auditedChange({ name: current.name, role: current.role }, changes);
    await recordAudit(tx, { staff: by, action: 'staff.update', objectType: 'staff', objectId: id, before, after });
    return toStaffMember(updated);
  });
}

/** Removes a member and ends their sessions; removing one already removed changes nothing. */
export async function removeStaff(deps: Deps, by: StaffSession, id: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const owners = await lockOwners(tx);
    const current = await lockStaff(tx, id);
    if (!current) throw AppError.notFound('Staff member');
    if (current.removed) return;
    if (current.role === 'owner') assertNotLastOwner(owners);
    await markStaffRemoved(tx, id); // invalidates: nothing shoppers see
    await endSessionsOfStaff(tx, id, 'removed');
    const before = toStaffMember(current);
    await recordAudit(tx, {
      staff: by,
      action: 'staff.remove',
      objectType: 'staff',
      objectId: id,
      before,
      after: null,
    });
  });
}
