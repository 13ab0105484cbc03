import type { LanguageCode } from '@kordon/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { products, reviewStatuses, reviews } from '../../db/schema/index.js';
import { MODERATION_STATUS } from './review.queries.js';

// A review without a status waits too (review.queries.ts: its author sees it as in moderation).
const waiting = sql`coalesce(${reviews.statusId}, (SELECT ${reviewStatuses.id} FROM ${reviewStatuses} WHERE ${reviewStatuses.code} = ${MODERATION_STATUS}))
  = (SELECT ${reviewStatuses.id} FROM ${reviewStatuses} WHERE ${reviewStatuses.code} = ${MODERATION_STATUS})`;

/** Reviews staff have not decided on yet, newest first, and how many there are. */
export async function listReviewsWaiting(db: DbExecutor, lang: LanguageCode, limit: number) {
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: sql<string>`${products.name} ->> ${lang}`,
      author: reviews.author,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(waiting)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  const [counted] = await db.select({ total: count() }).from(reviews).where(waiting);
  return { rows, total: counted?.total ?? 0 };
}
