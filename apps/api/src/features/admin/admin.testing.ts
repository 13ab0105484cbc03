import { randomBytes } from 'node:crypto';
import type { StaffMember, StaffRole } from '@kordon/contract';
import { inTransaction } from '../../db/executor.js';
import type { TestApp } from '../../testing/test-app.js';
import { call, codeIn, uniqueEmail } from '../auth/auth.testing.js';
import { listMailbox, type MailboxEntry } from '../mail/file-mailbox.js';
import { mailboxDir } from '../mail/mailer.js';
import { COMMAND_LINE } from './audit/audit.service.js';
import { STAFF_REFRESH_COOKIE } from './auth/staff-session.limits.js';
import { openStaffSession } from './auth/staff-session.service.js';
import { findActiveStaff } from './staff/staff.queries.js';
import { addStaff } from './staff/staff.service.js';

/** Helpers for back-office API tests, here and in every later admin area. */

export type SignedInStaff = { member: StaffMember; token: string; refreshToken: string };

type T = Pick<TestApp, 'app' | 'db' | 'config'>;

/** A member added as the command line adds one (audited, invitation mailed). */
export async function addStaffMember(t: T, role: StaffRole, email = uniqueEmail(role)): Promise<StaffMember> {
  return inTransaction(t.db, (tx) => addStaff(tx, t, COMMAND_LINE, { email, name: `Test ${role}`, role }));
}

/** A member with an open session, as a code sign-in leaves it (without the mail round trip). */
export async function signedInStaff(t: T, role: StaffRole): Promise<SignedInStaff> {
  const member = await addStaffMember(t, role);
  return sessionOf(t, member.id);
}

/** Another session of an existing member. */
export async function sessionOf(t: T, staffId: string): Promise<SignedInStaff> {
  const opened = await inTransaction(t.db, async (tx) => {
    const row = await findActiveStaff(tx, { id: staffId });
    if (!row) throw new Error(`no active staff member ${staffId}`);
    return openStaffSession(tx, t.config, row);
  });
  return { member: opened.answer.staff, token: opened.answer.token, refreshToken: opened.refreshToken };
}

type AdminCallOptions = { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> };

/** A request under /api/v1.2/admin with a staff token as `Authorization: Bearer`, from its own client key. */
export function adminCall(
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: AdminCallOptions = {},
) {
  const bearer: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  return call(t, method, `/admin${path}`, {
    body: options.body,
    headers: { ...bearer, ...options.headers },
    ip: options.ip ?? uniqueStaffIp(),
  });
}

/** A fresh client key per call unless told: one file's requests stay clear of the per-client limit. */
export const uniqueStaffIp = () => `10.200.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** The refresh cookie as a request header. */
export const refreshCookie = (token: string) => ({ cookie: `${STAFF_REFRESH_COOKIE}=${token}` });

/** The refresh token a response set in its cookie. */
export function refreshTokenSet(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((c) => c.name === STAFF_REFRESH_COOKIE)?.value;
}

/** Delivers queued mail, then the newest message to the address whose subject matches. */
export async function mailTo(t: T, email: string, subject: RegExp): Promise<MailboxEntry | undefined> {
  await t.app.outbox.drain();
  const entries = await listMailbox(mailboxDir(t.config));
  return entries.find((entry) => entry.to === email.toLowerCase() && subject.test(entry.subject));
}

/** The code of the newest staff sign-in mail to the address. */
export async function staffCodeFor(t: T, email: string): Promise<string> {
  const mail = await mailTo(t, email, /back-office sign-in code/);
  if (!mail) throw new Error(`no staff code mail to ${email}`);
  return codeIn(mail.subject);
}

/** The whole sign-in through the API: code by mail, then the check. */
export async function signInByMail(t: T, email: string, ip = uniqueStaffIp()) {
  const sent = await adminCall(t, 'POST', '/auth/code', { body: { email }, ip });
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.body}`);
  return adminCall(t, 'POST', '/auth/check', { body: { email, code: await staffCodeFor(t, email) }, ip });
}
