import * as s from '@kordon/api/db/schema/index.js';
import type { BuiltProduct } from '../catalogue/build.js';
import { REVIEW_AUTHORS, REVIEW_TEXTS } from '../catalogue/reviews.js';
import { randomFor } from '../random.js';
import type { Lookups } from './reference.js';
import { daysBefore, type IdMap, requireId, type Tx } from './tx.js';

type ReviewRow = typeof s.reviews.$inferInsert & { attach?: string };

/** Two to five reviews on about two products in three; a few wait for moderation. */
export function planReviews(products: BuiltProduct[], productIds: IdMap, lookups: Lookups, now: Date): ReviewRow[] {
  const published = requireId(lookups.reviewStatuses, 'published', 'review status');
  const moderation = requireId(lookups.reviewStatuses, 'moderation', 'review status');
  return products.flatMap((p) => {
    const rng = randomFor(`${p.spec.slug}:reviews`);
    if (p.spec.state === 'preorder' || !rng.chance(0.68)) return [];
    const texts = REVIEW_TEXTS[p.top.slug] ?? [];
    return rng.sample(texts, rng.int(2, 5)).map((review, i) => ({
      productId: requireId(productIds, p.spec.slug, 'product'),
      author: rng.pick(REVIEW_AUTHORS),
      text: review.text,
      rating: review.rating,
      statusId: i === 0 && rng.chance(0.15) ? moderation : published,
      createdAt: daysBefore(now, Math.max(1, Math.floor(p.daysOld * rng.next())), 8 + i),
      attach: review.rating === 5 && rng.chance(0.12) ? p.images[0]?.path : undefined,
    }));
  });
}

export async function writeReviews(
  tx: Tx,
  products: BuiltProduct[],
  productIds: IdMap,
  lookups: Lookups,
  now: Date,
): Promise<number> {
  const planned = planReviews(products, productIds, lookups, now);
  const rows = await tx
    .insert(s.reviews)
    .values(planned.map(({ attach: _, ...row }) => row))
    .returning({ id: s.reviews.id });
  const attachments = planned.flatMap((review, i) =>
    review.attach && rows[i] ? [{ reviewId: rows[i].id, path: review.attach, mime: 'image/webp' }] : [],
  );
  if (attachments.length > 0) await tx.insert(s.reviewAttachments).values(attachments);
  return rows.length;
}
