import type { LanguageCode } from '@kordon/contract';
import { escapeHtml as e } from '../../platform/html.js';
import type { MailMessage } from '../mail/mail.service.js';

/** What the shop is told about a new order: enough to assemble and ship it without opening anything. */
export type ShopOrderMailInput = {
  to: string;
  lang: LanguageCode;
  number: string;
  lines: { name: string; options: string; sku: string | null; quantity: number; total: string }[];
  totals: { title: string; value: string }[];
  customer: { name: string; email: string; phone: string | null };
  delivery: { method: string; address: string | null };
  payment: string;
  comment: string | null;
  company: string | null;
};

const texts = {
  en: {
    subject: (n: string) => `New order ${n}`,
    intro: (n: string) => `A new order ${n} was placed. It waits for payment unless the total is zero.`,
    customer: 'Customer',
    delivery: 'Delivery',
    payment: 'Payment',
    comment: 'Comment',
    company: 'Company',
  },
  ru: {
    subject: (n: string) => `Новый заказ ${n}`,
    intro: (n: string) => `Оформлен новый заказ ${n}. Он ждёт оплаты, если сумма не нулевая.`,
    customer: 'Покупатель',
    delivery: 'Доставка',
    payment: 'Оплата',
    comment: 'Комментарий',
    company: 'Компания',
  },
} as const;

/** The shop's own notice of a new order, in the store's language, text and HTML alike. */
export function renderShopOrderMail(input: ShopOrderMailInput): MailMessage {
  const t = texts[input.lang];
  const subject = t.subject(input.number);
  const label = (line: ShopOrderMailInput['lines'][number]) =>
    `${line.name}${line.options ? ` (${line.options})` : ''}${line.sku ? ` [${line.sku}]` : ''} × ${line.quantity}`;
  const who = [input.customer.name, input.customer.email, input.customer.phone].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    [t.customer, who],
    ...(input.company ? [[t.company, input.company] as [string, string]] : []),
    [t.delivery, [input.delivery.method, input.delivery.address].filter(Boolean).join(': ')],
    [t.payment, input.payment],
    ...(input.comment ? [[t.comment, input.comment] as [string, string]] : []),
  ];
  const text = [
    t.intro(input.number),
    '',
    ...input.lines.map((line) => `${label(line)} — ${line.total}`),
    '',
    ...input.totals.map((total) => `${total.title}: ${total.value}`),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  const row = (left: string, right: string, strong = false) =>
    `<tr><td style="padding:4px 8px 4px 0">${left}</td><td style="padding:4px 0;text-align:right">${strong ? `<strong>${right}</strong>` : right}</td></tr>`;
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222"><p>${e(t.intro(input.number))}</p>
<table role="presentation" style="border-collapse:collapse">${input.lines.map((line) => row(e(label(line)), e(line.total))).join('')}${input.totals
    .map((total) => row(e(total.title), e(total.value), true))
    .join('')}</table>
${facts.map(([label, value]) => `<p><strong>${e(label)}:</strong> ${e(value)}</p>`).join('\n')}
</body></html>`;
  return { to: input.to, subject, text, html };
}
