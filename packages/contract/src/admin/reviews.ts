import { z } from 'zod';
import { defineCall } from '../call.js';
import { byCode } from '../field-codes.js';
import { objectVersion } from './version.js';

/** Where a review stands: waiting for staff (new), approved (on the product page), rejected (with a reason). */
export const reviewModerationStatuses = ['waiting', 'approved', 'rejected'] as const;
export const reviewModerationStatus = z.enum(reviewModerationStatuses).meta({ id: 'ReviewModerationStatus' });

export const moderatedReview = z
  .object({
    id: z.number().int(),
    product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    author: z.string(),
    /** Null for a seeded review, or once its customer is gone. */
    customer_id: z.uuid().nullable(),
    text: z.string(),
    rating: z.number().int().min(1).max(5),
    status: reviewModerationStatus,
    rejection_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
    moderated_at: z.iso.datetime().nullable(),
    pictures: z.array(z.object({ id: z.number().int(), url: z.string(), thumbnail: z.string() })),
    version: objectVersion,
  })
  .meta({ id: 'ModeratedReview' });

export const reviewQueueQuery = z.object({
  status: reviewModerationStatus.default('waiting'),
  product_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** Oldest first by default: the queue is worked from its oldest review. */
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const REJECTION_REASON_MAX = 500;

export const reviewApproval = z.object({ version: objectVersion }).meta({ id: 'ReviewApproval' });
export const reviewRejection = z
  .object({
    reason: z
      .string({ error: byCode('required') })
      .trim()
      .min(1, byCode('required'))
      .max(REJECTION_REASON_MAX),
    version: objectVersion,
  })
  .meta({ id: 'ReviewRejection' });

export const reviewIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export type ReviewModerationStatus = z.infer<typeof reviewModerationStatus>;
export type ModeratedReview = z.infer<typeof moderatedReview>;
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuery>;
export type ReviewRejection = z.infer<typeof reviewRejection>;

export const adminReviewCalls = {
  list: defineCall({
    id: 'adminListReviews',
    method: 'GET',
    path: '/admin/reviews',
    summary: 'The moderation queue: reviews of one status with their pictures, filtered by product and rating',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'viewer',
    query: reviewQueueQuery,
    response: z.array(moderatedReview),
    paged: true,
  }),
  approve: defineCall({
    id: 'adminApproveReview',
    method: 'POST',
    path: '/admin/reviews/:id/approve',
    summary: 'Publishes a review: it is on the product page at once (409 for a stale version)',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    params: reviewIdParams,
    body: reviewApproval,
    response: moderatedReview,
    errors: ['not_found', 'conflict'],
  }),
  reject: defineCall({
    id: 'adminRejectReview',
    method: 'POST',
    path: '/admin/reviews/:id/reject',
    summary: 'Rejects a review with a reason, kept with it; a published one leaves the product page',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    params: reviewIdParams,
    body: reviewRejection,
    response: moderatedReview,
    errors: ['not_found', 'conflict'],
  }),
  remove: defineCall({
    id: 'adminDeleteReview',
    method: 'DELETE',
    path: '/admin/reviews/:id',
    summary: 'Deletes a review and its pictures; one already gone answers success',
    tag: 'admin',
    auth: 'staff',
    staffRole: 'manager',
    params: reviewIdParams,
  }),
};
