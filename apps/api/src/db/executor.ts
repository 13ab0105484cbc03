import { commitCache, shareCache } from '../platform/cache.js';
import type { Db } from './client.js';

/** The database or an open transaction: a service that writes takes one, so it can join the caller's. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction, or joins the open one: a savepoint would only hide a failure the
 * caller must see. Checkout's steps run through one, so all of it is written or none.
 */
export async function inTransaction<T>(executor: DbExecutor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (isTransaction(executor)) return work(executor);
  let transaction: Transaction | undefined;
  const result = await (executor as Db).transaction((tx) => {
    transaction = tx;
    shareCache(tx, executor);
    return work(tx);
  });
  // Committed: what it invalidated (platform/invalidation.ts) is dropped before the caller answers.
  if (transaction) commitCache(transaction);
  return result;
}

export const isTransaction = (executor: DbExecutor): executor is Transaction =>
  // Drizzle's transaction object has `rollback`; the database handle does not.
  typeof (executor as { rollback?: unknown }).rollback === 'function';
