import {
  fieldError,
  STOCK_BULK_MAX,
  type StockBulkApply,
  type StockBulkChange,
  type StockBulkPreview,
  type StockListQuery,
  type StockVariation,
  type VariationUpdate,
} from '@kordon/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config/env.js';
import { type DbExecutor, inTransaction, type Transaction } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import type { StaffSession } from '../../../http/route.js';
import { assertFreshVersion, changesOf, hasChanges } from '../../../platform/versioned-write.js';
import { lowStockThresholdOf } from '../../store/shop-notifications.service.js';
import { auditedChange, findAuditEntry, recordAudit } from '../audit/audit.service.js';
import {
  type LockedVariation,
  lockSelection,
  lockVariation,
  selectSelection,
  selectStockPage,
} from './stock.queries.js';
import { bulkValueOf } from './stock-bulk.js';
import { type StockWriteDeps, type VariationChange, writeVariationChanges } from './stock-write.js';

type Deps = StockWriteDeps;
type Outbox = { outbox: { wake(): void } };

export const listStock = async (deps: Deps, query: StockListQuery) =>
  selectStockPage(deps.db, query, await lowStockThresholdOf(deps.db));

async function variationAnswer(db: DbExecutor, deps: Deps, id: number): Promise<StockVariation> {
  const query = { ids: [id], sort: 'product' as const, order: 'asc' as const, page: 1, per_page: 1 };
  const [row] = (await selectStockPage(db, query, await lowStockThresholdOf(db))).data;
  if (!row) throw AppError.notFound('Variation');
  return row;
}

const wireOf = (row: LockedVariation) => ({ stock: row.stock, price: row.price, old_price: row.oldPrice });

/** One variation's stock, price or old price; the old price must stay above the price (or be cleared). */
export async function updateVariation(deps: Deps & Outbox, by: StaffSession, id: number, input: VariationUpdate) {
  const notices = await inTransaction(deps.db, async (tx) => {
    const current = await lockVariation(tx, id);
    if (!current) throw AppError.notFound('Variation');
    const changes = changesOf(wireOf(current), { stock: input.stock, price: input.price, old_price: input.old_price });
    if (!hasChanges(changes)) return 0;
    assertFreshVersion(current.version, input.version, 'variation');
    const next = { ...wireOf(current), ...changes };
    if (next.old_price !== null && next.old_price <= next.price)
      throw AppError.validation({ old_price: [fieldError('old_price_not_above_price')] });
    const sent = await writeVariationChanges(tx, deps, [
      { current, next: { stock: next.stock, price: next.price, oldPrice: next.old_price } },
    ]);
    const { before, after } = auditedChange(wireOf(current), changes);
    await recordAudit(tx, {
      staff: by,
      action: 'variation.update',
      objectType: 'variation',
      objectId: id,
      before: { sku: current.sku, ...before },
      after,
    });
    return sent;
  });
  if (notices > 0) deps.outbox.wake();
  return variationAnswer(deps.db, deps, id);
}

/** Each selected variation as the change would leave it (unchanged ones left out). */
function plannedChanges(rows: LockedVariation[], change: StockBulkChange): VariationChange[] {
  return rows.flatMap((current) => {
    const next = { stock: current.stock, price: current.price, oldPrice: current.oldPrice };
    next[change.field] = bulkValueOf(current[change.field], change);
    // A price raised to or past its old price is no longer a sale: the old price goes.
    if (next.oldPrice !== null && next.oldPrice <= next.price) next.oldPrice = null;
    const same = next.stock === current.stock && next.price === current.price && next.oldPrice === current.oldPrice;
    return same ? [] : [{ current, next }];
  });
}

function assertWithinBulkMax(count: number) {
  if (count > STOCK_BULK_MAX)
    throw AppError.validation({ q: [fieldError('too_many_for_bulk', { max: STOCK_BULK_MAX })] });
}

export async function previewBulk(deps: Deps, change: StockBulkChange): Promise<StockBulkPreview> {
  const rows = await selectSelection(deps.db, change, await lowStockThresholdOf(deps.db), STOCK_BULK_MAX + 1);
  const sample = rows.slice(0, 5).map((row) => ({
    id: row.id,
    sku: row.sku,
    before: row[change.field],
    after: bulkValueOf(row[change.field], change),
  }));
  return {
    count: rows.length > STOCK_BULK_MAX ? await countSelection(deps, change) : rows.length,
    max: STOCK_BULK_MAX,
    sample,
  };
}

async function countSelection(deps: Deps, change: StockBulkChange) {
  return (
    await selectStockPage(
      deps.db,
      { ...change, sort: 'product', order: 'asc', page: 1, per_page: 1 },
      await lowStockThresholdOf(deps.db),
    )
  ).total;
}

const BULK_ACTION = 'stock.bulk';

/**
 * The change for every selected variation, in one transaction, audited as one entry with the list.
 * The idempotency key makes a retry answer the first run; a selection that moved since the preview
 * (another count) writes nothing.
 */
export async function applyBulk(deps: Deps & Outbox, by: StaffSession, input: StockBulkApply) {
  const result = await inTransaction(deps.db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`stock-bulk:${input.idempotency_key}`}, 0))`);
    const done = await findAuditEntry(tx, {
      action: BULK_ACTION,
      objectType: 'stock_bulk',
      objectId: input.idempotency_key,
    });
    if (done) return { changed: (done.after as { changed: number }).changed, restock_notices: 0 };
    const rows = await lockSelection(tx, input, await lowStockThresholdOf(deps.db), STOCK_BULK_MAX + 1);
    assertWithinBulkMax(rows.length);
    if (rows.length !== input.expected_count)
      throw AppError.validation({ expected_count: [fieldError('bulk_selection_changed')] });
    const changes = plannedChanges(rows, input);
    const notices = await writeVariationChanges(tx, deps, changes);
    await recordBulkAudit(tx, by, input, changes);
    return { changed: changes.length, restock_notices: notices };
  });
  if (result.restock_notices > 0) deps.outbox.wake();
  return result;
}

function recordBulkAudit(tx: Transaction, by: StaffSession, input: StockBulkApply, changes: VariationChange[]) {
  const valuesOf = (pick: (change: VariationChange) => unknown) =>
    Object.fromEntries(changes.map((change) => [change.current.sku, pick(change)]));
  return recordAudit(tx, {
    staff: by,
    action: BULK_ACTION,
    objectType: 'stock_bulk',
    objectId: input.idempotency_key,
    before: valuesOf(({ current }) => ({ stock: current.stock, price: current.price, old_price: current.oldPrice })),
    after: {
      selection: { q: input.q ?? null, stock: input.stock ?? null },
      field: input.field,
      op: input.op,
      value: input.value,
      changed: changes.length,
      variations: valuesOf(({ next }) => ({ stock: next.stock, price: next.price, old_price: next.oldPrice })),
    },
  });
}
