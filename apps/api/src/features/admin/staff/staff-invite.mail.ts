import type { StaffRole } from '@kordon/contract';
import type { MailMessage } from '../../mail/mail.service.js';
import { adminLoginUrl, renderAdminMail } from '../admin-mail.js';

const roleWords: Record<StaffRole, string> = {
  owner: 'an owner (everything, including staff and settings)',
  manager: 'a manager (orders, reviews, stock and prices, coupons, content)',
  viewer: 'a viewer (you can look at everything, change nothing)',
};

/** Tells a new staff member how to sign in; no code yet: they ask for one on the sign-in page. */
export function renderStaffInviteMail(input: {
  to: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  siteUrl: string;
}): MailMessage {
  return renderAdminMail({
    to: input.to,
    subject: 'You have been added to the back office',
    lines: [
      `Hello ${input.name},`,
      `${input.invitedBy} added you to the back office of ${input.siteUrl} as ${roleWords[input.role]}.`,
      'Sign in with this e-mail address: we send you a one-time code, there is no password.',
    ],
    link: { label: 'Sign in', href: adminLoginUrl(input.siteUrl) },
    footer: 'If you did not expect this, ignore this e-mail or tell the shop owner.',
  });
}
