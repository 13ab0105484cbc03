import type { LanguageCode } from '@kordon/contract';
import { escapeHtml as e } from '../../platform/html.js';
import type { MailMessage } from '../mail/mail.service.js';
import type { LowVariation } from './low-stock.queries.js';

export type LowStockMailInput = { to: string; lang: LanguageCode; threshold: number; items: LowVariation[] };

const texts = {
  en: {
    subject: (n: number) => (n === 1 ? 'Low stock: 1 item' : `Low stock: ${n} items`),
    intro: (t: number) => `These items are down to ${t} or fewer in stock. Reorder or restock them:`,
    left: (n: number) => (n === 1 ? '1 left' : `${n} left`),
  },
  ru: {
    subject: (n: number) => `Заканчивается на складе: ${n}`,
    intro: (t: number) => `Этих товаров на складе осталось ${t} или меньше. Закажите или пополните их:`,
    left: (n: number) => `осталось ${n}`,
  },
} as const;

/** The shop's notice that variations fell to the threshold, in the store's language, text and HTML alike. */
export function renderLowStockMail(input: LowStockMailInput): MailMessage {
  const t = texts[input.lang];
  const subject = t.subject(input.items.length);
  const lines = input.items.map((item) => `${item.name} [${item.sku}] — ${t.left(item.stock)}`);
  const text = [t.intro(input.threshold), '', ...lines].join('\n');
  const html = `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222"><p>${e(t.intro(input.threshold))}</p>
<ul>${lines.map((line) => `<li>${e(line)}</li>`).join('')}</ul>
</body></html>`;
  return { to: input.to, subject, text, html };
}
