import type { DbExecutor } from '../../db/executor.js';
import { formatMoney } from '../../platform/money-format.js';
import { storedCurrency } from '../currency/currency.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { shopMailAddressOf } from '../store/shop-notifications.service.js';
import { getStore } from '../store/store.service.js';
import { renderPaymentFailedMail } from './payment-failed.mail.js';
import type { PaymentRow } from './payments.queries.js';

/** Queues the shop's notice of a failed payment in the failing transaction; none without an address. */
export async function queuePaymentFailedNotice(
  tx: DbExecutor,
  payment: Pick<PaymentRow, 'amount' | 'currency' | 'provider'> & { orderNumber: string; email?: string | null },
  reason: string,
) {
  const store = await getStore(tx);
  const to = shopMailAddressOf(store);
  if (!to) return;
  const currency = await storedCurrency(tx, payment.currency);
  const mail = renderPaymentFailedMail({
    to,
    lang: store.defaultLanguage,
    number: payment.orderNumber,
    amount: formatMoney(payment.amount, currency, store.defaultLanguage),
    provider: payment.provider,
    reason,
    email: payment.email ?? null,
  });
  await enqueueMail(tx, mail);
}
