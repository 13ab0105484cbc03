import { z } from 'zod';
import { loginCodeSent } from '../auth.js';
import { defineCall } from '../call.js';
import { emailAddress } from '../email.js';
import { messages } from '../messages.js';
import { objectVersion } from './version.js';

/** Owner: everything, staff and settings; manager: the shop's daily work; viewer: reads only. */
export const staffRoles = ['viewer', 'manager', 'owner'] as const;
export const staffRole = z.enum(staffRoles).meta({ id: 'StaffRole' });

/** True when `role` may make a call that needs `least` (owner ⊃ manager ⊃ viewer). */
export const hasStaffRole = (role: StaffRole, least: StaffRole) =>
  staffRoles.indexOf(role) >= staffRoles.indexOf(least);

export const staffMember = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: staffRole,
    created_at: z.iso.datetime(),
    last_sign_in_at: z.iso.datetime().nullable(),
    /** Sent back with an update; another version answers 409 (admin/version.ts). */
    version: objectVersion,
  })
  .meta({ id: 'StaffMember' });

export const staffCodeRequest = z.object({ email: emailAddress }).meta({ id: 'StaffCodeRequest' });

export const staffSignInRequest = z
  .object({
    email: emailAddress,
    code: z
      .string({ error: messages.required })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'Invalid code')),
  })
  .meta({ id: 'StaffSignInRequest' });

/**
 * The access token travels in `Authorization`; the refresh token only in an httpOnly, SameSite=Strict
 * cookie scoped to the staff auth path, so page scripts never hold it.
 */
export const staffSignedIn = z
  .object({ token: z.string(), expires_in_seconds: z.number().int(), staff: staffMember })
  .meta({ id: 'StaffSignedIn' });

const staffName = z.string().trim().min(1, messages.required).max(100);

export const staffInvite = z
  .object({ email: emailAddress, name: staffName, role: staffRole })
  .meta({ id: 'StaffInvite' });

export const staffUpdate = z
  .object({ name: staffName.optional(), role: staffRole.optional(), version: objectVersion })
  .meta({ id: 'StaffUpdate' });

export const staffIdParams = z.object({ id: z.uuid() });

export type StaffRole = z.infer<typeof staffRole>;
export type StaffMember = z.infer<typeof staffMember>;
export type StaffSignedIn = z.infer<typeof staffSignedIn>;
export type StaffInvite = z.infer<typeof staffInvite>;

export const adminAuthCalls = {
  requestCode: defineCall({
    id: 'adminRequestCode',
    method: 'POST',
    path: '/admin/auth/code',
    summary: 'E-mails a staff member a one-time sign-in code; the same answer for unknown addresses',
    tag: 'admin',
    auth: 'none',
    body: staffCodeRequest,
    response: loginCodeSent,
    errors: ['rate_limited'],
  }),
  signIn: defineCall({
    id: 'adminSignIn',
    method: 'POST',
    path: '/admin/auth/check',
    summary: 'Redeems the code: a short staff access token, and the refresh token as a cookie',
    tag: 'admin',
    auth: 'none',
    body: staffSignInRequest,
    response: staffSignedIn,
    errors: ['rate_limited'],
  }),
  refresh: defineCall({
    id: 'adminRefresh',
    method: 'POST',
    path: '/admin/auth/refresh',
    summary: 'Rotates the staff refresh cookie and answers a new access token',
    tag: 'admin',
    auth: 'none',
    response: staffSignedIn,
    errors: ['unauthenticated', 'session_revoked', 'rate_limited'],
  }),
  logout: defineCall({
    id: 'adminLogout',
    method: 'POST',
    path: '/admin/auth/logout',
    summary: 'Ends the staff session: its refresh cookie and access tokens stop working',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
  }),
  me: defineCall({
    id: 'adminMe',
    method: 'GET',
    path: '/admin/me',
    summary: 'The signed-in staff member',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    response: staffMember,
  }),
};

export const adminStaffCalls = {
  list: defineCall({
    id: 'adminListStaff',
    method: 'GET',
    path: '/admin/staff',
    summary: 'Every staff member',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'owner',
    response: z.array(staffMember),
  }),
  invite: defineCall({
    id: 'adminInviteStaff',
    method: 'POST',
    path: '/admin/staff',
    summary: 'Adds a staff member and mails them how to sign in',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'owner',
    body: staffInvite,
    response: staffMember,
    status: 201,
    errors: ['conflict'],
  }),
  update: defineCall({
    id: 'adminUpdateStaff',
    method: 'PATCH',
    path: '/admin/staff/:id',
    summary: 'Renames a staff member or changes their role; the last owner keeps the owner role',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'owner',
    params: staffIdParams,
    body: staffUpdate,
    response: staffMember,
    errors: ['not_found', 'conflict'],
  }),
  remove: defineCall({
    id: 'adminRemoveStaff',
    method: 'DELETE',
    path: '/admin/staff/:id',
    summary: 'Removes a staff member and ends their sessions; the last owner cannot be removed',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'owner',
    params: staffIdParams,
    errors: ['not_found', 'conflict'],
  }),
};
