import type { ReviewModerationStatus } from '@kordon/contract';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { products, reviewAttachments, reviewStatuses, reviews } from '../../db/schema/index.js';
import { APPROVED_STATUS, MODERATION_STATUS } from './review.queries.js';

/** The stored status code behind each status the back office names. */
export const STATUS_CODES: Record<ReviewModerationStatus, string> = {
  waiting: MODERATION_STATUS,
  approved: APPROVED_STATUS,
  rejected: 'rejected',
};

const statusIdOf = (code: string) =>
  sql<number>`(SELECT ${reviewStatuses.id} FROM ${reviewStatuses} WHERE ${reviewStatuses.code} = ${code})`;

/** A review written before reviews carried a status (null) waits too. */
function statusIs(status: ReviewModerationStatus): SQL | undefined {
  const matches = eq(reviews.statusId, statusIdOf(STATUS_CODES[status]));
  return status === 'waiting' ? or(matches, isNull(reviews.statusId)) : matches;
}

const statusCode = sql<
  string | null
>`(SELECT ${reviewStatuses.code} FROM ${reviewStatuses} WHERE ${reviewStatuses.id} = ${reviews.statusId})`;

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: sql<string>`${products.name} ->> 'en'`,
  productSlug: products.slug,
  author: reviews.author,
  customerId: reviews.customerId,
  text: reviews.text,
  rating: reviews.rating,
  statusCode,
  rejectionReason: reviews.rejectionReason,
  createdAt: reviews.createdAt,
  moderatedAt: reviews.moderatedAt,
  version: reviews.version,
};
export type ModerationRow = {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  author: string;
  customerId: string | null;
  text: string;
  rating: number;
  statusCode: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  moderatedAt: Date | null;
  version: number;
};

export type ModerationFilter = {
  status?: ReviewModerationStatus;
  productId?: number;
  rating?: number;
  customerId?: string;
  ids?: number[];
};

const whereOf = (filter: ModerationFilter) =>
  and(
    filter.status ? statusIs(filter.status) : undefined,
    filter.productId === undefined ? undefined : eq(reviews.productId, filter.productId),
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    filter.customerId === undefined ? undefined : eq(reviews.customerId, filter.customerId),
    filter.ids === undefined ? undefined : inArray(reviews.id, filter.ids),
  );

/** One page of reviews across products, by time of writing; the status index serves the queue. */
export async function selectModerationPage(
  db: DbExecutor,
  filter: ModerationFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
): Promise<{ rows: ModerationRow[]; total: number }> {
  const where = whereOf(filter);
  const by = page.order === 'asc' ? asc : desc;
  const rows = await db
    .select(columns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(by(reviews.createdAt), by(reviews.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ total: count() }).from(reviews).where(where);
  return { rows: rows as ModerationRow[], total: counted?.total ?? 0 };
}

export function selectPictures(db: DbExecutor, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: reviewAttachments.id, reviewId: reviewAttachments.reviewId, path: reviewAttachments.path })
    .from(reviewAttachments)
    .where(inArray(reviewAttachments.reviewId, reviewIds))
    .orderBy(asc(reviewAttachments.id));
}

/** The review locked for the rest of the transaction. */
export async function lockReview(tx: DbExecutor, id: number) {
  const [row] = await tx
    .select({
      id: reviews.id,
      productId: reviews.productId,
      statusCode,
      rejectionReason: reviews.rejectionReason,
      version: reviews.version,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row as
    | { id: number; productId: number; statusCode: string | null; rejectionReason: string | null; version: number }
    | undefined;
}

/** Sets the status (and the reason, null unless rejected) and moves the version on. */
export async function updateReviewStatus(tx: DbExecutor, id: number, code: string, reason: string | null) {
  await tx
    .update(reviews)
    .set({
      statusId: statusIdOf(code),
      rejectionReason: reason,
      moderatedAt: sql`now()`,
      version: sql`${reviews.version} + 1`,
    })
    .where(eq(reviews.id, id));
}

/** Deletes a review; answers its product and its pictures' paths, or null when it was gone. */
export async function deleteReviewRow(tx: DbExecutor, id: number) {
  const pictures = await tx
    .select({ path: reviewAttachments.path })
    .from(reviewAttachments)
    .where(eq(reviewAttachments.reviewId, id));
  const [deleted] = await tx
    .delete(reviews)
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id, productId: reviews.productId, author: reviews.author, rating: reviews.rating });
  return deleted ? { ...deleted, paths: pictures.map((p) => p.path) } : null;
}

/** Replaces the author's name on every review of a customer (anonymising them); answers the products touched. */
export async function renameReviewsOf(tx: DbExecutor, customerId: string, author: string) {
  const rows = await tx
    .update(reviews)
    .set({ author })
    .where(eq(reviews.customerId, customerId))
    .returning({ productId: reviews.productId });
  return [...new Set(rows.map((r) => r.productId))];
}
