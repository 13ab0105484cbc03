import { escapeHtml as e } from '../../platform/html.js';
import type { MailMessage } from '../mail/mail.service.js';

/** The back office's sign-in page, linked from every staff mail. */
export const adminLoginUrl = (siteUrl: string) => `${siteUrl}/admin/login`;

type AdminMail = {
  to: string;
  subject: string;
  lines: string[];
  /** Shown large: a sign-in code. */
  highlight?: string;
  link: { label: string; href: string };
  footer: string;
};

/** Staff mails are in English and plain: a few lines, perhaps a code, one button. */
export function renderAdminMail(mail: AdminMail): MailMessage {
  const text = [
    ...mail.lines,
    ...(mail.highlight ? ['', mail.highlight] : []),
    '',
    `${mail.link.label}: ${mail.link.href}`,
    '',
    mail.footer,
  ].join('\n');
  const paragraphs = mail.lines.map((line) => `<p style="font-size:16px">${e(line)}</p>`).join('\n');
  const highlight = mail.highlight
    ? `<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:16px 0">${e(mail.highlight)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;padding:24px"><tr><td>
${paragraphs}${highlight}
<p><a href="${e(mail.link.href)}" style="display:inline-block;background:#222;color:#fff;padding:12px 24px;text-decoration:none">${e(mail.link.label)}</a></p>
<p style="font-size:13px;color:#666">${e(mail.footer)}</p></td></tr>
</table></body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}
