import type { MailMessage } from '../../mail/mail.service.js';
import { adminLoginUrl, renderAdminMail } from '../admin-mail.js';

export function renderStaffCodeMail(input: {
  to: string;
  code: string;
  siteUrl: string;
  minutes: number;
}): MailMessage {
  return renderAdminMail({
    to: input.to,
    subject: `${input.code} is your back-office sign-in code`,
    lines: [`Here is your code to sign in to the back office of ${input.siteUrl}:`],
    highlight: input.code,
    link: { label: 'Open the sign-in page', href: adminLoginUrl(input.siteUrl) },
    footer: `The code is valid for ${input.minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail: nobody can sign in without the code.`,
  });
}
