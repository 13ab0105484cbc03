import { type LanguageCode, pagePath } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import { absoluteUrl, localizedPath } from '../../platform/links.js';
import { formatMoney } from '../../platform/money-format.js';
import { storedCurrency } from '../currency/currency.service.js';
import { getStore } from '../store/store.service.js';
import type { PaymentStatus } from './payments.queries.js';
import { selectPaymentWithOrder } from './payments.queries.js';

export const languageOf = (order: { language: string }): LanguageCode => (order.language === 'ru' ? 'ru' : 'en');

/**
 * The storefront's success and failure pages of an order (spec-coverage 2.2.5, 2.2.6), in the
 * order's language (the default language has no prefix), absolute: providers send shoppers there.
 */
export async function returnPages(db: Db, siteUrl: string, order: { number: string; language: string }) {
  const store = await getStore(db);
  const page = (id: 'checkoutSuccess' | 'checkoutFailure') =>
    absoluteUrl(
      siteUrl,
      `${localizedPath(pagePath(id), languageOf(order), store.defaultLanguage)}?number=${encodeURIComponent(order.number)}`,
    );
  return { successUrl: page('checkoutSuccess'), failureUrl: page('checkoutFailure') };
}

/** Digits after the point and symbol of a payment's currency (currency.service `storedCurrency`). */
export const currencyOf = storedCurrency;

export async function formatAmount(db: DbExecutor, amount: number, code: string, lang: LanguageCode) {
  return formatMoney(amount, await currencyOf(db, code), lang);
}

export type PaymentView = {
  id: string;
  provider: string;
  status: PaymentStatus;
  externalId: string | null;
  amount: number;
  currency: string;
  amountText: string;
  orderNumber: string;
  lang: LanguageCode;
  storeName: string;
  successUrl: string;
  failureUrl: string;
};

/** What a payment page shows and where it sends the shopper; null for an unknown payment. */
export async function describePayment(deps: { db: Db; config: { siteUrl: string } }, paymentId: string) {
  if (!isUuid(paymentId)) return null;
  const row = await selectPaymentWithOrder(deps.db, paymentId);
  if (!row) return null;
  const { payment, order } = row;
  const lang = languageOf(order);
  return {
    id: payment.id,
    provider: payment.provider,
    status: payment.status as PaymentStatus,
    externalId: payment.externalId,
    amount: payment.amount,
    currency: payment.currency,
    amountText: await formatAmount(deps.db, payment.amount, payment.currency, lang),
    orderNumber: order.number,
    lang,
    storeName: row.storeName,
    ...(await returnPages(deps.db, deps.config.siteUrl, order)),
  } satisfies PaymentView;
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
