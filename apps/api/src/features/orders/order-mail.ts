import type { LanguageCode, OrderState } from '@kordon/contract';
import { escapeHtml as e } from '../../platform/html.js';
import type { MailMessage } from '../mail/mail.service.js';
import { stateName } from './order-states.js';

/**
 * `expired`: the state mail of an unpaid order the expiry sweep cancelled, saying why; `refund`: money
 * the back office gave back (its amount in `refunded`).
 */
export type OrderMailKind = 'confirmation' | 'state' | 'digital' | 'expired' | 'refund';

export type OrderMailInput = {
  kind: OrderMailKind;
  to: string;
  lang: LanguageCode;
  storeName: string;
  number: string;
  state: OrderState;
  lines: { name: string; quantity: number; total: string; code?: string | null }[];
  totals: { title: string; value: string }[];
  trackNumber: string | null;
  link: string;
  /** A business order's company: the invoice made out to it is attached. */
  invoiceFor?: string | null;
  /** With `refund`: the amount given back, formatted. */
  refunded?: string | null;
};

const texts = {
  en: {
    confirmation: (n: string) => `Order ${n} received`,
    state: (n: string, s: string) => `Order ${n}: ${s}`,
    paid: (n: string) => `Order ${n}: payment received`,
    digital: (n: string) => `Your digital products from order ${n}`,
    refund: (n: string, a: string) => `Order ${n}: ${a} refunded`,
    refunded: (a: string) => `We have refunded ${a} to you, the way you paid. It may take a few days to show.`,
    intro: (store: string) => `Thank you for shopping at ${store}.`,
    unpaid: 'We start assembling the order as soon as the payment is confirmed.',
    now: (s: string) => `Your order is now: ${s}.`,
    expired: 'We did not receive the payment in time, so the order was cancelled and its items released.',
    track: (t: string) => `Tracking number: ${t}`,
    codes: 'Here are your digital products. Keep this e-mail: the codes are yours.',
    open: 'See the order in your profile',
    invoice: (company: string) =>
      `The invoice for ${company} is attached (PDF); it can also be downloaded from the order in your profile.`,
  },
  ru: {
    confirmation: (n: string) => `Заказ ${n} принят`,
    state: (n: string, s: string) => `Заказ ${n}: ${s}`,
    paid: (n: string) => `Заказ ${n}: оплата получена`,
    digital: (n: string) => `Цифровые товары из заказа ${n}`,
    refund: (n: string, a: string) => `Заказ ${n}: возврат ${a}`,
    refunded: (a: string) =>
      `Мы вернули вам ${a} тем же способом, которым вы платили. Деньги могут прийти через несколько дней.`,
    intro: (store: string) => `Спасибо за покупку в ${store}.`,
    unpaid: 'Мы начнём собирать заказ, как только подтвердится оплата.',
    now: (s: string) => `Статус заказа: ${s}.`,
    expired: 'Оплата не поступила вовремя, поэтому заказ отменён, а товары снова в продаже.',
    track: (t: string) => `Трек-номер: ${t}`,
    codes: 'Ваши цифровые товары. Сохраните это письмо: коды принадлежат вам.',
    open: 'Заказ в личном кабинете',
    invoice: (company: string) =>
      `Счёт на ${company} приложен к письму (PDF); его можно скачать и в заказе в личном кабинете.`,
  },
} as const;

/** The e-mails an order sends: received, each change of state, and the digital goods once paid. */
export function renderOrderMail(input: OrderMailInput): MailMessage {
  const t = texts[input.lang];
  const status = stateName(input.state, input.lang);
  const refunded = input.refunded ?? '';
  const subject =
    input.kind === 'refund'
      ? t.refund(input.number, refunded)
      : input.kind === 'confirmation'
        ? t.confirmation(input.number)
        : input.kind === 'digital'
          ? t.digital(input.number)
          : // Moving to `created` is the payment arriving: say that, not the state's name.
            input.state === 'created'
            ? t.paid(input.number)
            : t.state(input.number, status);
  const lead =
    input.kind === 'refund'
      ? t.refunded(refunded)
      : input.kind === 'digital'
        ? t.codes
        : input.kind === 'confirmation' && input.state === 'pending_payment'
          ? t.unpaid
          : input.kind === 'expired'
            ? t.expired
            : t.now(status);
  const rows = input.lines.map(
    (line) => `${line.name} × ${line.quantity} — ${line.total}${line.code ? ` — ${line.code}` : ''}`,
  );
  const totals = input.kind === 'digital' ? [] : input.totals.map((total) => `${total.title}: ${total.value}`);
  const track = input.trackNumber ? [t.track(input.trackNumber)] : [];
  if (input.invoiceFor) track.push(t.invoice(input.invoiceFor));
  const text = [t.intro(input.storeName), lead, '', ...rows, '', ...totals, ...track, '', `${t.open}: ${input.link}`]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;padding:24px">
<tr><td><p style="font-size:16px">${e(t.intro(input.storeName))}</p><p>${e(lead)}</p>
<table role="presentation" width="100%" style="border-collapse:collapse;margin:16px 0">${input.lines
    .map(
      (line) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #eee">${e(line.name)} × ${line.quantity}${
          line.code ? `<br><code style="font-size:15px">${e(line.code)}</code>` : ''
        }</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${e(line.total)}</td></tr>`,
    )
    .join('')}${(input.kind === 'digital' ? [] : input.totals)
    .map(
      (total) =>
        `<tr><td style="padding:6px 0">${e(total.title)}</td><td style="padding:6px 0;text-align:right;white-space:nowrap"><strong>${e(total.value)}</strong></td></tr>`,
    )
    .join('')}</table>${track.map((line) => `<p>${e(line)}</p>`).join('')}
<p><a href="${e(input.link)}" style="display:inline-block;background:#222;color:#fff;padding:12px 24px;text-decoration:none">${e(t.open)}</a></p></td></tr>
</table></body></html>`;
  return { to: input.to, subject, text, html };
}
