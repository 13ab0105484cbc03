import path from 'node:path';
import type { LanguageCode, ProductReview, reviewInput } from '@kordon/contract';
import type { z } from 'zod';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { cacheTags } from '../../platform/cache-tags.js';
import { invalidateOnCommit } from '../../platform/invalidation.js';
import { mediaUrl } from '../../platform/media-url.js';
import {
  countApprovedReviews,
  deleteOwnReview,
  insertAttachments,
  insertReview,
  isActiveProduct,
  type ReviewRow,
  selectApprovedReviews,
  selectAttachments,
  selectAuthorNames,
  selectOwnReview,
} from './review.queries.js';
import { reencodeReviewImage, removeReviewImages, STORED_MIME, storeReviewImages } from './review-images.js';

type Deps = { db: Db; config: Pick<Config, 'mediaDir' | 'dataDir'> };
type Attachment = { id: number; path: string };

/** Where the media routes keep resized copies (app.ts registers them with the same folder). */
export const cacheDirOf = (config: Deps['config']) => path.join(config.dataDir, 'media-cache');

/** A stored picture's address and its thumbnail's. */
export function reviewPictureOf(a: Attachment) {
  return {
    id: a.id,
    url: mediaUrl(a.path),
    // An address elsewhere has no resized copy; a stored picture has the c300 square.
    thumbnail: /^(https?:)?\/\/|^\//.test(a.path) ? mediaUrl(a.path) : mediaUrl(`c300/${a.path}`),
  };
}

function toReview(row: ReviewRow, attachments: Attachment[], canDelete: boolean): ProductReview {
  return {
    id: row.id,
    author: row.author,
    text: row.text,
    rating: row.rating,
    status: row.statusId === null ? null : { id: row.statusId, title: row.statusTitle ?? '' },
    created: row.createdAt.toISOString(),
    attachments: attachments.map(reviewPictureOf),
    canDelete,
  };
}

async function assertActiveProduct(db: Db, productId: number) {
  if (!(await isActiveProduct(db, productId))) throw AppError.notFound('Product');
}

/**
 * Spec §6: approved reviews, newest first; the signed-in customer's own review, whatever its
 * status, is the first item of the list (so page 1 carries it and `total` counts it).
 */
export async function listProductReviews(
  db: Db,
  productId: number,
  customerId: string | null,
  lang: LanguageCode,
  page: { limit: number; offset: number },
): Promise<{ data: ProductReview[]; total: number }> {
  await assertActiveProduct(db, productId);
  const own = customerId ? await selectOwnReview(db, productId, customerId, lang) : undefined;
  const ownCount = own ? 1 : 0;
  const withOwn = own !== undefined && page.offset === 0;
  const limit = withOwn ? page.limit - 1 : page.limit;
  const [others, total] = await Promise.all([
    limit > 0
      ? selectApprovedReviews(db, productId, customerId, lang, { limit, offset: Math.max(0, page.offset - ownCount) })
      : Promise.resolve([]),
    countApprovedReviews(db, productId, customerId),
  ]);
  const rows = withOwn ? [own, ...others] : others;
  const attachments = await selectAttachments(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) =>
      toReview(
        row,
        attachments.filter((a) => a.reviewId === row.id),
        customerId !== null && row.customerId === customerId,
      ),
    ),
    total: total + ownCount,
  };
}

/** "Ivan P.": first name and the initial of the last; without a name, the address before @. */
export function authorName(customer: { email: string; firstname: string; lastname: string }): string {
  const first = customer.firstname.trim();
  const initial = Array.from(customer.lastname.trim())[0];
  const name = first ? (initial ? `${first} ${initial.toUpperCase()}.` : first) : customer.email.split('@')[0] || '';
  return Array.from(name).slice(0, 64).join('');
}

const alreadyReviewed = () =>
  new AppError('conflict', 'You have already reviewed this product; delete your review to write a new one');

/**
 * Writes a review in moderation, visible to its author (spec §6); a second one per product is a 409, so an
 * approved text is never swapped unseen.
 */
export async function createProductReview(
  deps: Deps,
  productId: number,
  customerId: string,
  input: z.output<typeof reviewInput>,
  lang: LanguageCode,
): Promise<ProductReview> {
  const { db } = deps;
  await assertActiveProduct(db, productId);
  if (await selectOwnReview(db, productId, customerId, 'en')) throw alreadyReviewed();
  const customer = await selectAuthorNames(db, customerId);
  if (!customer) throw new AppError('session_revoked', 'The customer no longer exists');
  // One after another: each decode may hold tens of megabytes.
  const images: Buffer[] = [];
  for (const [i, attachment] of input.attachments.entries()) {
    images.push(await reencodeReviewImage(attachment.data, i));
  }
  const paths = await storeReviewImages(deps.config.mediaDir, images);
  const row = { productId, customerId, author: authorName(customer), text: input.text, rating: input.rating };
  try {
    return await db.transaction(async (tx) => {
      const inserted = await insertReview(tx, row, lang);
      // Another request of the same customer won the race for the unique index.
      if (!inserted) throw alreadyReviewed();
      const attachments = await insertAttachments(
        tx,
        paths.map((p) => ({ reviewId: inserted.id, path: p, mime: STORED_MIME })),
      );
      return toReview({ ...row, ...inserted }, attachments, true);
    });
  } catch (error) {
    await removeReviewImages({ mediaDir: deps.config.mediaDir, cacheDir: null }, paths);
    throw error;
  }
}

/** Deletes the customer's own review and its pictures; anyone else's, or none, is 404. */
export async function deleteProductReview(deps: Deps, reviewId: number, customerId: string): Promise<void> {
  const deleted = await inTransaction(deps.db, async (tx) => {
    const review = await deleteOwnReview(tx, reviewId, customerId);
    // invalidates: the product's answer and page (its rating counts published reviews).
    if (review) await invalidateOnCommit(tx, [cacheTags.product(review.productId)]);
    return review;
  });
  if (deleted === null) throw AppError.notFound('Review');
  await removeReviewImages({ mediaDir: deps.config.mediaDir, cacheDir: cacheDirOf(deps.config) }, deleted.paths);
}
