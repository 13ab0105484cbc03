import type { ModeratedReview, ReviewModerationStatus, ReviewQueueQuery } from '@kordon/contract';
import type { Config } from '../../config/env.js';
import type { DbExecutor } from '../../db/executor.js';
import { cacheDirOf, reviewPictureOf } from './review.service.js';
import { removeReviewImages } from './review-images.js';
import {
  deleteReviewRow,
  lockReview,
  type ModerationFilter,
  type ModerationRow,
  renameReviewsOf,
  STATUS_CODES,
  selectModerationPage,
  selectPictures,
  updateReviewStatus,
} from './review-moderation.queries.js';

/**
 * What the back office does to reviews (admin/reviews): each takes the write's transaction, so the
 * caller audits and invalidates in it.
 */

const statusOf = (code: string | null): ReviewModerationStatus =>
  code === STATUS_CODES.approved ? 'approved' : code === STATUS_CODES.rejected ? 'rejected' : 'waiting';

async function toModerated(db: DbExecutor, rows: ModerationRow[]): Promise<ModeratedReview[]> {
  const pictures = await selectPictures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    product: { id: row.productId, name: row.productName, slug: row.productSlug },
    author: row.author,
    customer_id: row.customerId,
    text: row.text,
    rating: row.rating,
    status: statusOf(row.statusCode),
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    moderated_at: row.moderatedAt?.toISOString() ?? null,
    pictures: pictures.filter((p) => p.reviewId === row.id).map(reviewPictureOf),
    version: row.version,
  }));
}

export async function listModerationQueue(db: DbExecutor, query: ReviewQueueQuery) {
  const filter: ModerationFilter = { status: query.status, productId: query.product_id, rating: query.rating };
  const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page, order: query.order };
  const { rows, total } = await selectModerationPage(db, filter, page);
  return { data: await toModerated(db, rows), total };
}

/** A customer's reviews, newest first (the customer screen). */
export async function listReviewsOfCustomer(db: DbExecutor, customerId: string, limit = 50) {
  const { rows } = await selectModerationPage(db, { customerId }, { offset: 0, limit, order: 'desc' });
  return toModerated(db, rows);
}

export async function getModeratedReview(db: DbExecutor, id: number): Promise<ModeratedReview | undefined> {
  const { rows } = await selectModerationPage(db, { ids: [id] }, { offset: 0, limit: 1, order: 'asc' });
  return (await toModerated(db, rows))[0];
}

export type LockedReview = {
  id: number;
  productId: number;
  status: ReviewModerationStatus;
  reason: string | null;
  version: number;
};

export async function lockReviewForModeration(tx: DbExecutor, id: number): Promise<LockedReview | undefined> {
  const row = await lockReview(tx, id);
  return row && { ...row, status: statusOf(row.statusCode), reason: row.rejectionReason };
}

export async function setReviewStatus(
  tx: DbExecutor,
  id: number,
  status: ReviewModerationStatus,
  reason: string | null,
) {
  await updateReviewStatus(tx, id, STATUS_CODES[status], status === 'rejected' ? reason : null);
}

export const deleteReviewWithPictures = deleteReviewRow;

/** Deletes the files of deleted pictures and their resized copies; call after the delete commits. */
export async function removeReviewPictures(config: Pick<Config, 'mediaDir' | 'dataDir'>, paths: string[]) {
  await removeReviewImages({ mediaDir: config.mediaDir, cacheDir: cacheDirOf(config) }, paths);
}

/** The placeholder author of an anonymised customer's reviews; answers the products whose reviews changed. */
export const anonymiseReviewAuthor = (tx: DbExecutor, customerId: string, placeholder: string) =>
  renameReviewsOf(tx, customerId, placeholder);
