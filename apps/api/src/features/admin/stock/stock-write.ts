import type { Config } from '../../../config/env.js';
import type { Db } from '../../../db/client.js';
import type { Transaction } from '../../../db/executor.js';
import { cacheTags, stockChangeTags } from '../../../platform/cache-tags.js';
import { invalidateOnCommit } from '../../../platform/invalidation.js';
import { notifyRestocked } from '../../restock/restock.service.js';
import { noteLowStock } from '../../stock-alerts/low-stock.service.js';
import {
  type LockedVariation,
  type StockValues,
  selectKitsOfVariations,
  updateVariationRows,
} from './stock.queries.js';

export type VariationChange = { current: LockedVariation; next: StockValues };
export type StockWriteDeps = { db: Db; config: Pick<Config, 'siteUrl'> };

const priceMoved = ({ current, next }: VariationChange) =>
  current.price !== next.price || current.oldPrice !== next.oldPrice;

/**
 * Every back-office write of stock or prices passes here, inside its transaction, with the rows
 * locked: it writes them, drops what shows them, tells the shop of low stock and mails the restock
 * requests of variations back from zero (sent when the transaction commits; the caller wakes the outbox). Answers how many
 * restock notices it queued.
 */
export async function writeVariationChanges(
  tx: Transaction,
  deps: StockWriteDeps,
  changes: readonly VariationChange[],
): Promise<number> {
  if (changes.length === 0) return 0;
  await updateVariationRows(
    tx,
    changes.map(({ current, next }) => ({ id: current.id, ...next })),
  );
  const stock = stockChangeTags(
    changes.map(({ current, next }) => ({ productId: current.productId, before: current.stock, after: next.stock })),
  );
  const prices = changes.filter(priceMoved).map(({ current }) => cacheTags.product(current.productId));
  const kits = await selectKitsOfVariations(
    tx,
    changes.map(({ current }) => current.id),
  );
  // invalidates: the products' pages and answers (stock, price), the kit pages they are in, lists when
  // one can be ordered again or no longer (availability), and every listing when a price moved (catalogue).
  await invalidateOnCommit(tx, [
    ...stock,
    ...prices,
    ...kits.map(cacheTags.kit),
    ...(prices.length > 0 ? [cacheTags.catalogue] : []),
  ]);
  // The shop hears once of each variation that falls to the low-stock threshold; one above it is armed again.
  await noteLowStock(
    tx,
    changes.filter(({ current, next }) => current.stock !== next.stock).map(({ current }) => current.id),
  );
  const restocked = changes.filter(({ current, next }) => current.stock === 0 && next.stock > 0);
  return notifyRestocked(
    deps,
    tx,
    restocked.map(({ current }) => current.id),
  );
}
