import { randomBytes } from 'node:crypto';
import type { LanguageCode, OrderState } from '@kordon/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { orderLines } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { absoluteUrl, localizedPath } from '../../platform/links.js';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service.js';
import { shopMailAddressOf } from '../store/shop-notifications.service.js';
import { getStore } from '../store/store.service.js';
import { type OrderMailKind, renderOrderMail } from './order-mail.js';
import { orderMoneyFormatter } from './order-money.js';
import { selectOrderFull } from './orders.queries.js';
import { renderShopOrderMail } from './shop-order-mail.js';

type MailDeps = Pick<AppDeps, 'db' | 'config'>;

/** What an order e-mail shows: the order as written, whether read back or just built. */
export type OrderMailSnapshot = {
  order: {
    /** With `company`: a business order, whose confirmation carries its invoice (made when sent). */
    id?: string;
    company?: { name: string } | null;
    email: string | null;
    language: string;
    currency: string;
    number: string;
    status: string;
    trackNumber?: string | null;
  };
  lines: { name: string; quantity: number; total: number; isDigital?: boolean; digitalCode?: string | null }[];
  totals: { title: string; value: number }[];
};

/** What a mail says beyond the order itself: a refund's amount, in minor units of the order currency. */
export type OrderMailExtra = { refunded?: number };

/** Queues an e-mail about the order in the caller's transaction: sent if and only if it commits. */
export async function queueOrderMail(
  deps: MailDeps,
  tx: DbExecutor,
  orderId: string,
  kind: OrderMailKind,
  extra: OrderMailExtra = {},
) {
  const full = await selectOrderFull(tx, orderId);
  if (full) await queueOrderMailOf(deps, tx, full, kind, extra);
}

/** The same from an order the caller holds. */
export async function queueOrderMailOf(
  deps: MailDeps,
  tx: DbExecutor,
  full: OrderMailSnapshot,
  kind: OrderMailKind,
  extra: OrderMailExtra = {},
) {
  const mail = await orderMailOf(deps, tx, full, kind, extra);
  if (mail) await enqueueMail(tx, mail);
}

/** The message about an order, rendered from rows in memory (checkout mails an order it has not written yet). */
export async function orderMailOf(
  deps: MailDeps,
  tx: DbExecutor,
  full: OrderMailSnapshot,
  kind: OrderMailKind,
  extra: OrderMailExtra = {},
): Promise<OutgoingMail | null> {
  const { order } = full;
  if (!order.email) return null;
  // Through the transaction, not the pool: with every connection held by order transactions, a
  // read on the pool would wait for ever (trust/soak/pool-in-transaction.test.ts).
  const store = await getStore(tx);
  const lang: LanguageCode = order.language === 'ru' ? 'ru' : 'en';
  const money = await orderMoneyFormatter(tx, order.currency, lang);
  const lines = (kind === 'digital' ? full.lines.filter((line) => line.isDigital) : full.lines).map((line) => ({
    name: line.name,
    quantity: line.quantity,
    total: money(line.total),
    code: kind === 'digital' ? (line.digitalCode ?? null) : null,
  }));
  const profile = absoluteUrl(deps.config.siteUrl, `${localizedPath('/profile', lang, store.defaultLanguage)}#orders`);
  const invoice = kind === 'confirmation' && order.company && order.id ? order.id : null;
  const mail = renderOrderMail({
    kind,
    to: order.email,
    lang,
    storeName: store.name,
    number: order.number,
    state: order.status as OrderState,
    lines,
    totals: full.totals.map((total) => ({ title: total.title, value: money(total.value) })),
    trackNumber: order.trackNumber ?? null,
    link: profile,
    invoiceFor: invoice ? (order.company?.name ?? null) : null,
    refunded: extra.refunded === undefined ? null : money(extra.refunded),
  });
  return invoice ? { ...mail, attach: [{ kind: 'invoice', ref: invoice }] } : mail;
}

/** A new order as checkout is about to write it: what the shop's notice shows. */
export type NewOrderSnapshot = {
  order: {
    number: string;
    currency: string;
    shippingName: string;
    paymentName: string;
    comment?: string | null;
    company?: { name: string; taxId: string } | null;
  };
  lines: {
    name: string;
    options?: { optionName: string; valueName: string }[];
    sku?: string | null;
    quantity: number;
    total: number;
  }[];
  totals: { title: string; value: number }[];
  customer: {
    firstname: string;
    lastname: string;
    email: string;
    phone?: string | null;
    countryCode?: string | null;
    city?: string | null;
    address?: string | null;
    postalCode?: string | null;
  };
};

/**
 * The shop's notice of a new order, to the settings' notification address (else the store's e-mail),
 * written with the order so a repeated request mails nothing; null without either address.
 */
export async function shopOrderMailOf(tx: DbExecutor, full: NewOrderSnapshot): Promise<OutgoingMail | null> {
  const store = await getStore(tx);
  const to = shopMailAddressOf(store);
  if (!to) return null;
  const lang = store.defaultLanguage;
  const money = await orderMoneyFormatter(tx, full.order.currency, lang);
  const { customer, order } = full;
  const place = [customer.postalCode, customer.city, customer.address, customer.countryCode].filter(Boolean);
  return renderShopOrderMail({
    to,
    lang,
    number: order.number,
    lines: full.lines.map((line) => ({
      name: line.name,
      options: (line.options ?? []).map((o) => `${o.optionName}: ${o.valueName}`).join(', '),
      sku: line.sku ?? null,
      quantity: line.quantity,
      total: money(line.total),
    })),
    totals: full.totals.map((total) => ({ title: total.title, value: money(total.value) })),
    customer: {
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      email: customer.email,
      phone: customer.phone ?? null,
    },
    delivery: { method: order.shippingName, address: place.length > 0 ? place.join(', ') : null },
    payment: order.paymentName,
    comment: order.comment ?? null,
    company: order.company ? `${order.company.name} (${order.company.taxId})` : null,
  });
}

const codeOf = () =>
  randomBytes(12)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')
    .slice(0, 16)
    .replace(/(.{4})(?!$)/g, '$1-');

/** Issues the codes of the order's digital lines (once) and mails them; answers whether there were any. */
export async function deliverDigitalProducts(deps: MailDeps, tx: DbExecutor, orderId: string) {
  const pending = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.isDigital, true), isNull(orderLines.digitalCode)));
  for (const line of pending) {
    await tx.update(orderLines).set({ digitalCode: codeOf() }).where(eq(orderLines.id, line.id));
  }
  if (pending.length > 0) await queueOrderMail(deps, tx, orderId, 'digital');
  return pending.length > 0;
}
