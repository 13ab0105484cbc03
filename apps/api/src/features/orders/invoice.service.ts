import type { LanguageCode } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { MailAttachment } from '../mail/mail.service.js';
import { getStore, localizedSetting, stringSetting } from '../store/store.service.js';
import { type InvoiceData, renderInvoicePdf } from './invoice-pdf.js';
import { orderMoneyFormatter } from './order-money.js';
import { type OrderFull, selectOrderFull } from './orders.queries.js';

/** A tax id is digits: a setting written as plain JSON may hold it as a number. */
const taxIdOf = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() ? value.trim() : null;

/** The invoice's contents, from the order as written (its lines, totals and company) and the store settings. */
async function invoiceDataOf(db: DbExecutor, full: OrderFull): Promise<InvoiceData | null> {
  const { order } = full;
  if (!order.company) return null;
  const lang: LanguageCode = order.language === 'ru' ? 'ru' : 'en';
  const store = await getStore(db);
  const money = await orderMoneyFormatter(db, order.currency, lang);
  return {
    lang,
    number: order.number,
    date: order.createdAt,
    currency: order.currency,
    seller: {
      name: store.name,
      address: localizedSetting(store, 'address', lang),
      taxId: taxIdOf(store.settings.tax_id),
      email: store.email,
      phone: stringSetting(store, 'phone'),
    },
    buyer: { ...order.company, email: order.email },
    lines: full.lines.map((line) => ({
      name: line.name,
      options: line.options.map((o) => `${o.optionName}: ${o.valueName}`).join(', '),
      quantity: line.quantity,
      unit: money(line.unitPrice),
      total: money(line.total),
    })),
    totals: full.totals.map((row) => ({ title: row.title, value: money(row.value), grand: row.code === 'total' })),
    paymentName: order.paymentName,
  };
}

/** The invoice PDF of a business order; null for an order that is gone or has no company. */
export async function renderOrderInvoice(db: DbExecutor, orderId: string, options: { compress?: boolean } = {}) {
  const full = await selectOrderFull(db, orderId);
  const data = full && (await invoiceDataOf(db, full));
  return data ? { number: data.number, pdf: await renderInvoicePdf(data, options) } : null;
}

/**
 * GET /profile/orders/:id/invoice: the customer's own business order only; another customer's
 * order, or one without a company, answers 404 as one that does not exist.
 */
export async function getCustomerInvoice(db: DbExecutor, customerId: string, orderId: string) {
  const full = await selectOrderFull(db, orderId);
  const data = full && full.order.customerId === customerId ? await invoiceDataOf(db, full) : null;
  if (!data) throw AppError.notFound('Invoice');
  return { filename: invoiceFileName(data.number), pdf: await renderInvoicePdf(data) };
}

export const invoiceFileName = (number: string) => `invoice-${number}.pdf`;

/** The invoice as a mail attachment, made when the confirmation is sent (features/mail attachment makers). */
export async function invoiceAttachment(db: DbExecutor, orderId: string): Promise<MailAttachment | null> {
  const invoice = await renderOrderInvoice(db, orderId);
  return invoice && { filename: invoiceFileName(invoice.number), contentType: 'application/pdf', content: invoice.pdf };
}
