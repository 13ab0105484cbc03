import type { LanguageCode } from '@kordon/contract';
import { escapeHtml as e } from '../../platform/html.js';
import type { MailMessage } from '../mail/mail.service.js';

export type PaymentFailedMailInput = {
  to: string;
  lang: LanguageCode;
  number: string;
  amount: string;
  provider: string;
  reason: string;
  email: string | null;
};

const texts = {
  en: {
    subject: (n: string) => `Payment failed for order ${n}`,
    intro: (n: string, amount: string) =>
      `A payment of ${amount} for order ${n} failed. The order waits for payment: the customer may pay again until it expires.`,
    provider: 'Payment service',
    reason: 'Reason',
    customer: 'Customer',
  },
  ru: {
    subject: (n: string) => `Оплата заказа ${n} не прошла`,
    intro: (n: string, amount: string) =>
      `Платёж на ${amount} по заказу ${n} не прошёл. Заказ ждёт оплаты: покупатель может оплатить снова, пока заказ не истёк.`,
    provider: 'Платёжный сервис',
    reason: 'Причина',
    customer: 'Покупатель',
  },
} as const;

/** The shop's notice of a failed payment, in the store's language, text and HTML alike. */
export function renderPaymentFailedMail(input: PaymentFailedMailInput): MailMessage {
  const t = texts[input.lang];
  const subject = t.subject(input.number);
  const facts: [string, string][] = [
    [t.provider, input.provider],
    [t.reason, input.reason],
    ...(input.email ? [[t.customer, input.email] as [string, string]] : []),
  ];
  const intro = t.intro(input.number, input.amount);
  const text = [intro, '', ...facts.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222"><p>${e(intro)}</p>
${facts.map(([label, value]) => `<p><strong>${e(label)}:</strong> ${e(value)}</p>`).join('\n')}
</body></html>`;
  return { to: input.to, subject, text, html };
}
