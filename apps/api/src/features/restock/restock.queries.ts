import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import {
  options,
  optionValues,
  products,
  restockRequests,
  variationOptionValues,
  variations,
} from '../../db/schema/index.js';

/** A variation a shopper can ask about: it and its product are on sale. */
export async function isActiveVariation(db: Db, variationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: variations.id })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(and(eq(variations.id, variationId), eq(variations.isActive, true), eq(products.isActive, true)));
  return Boolean(row);
}

/**
 * Records a request; undefined when a pending one for the variation and address (any case)
 * exists. The partial unique index decides, so concurrent duplicates cannot both get in.
 */
export async function insertRestockRequest(db: DbExecutor, row: typeof restockRequests.$inferInsert) {
  const [inserted] = await db
    .insert(restockRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: restockRequests.id });
  return inserted;
}

/** Can be ordered again: in stock, or shipped by the supplier whatever the stock. */
const orderable = or(sql`${variations.stock} > 0`, eq(variations.availability, 'drop_ship'));

/** Claims up to `batch` due requests; held rows are skipped and `notified_at` re-checked, so two nodes never share one. */
export function claimRestockedRequests(tx: DbExecutor, variationIds: number[] | undefined, batch: number) {
  const due = tx
    .select({ id: restockRequests.id })
    .from(restockRequests)
    .innerJoin(variations, eq(variations.id, restockRequests.variationId))
    .innerJoin(products, eq(products.id, variations.productId))
    .where(
      and(
        isNull(restockRequests.notifiedAt),
        eq(variations.isActive, true),
        eq(products.isActive, true),
        orderable,
        variationIds ? inArray(restockRequests.variationId, variationIds) : undefined,
      ),
    )
    .orderBy(asc(restockRequests.id))
    .limit(batch)
    .for('update', { of: restockRequests, skipLocked: true });
  return tx
    .update(restockRequests)
    .set({ notifiedAt: sql`now()` })
    .where(and(inArray(restockRequests.id, due), isNull(restockRequests.notifiedAt)))
    .returning({
      id: restockRequests.id,
      variationId: restockRequests.variationId,
      email: restockRequests.email,
      language: restockRequests.language,
    });
}

/** Product slug and name, and the variation's option values in option order, in both languages. */
export function selectVariationsForMail(tx: DbExecutor, variationIds: number[]) {
  const values = sql<LocalizedText[]>`coalesce((
    SELECT json_agg(${optionValues.name} ORDER BY ${options.position}, ${optionValues.position})
    FROM ${variationOptionValues}
    JOIN ${optionValues} ON ${optionValues.id} = ${variationOptionValues.optionValueId}
    JOIN ${options} ON ${options.id} = ${optionValues.optionId}
    WHERE ${variationOptionValues.variationId} = ${variations.id}), '[]'::json)`;
  return tx
    .select({ id: variations.id, slug: products.slug, name: products.name, options: values })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(inArray(variations.id, variationIds));
}
