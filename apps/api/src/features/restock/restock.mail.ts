import type { LanguageCode } from '@kordon/contract';
import { escapeHtml } from '../../platform/html.js';
import type { MailMessage } from '../mail/mail.service.js';

type Input = { to: string; lang: LanguageCode; product: string; options: string[]; link: string; storeName: string };

const texts = {
  en: {
    subject: (product: string) => `${product} is back in stock`,
    intro: (store: string) => `Good news: the product you asked about is available again at ${store}.`,
    button: 'Open the product',
    why: 'You asked us to tell you when it is back. We send this message once; it may sell out again.',
    confirmation: (email: string) => `We will e-mail ${email} when the product is back in stock.`,
  },
  ru: {
    subject: (product: string) => `${product} снова в наличии`,
    intro: (store: string) => `Хорошая новость: товар, о котором вы спрашивали, снова есть в ${store}.`,
    button: 'Открыть товар',
    why: 'Вы просили сообщить, когда он появится. Мы пишем об этом один раз; товар может снова закончиться.',
    confirmation: (email: string) => `Мы напишем на ${email}, когда товар снова появится в наличии.`,
  },
} as const;

/** The answer to a restock request, in the request language. */
export const restockConfirmation = (lang: LanguageCode, email: string) => texts[lang].confirmation(email);

/** The one e-mail a restock request gets: the product, its options, a link to its page. */
export function renderRestockMail(input: Input): MailMessage {
  const t = texts[input.lang];
  const name = input.options.length > 0 ? `${input.product} (${input.options.join(', ')})` : input.product;
  const text = [t.intro(input.storeName), '', name, '', `${t.button}: ${input.link}`, '', t.why].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(t.subject(input.product))}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;padding:24px">
<tr><td><p style="font-size:16px">${e(t.intro(input.storeName))}</p>
<p style="font-size:20px;font-weight:bold;margin:16px 0">${e(name)}</p>
<p><a href="${e(input.link)}" style="display:inline-block;background:#222;color:#fff;padding:12px 24px;text-decoration:none">${e(t.button)}</a></p>
<p style="font-size:13px;color:#666">${e(t.why)}</p></td></tr>
</table></body></html>`;
  return { to: input.to, subject: t.subject(input.product), text, html };
}
