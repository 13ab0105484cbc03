import { escapeHtml } from '../../platform/html.js';
import type { MailboxEntry } from './file-mailbox.js';

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}
iframe{width:100%;height:28rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${style}</style></head><body>${body}</body></html>`;
}

export function renderMailboxList(entries: MailboxEntry[], transport: 'smtp' | 'mailbox'): string {
  const note =
    transport === 'smtp'
      ? '<p>SMTP_URL is set, so new messages go to that server and do not appear here.</p>'
      : '<p>Development mailbox: every message the shop sends, newest first.</p>';
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(new Date(e.date).toLocaleString('en-GB'))}</td><td>${escapeHtml(e.to)}</td>` +
        `<td><a href="/dev/mail/${e.id}">${escapeHtml(e.subject)}</a></td></tr>`,
    )
    .join('');
  const table = entries.length
    ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page('Mailbox', `<h1>Mailbox</h1>${note}${table}`);
}

export function renderMailboxMessage(entry: MailboxEntry): string {
  // The HTML part runs in a sandboxed frame: no scripts, no access to this page.
  const body =
    `<p><a href="/dev/mail">← Mailbox</a></p><h1>${escapeHtml(entry.subject)}</h1>` +
    `<p>To: ${escapeHtml(entry.to)}<br>Date: ${escapeHtml(entry.date)}<br>` +
    `<a href="/dev/mail/${entry.id}/source">Source (.eml)</a></p>` +
    `<h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${escapeHtml(entry.html)}"></iframe>` +
    `<h2>Text</h2><pre>${escapeHtml(entry.text)}</pre>`;
  return page(entry.subject, body);
}
