import type { LanguageCode } from '@kordon/contract';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../platform/html.js';

/**
 * Pages the payment providers' side serves from this server: no script at all (a plain form POST),
 * their own inline styles, forms posting back here only, never framed.
 */
export function hostedPagePolicy(siteUrl: string) {
  const site = new URL(siteUrl).origin;
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${site}; frame-ancestors 'none'; base-uri 'none'`;
}

const STYLE = `body{margin:0;background:#f1f3f6;font:16px/1.45 system-ui,Arial,sans-serif;color:#1d2433}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:28px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}.shop{color:#5b6475;margin:0 0 20px}.amount{font-size:28px;font-weight:700;margin:0 0 20px}
label{display:block;font-weight:600;margin:14px 0 4px}input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #b9c0cc;border-radius:6px}
input[aria-invalid=true]{border-color:#c62828}.error{color:#c62828;font-size:14px;margin:4px 0 0}.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:22px;width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#e5e8ee;color:#1d2433}.hint{margin-top:24px;padding:12px;background:#fff8e1;border-radius:6px;font-size:14px}
.hint code{font-size:13px}.test{display:inline-block;background:#fde68a;border-radius:4px;padding:0 6px;font-size:12px;font-weight:700;text-transform:uppercase}`;

/** A whole page: `body` is HTML already escaped by the caller. */
export function pageHtml(lang: LanguageCode, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function sendPage(reply: FastifyReply, siteUrl: string, status: number, html: string) {
  return reply
    .status(status)
    .header('content-security-policy', hostedPagePolicy(siteUrl))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const noticeTexts = {
  en: { back: 'Back to the shop' },
  ru: { back: 'Вернуться в магазин' },
};

/** A short page with a message and a link on: unknown payment, closed payment, too many tries. */
export function noticePage(lang: LanguageCode, title: string, text: string, link: { href: string; label?: string }) {
  const e = escapeHtml;
  return pageHtml(
    lang,
    title,
    `<h1>${e(title)}</h1><p>${e(text)}</p><p><a href="${e(link.href)}">${e(link.label ?? noticeTexts[lang].back)}</a></p>`,
  );
}
