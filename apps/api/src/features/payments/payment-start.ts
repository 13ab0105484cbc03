import { randomUUID } from 'node:crypto';
import type { PaymentStart } from '@kordon/contract';
import type { SQL } from 'drizzle-orm';
import { type DbExecutor, inTransaction } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { mailWrite } from '../mail/mail.service.js';
import { getStore, localizedSetting } from '../store/store.service.js';
import { providerForMethod } from './payment-provider.js';
import { currencyOf, formatAmount, languageOf, returnPages } from './payment-view.js';
import {
  type PayableOrder,
  type PaymentRow,
  paymentInsert,
  selectOpenPayment,
  selectOrder,
  selectPaymentMethod,
  supersedePendingPayments,
  updatePayment,
} from './payments.queries.js';
import { DEFAULT_BANK_DETAILS, renderBankTransferMail } from './providers/bank-transfer.mail.js';

/** Services get the outbox to send the bank-transfer mail at once; without it the worker finds it. */
export type PaymentDeps = Pick<AppDeps, 'db' | 'config'> & { outbox?: { wake(): void } };

function assertPayable(order: PayableOrder) {
  if (order.paidAt) throw new AppError('conflict', `Order ${order.number} is already paid`);
  if (order.status === 'cancelled') throw new AppError('conflict', `Order ${order.number} is cancelled`);
  if (order.total <= 0) throw new AppError('conflict', `Order ${order.number} has nothing to pay`);
}

async function bankTransferMail(tx: DbExecutor, order: PayableOrder) {
  if (!order.email) return null;
  // Through the transaction, not the pool (see order-mails.service.ts queueOrderMailOf).
  const store = await getStore(tx);
  const lang = languageOf(order);
  return renderBankTransferMail({
    to: order.email,
    lang,
    storeName: store.name,
    number: order.number,
    amount: await formatAmount(tx, order.total, order.currency, lang),
    details: localizedSetting(store, 'bank_details', lang) ?? DEFAULT_BANK_DETAILS[lang],
  });
}

type PaymentMethodRow = { code: string; provider: string; isActive: boolean };
type Opened = {
  order: PayableOrder;
  provider: NonNullable<ReturnType<typeof providerForMethod>>;
  paymentId: string;
  /** The page's address when the provider knew it before starting (written with the row). */
  knownUrl: string | null;
};

/** A new payment for exactly the order's total, as writes not yet run, so checkout joins them to the order's insert. */
export async function preparePayment(
  deps: PaymentDeps,
  tx: DbExecutor,
  order: PayableOrder,
  method: PaymentMethodRow | null,
): Promise<{ opened: Opened; writes: SQL[] }> {
  assertPayable(order);
  const provider = method?.isActive ? providerForMethod(deps.config, method.provider) : null;
  if (!provider) throw new AppError('conflict', `The payment method ${order.paymentCode} is not available`);
  const paymentId = randomUUID();
  const knownUrl = provider.pageOf?.(paymentId) ?? null;
  const writes: SQL[] = [
    paymentInsert({
      id: paymentId,
      orderId: order.id,
      provider: provider.code,
      status: 'pending',
      amount: order.total,
      currency: order.currency,
      redirectUrl: knownUrl,
    }),
  ];
  const mail = provider.code === 'bank_transfer' ? await bankTransferMail(tx, order) : null;
  if (mail) writes.push(mailWrite(mail));
  return { opened: { order, provider, paymentId, knownUrl }, writes };
}

/**
 * The `payments` row of a new payment of an order already written, in the caller's transaction.
 * Earlier pending payments are superseded.
 */
export async function openPayment(
  deps: PaymentDeps,
  tx: DbExecutor,
  order: PayableOrder,
  method: PaymentMethodRow | null,
): Promise<Opened> {
  const { opened, writes } = await preparePayment(deps, tx, order, method);
  await supersedePendingPayments(tx, order.id);
  for (const write of writes) await tx.execute(write.getSQL());
  return opened;
}

/**
 * Starts a new payment of an unpaid order for exactly its total; earlier pending ones are superseded, so
 * "pay again" never leaves two open card pages (spec-coverage 2.2.6).
 */
export async function startPayment(
  deps: PaymentDeps,
  orderId: string,
  options: { reuse?: (open: PaymentRow) => boolean } = {},
): Promise<PaymentStart> {
  const opened = await inTransaction(deps.db, async (tx) => {
    const order = await selectOrder(tx, { id: orderId }, true);
    if (!order) throw AppError.notFound('Order');
    assertPayable(order);
    // Under the order's lock: of concurrent calls only the first opens a payment the rest reuse.
    const open = options.reuse ? await selectOpenPayment(tx, orderId) : null;
    if (open && options.reuse?.(open)) return null;
    return openPayment(deps, tx, order, await selectPaymentMethod(tx, order.paymentCode));
  });
  return opened ? launchPayment(deps, opened) : resumePayment(deps, orderId);
}

/** An order with nothing left to pay (a coupon for everything, or paid before) goes to the success page. */
export async function paidAlready(
  deps: PaymentDeps,
  order: { number: string; language: string },
): Promise<PaymentStart> {
  return { action: 'none', url: (await returnPages(deps.db, deps.config.siteUrl, order)).successUrl };
}

/** How long a copy of a create waits for the first request's payment page while its provider answers. */
export const RESUME_WAIT_MS = 10_000;
const RESUME_POLL_MS = 50;

/** A repeated create gets the payment the first opened, so every copy leads to one page and one mail. */
export async function resumePayment(deps: PaymentDeps, orderId: string): Promise<PaymentStart> {
  const deadline = Date.now() + RESUME_WAIT_MS;
  for (;;) {
    const open = await selectOpenPayment(deps.db, orderId);
    if (!open || Date.now() > deadline) return startPayment(deps, orderId);
    if (open.redirectUrl) return { action: 'redirect', url: open.redirectUrl };
    if (open.provider === 'bank_transfer') {
      const order = await selectOrder(deps.db, { id: orderId });
      if (order) return { action: 'none', url: (await returnPages(deps.db, deps.config.siteUrl, order)).successUrl };
    }
    await new Promise((resolve) => setTimeout(resolve, RESUME_POLL_MS));
  }
}

/** After the payment row commits: the provider's page. Outside any transaction, so no row is held while a provider answers. */
export async function launchPayment(
  deps: PaymentDeps,
  { order, provider, paymentId, knownUrl }: Opened,
): Promise<PaymentStart> {
  const pages = await returnPages(deps.db, deps.config.siteUrl, order);
  if (provider.code === 'bank_transfer') {
    deps.outbox?.wake();
    return { action: 'none', url: pages.successUrl };
  }
  const store = await getStore(deps.db);
  const result = await provider
    .start({
      paymentId,
      orderNumber: order.number,
      amount: order.total,
      currency: order.currency,
      minorUnits: (await currencyOf(deps.db, order.currency)).minorUnits,
      email: order.email,
      lang: languageOf(order),
      storeName: store.name,
      ...pages,
    })
    .catch(async (error: unknown) => {
      const reason = `could not start: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
      await updatePayment(deps.db, paymentId, { status: 'failed', failureReason: reason });
      throw new AppError('unavailable', 'The payment service cannot be reached now. Please try again shortly.');
    });
  if (result.externalId || result.url !== knownUrl)
    await updatePayment(deps.db, paymentId, { externalId: result.externalId ?? null, redirectUrl: result.url });
  return result.url ? { action: 'redirect', url: result.url } : { action: 'none', url: pages.successUrl };
}
