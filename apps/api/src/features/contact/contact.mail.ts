import type { ContactMessage, LanguageCode } from '@kordon/contract';
import { escapeHtml as e } from '../../platform/html.js';
import type { OutgoingMail } from '../mail/mail.service.js';

const texts = {
  en: {
    subject: (name: string) => `Message from ${name} (contacts page)`,
    intro: 'A shopper wrote from the contacts page. Answering this e-mail answers them.',
    order: 'Order',
    language: 'Language: English',
    confirmation: (email: string) => `Thank you: your message is with us. We answer at ${email}.`,
  },
  ru: {
    subject: (name: string) => `Сообщение от ${name} (страница контактов)`,
    intro: 'Покупатель написал со страницы контактов. Ответ на это письмо придёт ему.',
    order: 'Заказ',
    language: 'Язык: русский',
    confirmation: (email: string) => `Спасибо: сообщение у нас. Мы ответим на ${email}.`,
  },
} as const;

/** What the shopper is told once the message is queued, in their language. */
export const contactConfirmation = (lang: LanguageCode, email: string) => texts[lang].confirmation(email);

/** The shop's copy: the shopper's words as text, replies going to the shopper (`replyTo`). */
export function renderContactMail(to: string, input: ContactMessage, lang: LanguageCode): OutgoingMail {
  const t = texts[lang];
  const from = `${input.name} <${input.email}>`;
  const order = input.order_number ? `${t.order}: ${input.order_number}` : null;
  const text = [t.intro, '', from, order, t.language, '', input.message].filter((line) => line !== null).join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${e(t.subject(input.name))}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#222">
<p style="color:#666">${e(t.intro)}</p>
<p><strong>${e(from)}</strong>${order ? `<br>${e(order)}` : ''}<br>${e(t.language)}</p>
<p style="white-space:pre-wrap">${e(input.message)}</p>
</body></html>`;
  return { to, replyTo: input.email, subject: t.subject(input.name), text, html };
}
