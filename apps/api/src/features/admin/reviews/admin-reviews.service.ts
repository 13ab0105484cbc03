import type { ModeratedReview, ReviewModerationStatus } from '@kordon/contract';
import { inTransaction } from '../../../db/executor.js';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../http/app-error.js';
import type { StaffSession } from '../../../http/route.js';
import { cacheTags } from '../../../platform/cache-tags.js';
import { invalidateOnCommit } from '../../../platform/invalidation.js';
import { assertFreshVersion } from '../../../platform/versioned-write.js';
import {
  deleteReviewWithPictures,
  getModeratedReview,
  lockReviewForModeration,
  removeReviewPictures,
  setReviewStatus,
} from '../../reviews/review-moderation.service.js';
import { recordAudit } from '../audit/audit.service.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

async function answer(deps: Deps, id: number): Promise<ModeratedReview> {
  const review = await getModeratedReview(deps.db, id);
  if (!review) throw AppError.notFound('Review');
  return review;
}

/**
 * Approves or rejects a review. The same decision again (a retry) changes nothing, whatever version it
 * sends; another decision on a review that moved on since it was read is a 409.
 */
export async function moderateReview(
  deps: Deps,
  by: StaffSession,
  id: number,
  input: { status: Exclude<ReviewModerationStatus, 'waiting'>; reason?: string; version: number },
): Promise<ModeratedReview> {
  await inTransaction(deps.db, async (tx) => {
    const current = await lockReviewForModeration(tx, id);
    if (!current) throw AppError.notFound('Review');
    const reason = input.status === 'rejected' ? (input.reason ?? null) : null;
    if (current.status === input.status && current.reason === reason) return;
    assertFreshVersion(current.version, input.version, 'review');
    await setReviewStatus(tx, id, input.status, reason);
    await recordAudit(tx, {
      staff: by,
      action: input.status === 'approved' ? 'review.approve' : 'review.reject',
      objectType: 'review',
      objectId: id,
      before: { status: current.status, rejection_reason: current.reason },
      after: { status: input.status, rejection_reason: reason },
    });
    // invalidates: the product's answer and page (its rating counts approved reviews; the list reads live).
    await invalidateOnCommit(tx, [cacheTags.product(current.productId)]);
  });
  return answer(deps, id);
}

/** Deletes a review and its pictures; one already gone answers success (a retry). */
export async function deleteReview(deps: Deps, by: StaffSession, id: number): Promise<void> {
  const deleted = await inTransaction(deps.db, async (tx) => {
    const current = await lockReviewForModeration(tx, id);
    if (!current) return null;
    const removed = await deleteReviewWithPictures(tx, id);
    if (!removed) return null;
    await recordAudit(tx, {
      staff: by,
      action: 'review.delete',
      objectType: 'review',
      objectId: id,
      before: { product_id: removed.productId, author: removed.author, rating: removed.rating, status: current.status },
      after: null,
    });
    // invalidates: the product's answer and page (an approved review counted in its rating).
    await invalidateOnCommit(tx, [cacheTags.product(removed.productId)]);
    return removed;
  });
  // Files go once the rows are gone: a rollback never leaves a review without its pictures.
  if (deleted) await removeReviewPictures(deps.config, deleted.paths);
}
