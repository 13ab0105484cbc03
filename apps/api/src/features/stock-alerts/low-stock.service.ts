import type { DbExecutor } from '../../db/executor.js';
import { enqueueMail } from '../mail/mail.service.js';
import { shopMailAddressOf, shopNotificationsOf } from '../store/shop-notifications.service.js';
import { getStore } from '../store/store.service.js';
import { renderLowStockMail } from './low-stock.mail.js';
import { markLowStock, selectLowStock } from './low-stock.queries.js';

/**
 * Call after any write that changes the stock of `variationIds`, in its transaction (order creation,
 * admin stock edits): a variation that is now at or below the threshold (settings) and was not
 * already mails the shop once, through the outbox, so the mail is sent if and only if the write
 * commits, and retried until it is; one back above the threshold is armed for its next fall.
 * Answers how many crossed; the caller wakes the outbox after its commit.
 */
export async function noteLowStock(tx: DbExecutor, variationIds: readonly number[]): Promise<number> {
  if (variationIds.length === 0) return 0;
  const store = await getStore(tx);
  const { lowStockThreshold } = shopNotificationsOf(store);
  const crossed = await markLowStock(tx, variationIds, lowStockThreshold, store.defaultLanguage);
  const to = shopMailAddressOf(store);
  if (crossed.length === 0 || !to) return crossed.length;
  await enqueueMail(
    tx,
    renderLowStockMail({ to, lang: store.defaultLanguage, threshold: lowStockThreshold, items: crossed }),
  );
  return crossed.length;
}

/**
 * The same after a write that only takes stock (an order): only the variations now at or below the
 * threshold can cross, so a write that leaves every one above it costs no statement at all.
 */
export async function noteLowStockAfterTaking(
  tx: DbExecutor,
  changes: readonly { variationId: number; after: number }[],
): Promise<number> {
  const { lowStockThreshold } = shopNotificationsOf(await getStore(tx));
  const low = changes.filter((change) => change.after <= lowStockThreshold).map((change) => change.variationId);
  return noteLowStock(tx, low);
}

/** What is low now (the dashboard), by the threshold of the settings. */
export async function listLowStock(db: DbExecutor, limit: number) {
  const store = await getStore(db);
  const { lowStockThreshold } = shopNotificationsOf(store);
  const { rows, total } = await selectLowStock(db, lowStockThreshold, store.defaultLanguage, limit);
  return {
    threshold: lowStockThreshold,
    total,
    items: rows.map((row) => ({
      variation_id: row.variationId,
      product_id: row.productId,
      name: row.name,
      sku: row.sku,
      stock: row.stock,
    })),
  };
}
