import type { CustomerRestockRequest, RestockListQuery, RestockVariation } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import { anonymiseRestockRows, selectRestockOverview, selectRestockRequestsOf } from './restock-overview.queries.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The back office's restock list: per variation, how many wait, the oldest, and when they were last mailed. */
export async function listRestockOverview(db: DbExecutor, query: RestockListQuery) {
  const { data, total } = await selectRestockOverview(db, query);
  const rows: RestockVariation[] = data.map((row) => ({
    variation_id: row.variationId,
    product: { id: row.productId, name: row.productName, slug: row.productSlug },
    options: row.options,
    sku: row.sku,
    stock: row.stock,
    waiting: row.waiting,
    oldest_waiting_at: row.oldestWaitingAt && iso(row.oldestWaitingAt),
    last_mailed_at: row.lastMailedAt && iso(row.lastMailedAt),
  }));
  return { data: rows, total };
}

export async function listRestockRequestsOf(
  db: DbExecutor,
  customer: { id: string; email: string },
): Promise<CustomerRestockRequest[]> {
  return (await selectRestockRequestsOf(db, customer)).map((row) => ({
    id: row.id,
    product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
    variation_id: row.variation_id,
    sku: row.sku,
    created_at: iso(row.created_at),
    notified_at: row.notified_at && iso(row.notified_at),
  }));
}

export const anonymiseRestockRequestsOf = anonymiseRestockRows;
