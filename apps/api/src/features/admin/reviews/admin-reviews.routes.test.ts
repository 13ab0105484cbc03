import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviewAttachments } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { activeProductIds, customer, demoStoreId, picture, png, request } from '../../reviews/reviews.testing.js';
import { adminCall, type SignedInStaff, signedInStaff } from '../admin.testing.js';

let t: TestApp;
let storeId: number;
let mediaDir: string;
let productIds: number[];
let manager: SignedInStaff;
let viewer: SignedInStaff;
beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-admin-review-media-'));
  t = await createTestApp({ demo: true, env: { MEDIA_DIR: mediaDir } });
  storeId = await demoStoreId(t);
  productIds = await activeProductIds(t, 6);
  manager = await signedInStaff(t, 'manager');
  viewer = await signedInStaff(t, 'viewer');
});
afterAll(async () => {
  await t.close();
  await fs.rm(mediaDir, { recursive: true, force: true });
});

let next = 0;
/** A shopper's review of a product of its own, with a picture; it waits for moderation. */
async function writtenReview(rating = 4) {
  const productId = productIds[next++]!;
  const author = await customer(t, storeId, { firstname: 'Ivan', lastname: 'Petrov' });
  const text = `Holds up in the rain ${Math.random()}`;
  const posted = await request(t, 'POST', `/product/${productId}/reviews`, {
    token: author.token,
    body: { text, rating, attachments: [picture(await png())] },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return { id: posted.json().data.id as number, productId, text, author };
}

const queue = (query: string, who = viewer) => adminCall(t, 'GET', `/reviews?${query}`, { token: who.token });
const inQueue = async (id: number, query: string) =>
  (await queue(`${query}&per_page=100`)).json().data.find((r: { id: number }) => r.id === id);
/** What a shopper sees: the approved reviews on the product page. */
const publicTexts = async (productId: number) =>
  (await request(t, 'GET', `/product/${productId}/reviews`)).json().data.map((r: { text: string }) => r.text);
const ratingCount = async (productId: number) => {
  const { rows } = await t.pool.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [productId]);
  const page = await request(t, 'GET', `/products/slug/${rows[0]!.slug}`, { lang: 'en' });
  return page.json().data.rating.count as number;
};
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'review'), eq(auditLog.objectId, String(id))))
    .orderBy(auditLog.id);

describe('GET /admin/reviews', () => {
  it('lists waiting reviews with their pictures, filtered by product and rating', async () => {
    const review = await writtenReview(2);
    const found = await inQueue(review.id, `status=waiting&product_id=${review.productId}`);
    expect(found).toMatchObject({ text: review.text, rating: 2, status: 'waiting', author: 'Ivan P.', version: 1 });
    expect(found.product.id).toBe(review.productId);
    expect(found.pictures).toHaveLength(1);
    expect(found.pictures[0].thumbnail).toMatch(/\/media\/c300\/reviews\/[0-9a-f]{32}\.webp$/);
    expect(await inQueue(review.id, `status=waiting&product_id=${review.productId}&rating=5`)).toBeUndefined();
    expect(await inQueue(review.id, `status=approved&product_id=${review.productId}`)).toBeUndefined();
  });

  it('pages on the server and answers 422 for a bad filter', async () => {
    const page = await queue('status=approved&per_page=2&page=1&order=desc');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(2);
    expect(page.json().total).toBeGreaterThan(2);
    const bad = await queue('status=lost&rating=9');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['rating', 'status']);
  });
});

describe('POST /admin/reviews/:id/approve', () => {
  it('puts the review on the product page at once, audited, and a retry changes nothing', async () => {
    const review = await writtenReview();
    const countBefore = await ratingCount(review.productId); // now cached
    expect(await publicTexts(review.productId)).not.toContain(review.text);
    const approve = () =>
      adminCall(t, 'POST', `/reviews/${review.id}/approve`, { token: manager.token, body: { version: 1 } });
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', version: 2, rejection_reason: null });
    expect(await publicTexts(review.productId)).toContain(review.text);
    expect(await ratingCount(review.productId)).toBe(countBefore + 1);
    expect((await approve()).json().data.version).toBe(2);
    const entries = await auditOf(review.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'review.approve',
      staffId: manager.member.id,
      before: { status: 'waiting', rejection_reason: null },
      after: { status: 'approved', rejection_reason: null },
    });
  });

  it('answers 409 for a stale version and 404 for a review that is not there', async () => {
    const review = await writtenReview();
    await adminCall(t, 'POST', `/reviews/${review.id}/reject`, {
      token: manager.token,
      body: { reason: 'Off topic', version: 1 },
    });
    const stale = await adminCall(t, 'POST', `/reviews/${review.id}/approve`, {
      token: manager.token,
      body: { version: 1 },
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict']);
    expect(await publicTexts(review.productId)).not.toContain(review.text);
    const none = await adminCall(t, 'POST', '/reviews/2147483000/approve', {
      token: manager.token,
      body: { version: 1 },
    });
    expect(none.statusCode).toBe(404);
  });
});

describe('POST /admin/reviews/:id/reject', () => {
  it('keeps the reason, shows it in the queue, and takes an approved review off the product page', async () => {
    const review = await writtenReview();
    await adminCall(t, 'POST', `/reviews/${review.id}/approve`, { token: manager.token, body: { version: 1 } });
    const countApproved = await ratingCount(review.productId);
    const rejected = await adminCall(t, 'POST', `/reviews/${review.id}/reject`, {
      token: manager.token,
      body: { reason: '  Names another shop  ', version: 2 },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Names another shop',
      version: 3,
    });
    expect(await inQueue(review.id, `status=rejected&product_id=${review.productId}`)).toMatchObject({
      rejection_reason: 'Names another shop',
    });
    expect(await publicTexts(review.productId)).not.toContain(review.text);
    expect(await ratingCount(review.productId)).toBe(countApproved - 1);
    expect((await auditOf(review.id)).at(-1)).toMatchObject({
      action: 'review.reject',
      before: { status: 'approved', rejection_reason: null },
      after: { status: 'rejected', rejection_reason: 'Names another shop' },
    });
  });

  it('answers 422 on the reason field without one', async () => {
    const review = await writtenReview();
    const response = await adminCall(t, 'POST', `/reviews/${review.id}/reject`, {
      token: manager.token,
      body: { reason: '   ', version: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reason).toEqual(['Required field']);
    expect((await inQueue(review.id, `status=waiting&product_id=${review.productId}`)).version).toBe(1);
  });
});

describe('DELETE /admin/reviews/:id', () => {
  it('deletes the review and its pictures, audited, and answers a second delete with success', async () => {
    const review = await writtenReview();
    const [attachment] = await t.db
      .select({ path: reviewAttachments.path })
      .from(reviewAttachments)
      .where(eq(reviewAttachments.reviewId, review.id));
    const file = path.join(mediaDir, attachment!.path);
    await fs.access(file);
    const remove = () => adminCall(t, 'DELETE', `/reviews/${review.id}`, { token: manager.token });
    expect((await remove()).statusCode).toBe(200);
    await expect(fs.access(file)).rejects.toThrow();
    expect(await inQueue(review.id, `status=waiting&product_id=${review.productId}`)).toBeUndefined();
    expect(await t.db.select().from(reviewAttachments).where(eq(reviewAttachments.reviewId, review.id))).toEqual([]);
    expect((await remove()).statusCode).toBe(200);
    const entries = await auditOf(review.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'review.delete', after: null });
    expect(entries[0]?.before).toMatchObject({ product_id: review.productId, status: 'waiting' });
  });
});
