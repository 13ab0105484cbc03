import type { LanguageCode } from '@kordon/contract';
import { escapeHtml } from '../../platform/html.js';
import type { MailMessage } from '../mail/mail.service.js';

type Input = { to: string; code: string; lang: LanguageCode; siteUrl: string; storeName: string; minutes: number };

const texts = {
  en: {
    subject: (code: string, store: string) => `${code} is your ${store} sign-in code`,
    intro: (store: string) => `Here is your code to sign in to ${store}:`,
    button: 'Sign in',
    validity: (minutes: number) => `The code is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
  },
  ru: {
    subject: (code: string, store: string) => `${code} — код для входа в ${store}`,
    intro: (store: string) => `Ваш код для входа в ${store}:`,
    button: 'Войти',
    validity: (minutes: number) => `Код действует ${minutes} минут и подходит для одного входа.`,
    ignore: 'Если вы не запрашивали код, просто проигнорируйте письмо: без кода войти нельзя.',
  },
} as const;

/**
 * The storefront signs in automatically from `?verification_code=` on its home page. The Russian
 * home is `/ru` without a trailing slash, which the storefront's route guard would reject.
 */
export function loginLink(siteUrl: string, lang: LanguageCode, code: string): string {
  const home = lang === 'en' ? `${siteUrl}/` : `${siteUrl}/${lang}`;
  return `${home}?verification_code=${code}`;
}

export function renderLoginCodeMail(input: Input): MailMessage {
  const t = texts[input.lang];
  const link = loginLink(input.siteUrl, input.lang, input.code);
  const text = [
    t.intro(input.storeName),
    '',
    input.code,
    '',
    `${t.button}: ${link}`,
    '',
    t.validity(input.minutes),
    t.ignore,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(t.subject(input.code, input.storeName))}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;padding:24px">
<tr><td><p style="font-size:16px">${e(t.intro(input.storeName))}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;margin:16px 0">${e(input.code)}</p>
<p><a href="${e(link)}" style="display:inline-block;background:#222;color:#fff;padding:12px 24px;text-decoration:none">${e(t.button)}</a></p>
<p style="font-size:13px;color:#666">${e(t.validity(input.minutes))}<br>${e(t.ignore)}</p></td></tr>
</table></body></html>`;
  return { to: input.to, subject: t.subject(input.code, input.storeName), text, html };
}
