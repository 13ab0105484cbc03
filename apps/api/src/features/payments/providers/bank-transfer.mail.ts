import type { LanguageCode } from '@kordon/contract';
import { escapeHtml } from '../../../platform/html.js';
import type { MailMessage } from '../../mail/mail.service.js';

/**
 * Printed when the store has no `bank_details` setting: clearly demo values, so a fresh clone
 * sends a complete message. Set the setting (text, or {en, ru}) before taking real transfers.
 */
export const DEFAULT_BANK_DETAILS: Record<LanguageCode, string> = {
  en: [
    'Recipient: Kordon LLC (demo details)',
    'Bank: Demo Bank',
    'Account: 40702810000000000001',
    'BIC: 044525000',
    'SWIFT: DEMOXXXX',
  ].join('\n'),
  ru: [
    'Получатель: ООО «Кордон» (демонстрационные реквизиты)',
    'Банк: Демо Банк',
    'Расчётный счёт: 40702810000000000001',
    'БИК: 044525000',
    'SWIFT: DEMOXXXX',
  ].join('\n'),
};

type Input = { to: string; lang: LanguageCode; storeName: string; number: string; amount: string; details: string };

const texts = {
  en: {
    subject: (n: string) => `Payment instructions for order ${n}`,
    intro: (store: string) => `Thank you for your order at ${store}. Please pay it by bank transfer:`,
    amount: 'Amount',
    reference: 'Payment reference',
    referenceText: (n: string) => `Order ${n}`,
    why: 'Put the reference in the transfer so that we can match your payment. The order ships once the payment arrives; we will write to you then.',
  },
  ru: {
    subject: (n: string) => `Реквизиты для оплаты заказа ${n}`,
    intro: (store: string) => `Спасибо за заказ в ${store}. Оплатите его банковским переводом:`,
    amount: 'Сумма',
    reference: 'Назначение платежа',
    referenceText: (n: string) => `Заказ ${n}`,
    why: 'Укажите назначение платежа, чтобы мы нашли ваш перевод. Заказ отправляется после поступления оплаты; мы сообщим об этом письмом.',
  },
} as const;

/** The instructions of spec-coverage 1.5c: the bank details, the amount and the order number as reference. */
export function renderBankTransferMail(input: Input): MailMessage {
  const t = texts[input.lang];
  const reference = t.referenceText(input.number);
  const text = [
    t.intro(input.storeName),
    '',
    input.details,
    '',
    `${t.amount}: ${input.amount}`,
    `${t.reference}: ${reference}`,
    '',
    t.why,
  ].join('\n');
  const e = escapeHtml;
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#666">${e(label)}</td><td style="padding:4px 0;font-weight:bold">${e(value)}</td></tr>`;
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(t.subject(input.number))}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;padding:24px">
<tr><td><p style="font-size:16px">${e(t.intro(input.storeName))}</p>
<pre style="font-family:inherit;font-size:14px;background:#f4f4f4;padding:12px;white-space:pre-wrap">${e(input.details)}</pre>
<table role="presentation">${row(t.amount, input.amount)}${row(t.reference, reference)}</table>
<p style="font-size:13px;color:#666">${e(t.why)}</p></td></tr>
</table></body></html>`;
  return { to: input.to, subject: t.subject(input.number), text, html };
}
