import { z } from 'zod';
import { defineCall } from './call.js';
import { emailAddress } from './email.js';
import { byCode } from './field-codes.js';
import { productIdParams } from './products.js';

/**
 * Spec §3 product review. Spec §6: only reviews with a status id are shown; a new review carries the
 * 'moderation' status, which only its author sees.
 */
export const productReview = z
  .object({
    id: z.number().int(),
    author: z.string(),
    text: z.string(),
    rating: z.number().int().min(1).max(5),
    status: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    created: z.iso.datetime(),
    attachments: z.array(z.object({ id: z.number().int(), url: z.string(), thumbnail: z.string() })),
    /** Spec §6: only the author may delete; their own review is listed first, whatever its status. */
    canDelete: z.boolean(),
  })
  .meta({ id: 'ProductReview' });
export type ProductReview = z.infer<typeof productReview>;

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_ATTACHMENTS_MAX = 3;
/** Bytes of one attachment once decoded; the body limit of the call follows from it. */
export const REVIEW_ATTACHMENT_BYTES_MAX = 2 * 1024 * 1024;

/** A picture sent with a review: its type and its bytes as base64. */
export const reviewAttachmentInput = z.object({
  mime: z.enum(['image/jpeg', 'image/png', 'image/webp'], { error: 'Only JPEG, PNG or WebP pictures' }),
  data: z
    .string()
    .max(Math.ceil((REVIEW_ATTACHMENT_BYTES_MAX * 4) / 3) + 4, 'The picture must not exceed 2 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Must be base64'),
});

export const reviewInput = z
  .object({
    text: z.string().trim().min(1, byCode('required')).max(REVIEW_TEXT_MAX),
    rating: z.number().int().min(1).max(5),
    attachments: z.array(reviewAttachmentInput).max(REVIEW_ATTACHMENTS_MAX).default([]),
  })
  .meta({ id: 'ReviewInput' });
export type ReviewInput = z.input<typeof reviewInput>;

export const reviewListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const restockInput = z.object({ customerEmail: emailAddress }).meta({ id: 'RestockInput' });

export const reviewCalls = {
  list: defineCall({
    id: 'listProductReviews',
    method: 'GET',
    path: '/product/:id/reviews',
    summary: "Approved reviews of a product, newest first; the signed-in customer's own review comes first",
    tag: 'reviews',
    auth: 'optional',
    params: productIdParams,
    query: reviewListQuery,
    response: z.array(productReview),
    paged: true,
    errors: ['not_found'],
  }),
  create: defineCall({
    id: 'createProductReview',
    method: 'POST',
    path: '/product/:id/reviews',
    summary: 'Writes a review with up to 3 pictures; it waits for moderation. One per customer and product (409)',
    tag: 'reviews',
    auth: 'customer',
    params: productIdParams,
    body: reviewInput,
    response: productReview,
    status: 201,
    errors: ['not_found', 'conflict', 'unsupported_media_type', 'payload_too_large', 'rate_limited'],
  }),
  remove: defineCall({
    id: 'deleteProductReview',
    method: 'DELETE',
    path: '/productReviews/:id',
    summary: "Deletes the customer's own review; another's answers 404",
    tag: 'reviews',
    auth: 'customer',
    params: productIdParams,
    errors: ['not_found'],
  }),
  restock: defineCall({
    id: 'requestRestockNotice',
    method: 'POST',
    path: '/products/variation/:id/restock',
    summary: 'Asks for an e-mail when a variation is back in stock; a second request from the address is refused',
    tag: 'stock',
    auth: 'session',
    params: productIdParams,
    body: restockInput,
    response: z.object({ message: z.string() }),
    status: 201,
    errors: ['not_found', 'rate_limited'],
  }),
};
