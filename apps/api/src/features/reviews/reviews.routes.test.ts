import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { productReview } from '@kordon/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { products, reviewAttachments, reviewStatuses, reviews } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { startSession } from '../auth/auth.testing.js';
import { activeProductIds, customer, demoStoreId, picture, png, request } from './reviews.testing.js';

let t: TestApp;
let storeId: number;
let mediaDir: string;
let statusIds: { published: number; moderation: number };
beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-review-media-'));
  t = await createTestApp({ demo: true, env: { MEDIA_DIR: mediaDir } });
  storeId = await demoStoreId(t);
  const statuses = await t.db.select().from(reviewStatuses);
  const idOf = (code: string) => statuses.find((s) => s.code === code)?.id as number;
  statusIds = { published: idOf('published'), moderation: idOf('moderation') };
});
afterAll(async () => {
  await t.close();
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const list = async (productId: number, options: { token?: string; query?: string; lang?: string } = {}) => {
  const response = await request(t, 'GET', `/product/${productId}/reviews${options.query ?? ''}`, options);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { reviews: z.array(productReview).parse(body.data), total: body.total as number };
};

/** A product with two approved reviews, one held in moderation and one without a status. */
async function productWithMixedReviews() {
  const [productId] = await activeProductIds(t, 1);
  await t.db.delete(reviews).where(eq(reviews.productId, productId!));
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const base = { productId: productId!, text: 'Text', rating: 4 };
  await t.db.insert(reviews).values([
    { ...base, author: 'Old', statusId: statusIds.published, createdAt: day(1) },
    { ...base, author: 'Held', statusId: statusIds.moderation, createdAt: day(2) },
    { ...base, author: 'Pending', statusId: null, createdAt: day(3) },
    { ...base, author: 'New', statusId: statusIds.published, createdAt: day(4) },
  ]);
  return productId!;
}

describe('GET /product/:id/reviews', () => {
  it('lists only approved reviews, newest first, with the total', async () => {
    const productId = await productWithMixedReviews();
    const { reviews: listed, total } = await list(productId);
    expect(listed.map((r) => r.author)).toEqual(['New', 'Old']);
    expect(total).toBe(2);
    expect(listed.every((r) => r.status?.id === statusIds.published && !r.canDelete)).toBe(true);
    expect(listed[0]?.status?.title).toBe('Published');
    expect((await list(productId, { lang: 'ru' })).reviews[0]?.status?.title).toBe('Опубликован');
  });

  it('pages with limit and offset; total counts every approved review', async () => {
    const productId = await productWithMixedReviews();
    const second = await list(productId, { query: '?limit=1&offset=1' });
    expect(second.reviews.map((r) => r.author)).toEqual(['Old']);
    expect(second.total).toBe(2);
  });

  it('matches the demo data: every approved review of a product and nothing else', async () => {
    const [sample] = await t.db
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.statusId, statusIds.published))
      .orderBy(desc(reviews.productId))
      .limit(1);
    const approved = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, sample!.productId), eq(reviews.statusId, statusIds.published)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    const { reviews: listed, total } = await list(sample!.productId, { query: '?limit=50' });
    expect(listed.map((r) => r.id)).toEqual(approved.map((r) => r.id));
    expect(total).toBe(approved.length);
  });

  it("puts the customer's own pending review first, deletable, and counts it", async () => {
    const productId = await productWithMixedReviews();
    const author = await customer(t, storeId, { firstname: 'Anna', lastname: 'Smirnova' });
    const created = await request(t, 'POST', `/product/${productId}/reviews`, {
      token: author.token,
      body: { text: 'Mine', rating: 3 },
    });
    expect(created.statusCode).toBe(201);
    const own = await list(productId, { token: author.token });
    // Spec §6: only reviews with a status id are shown, so the author's own carries "in moderation".
    expect(own.reviews.map((r) => [r.author, r.canDelete, r.status])).toEqual([
      ['Anna S.', true, { id: statusIds.moderation, title: 'Awaiting moderation' }],
      ['New', false, expect.objectContaining({ id: statusIds.published })],
      ['Old', false, expect.objectContaining({ id: statusIds.published })],
    ]);
    expect(own.total).toBe(3);
    const page = await list(productId, { token: author.token, query: '?limit=2&offset=1' });
    expect(page.reviews.map((r) => r.author)).toEqual(['New', 'Old']);
    const firstOnly = await list(productId, { token: author.token, query: '?limit=1' });
    expect(firstOnly.reviews.map((r) => r.author)).toEqual(['Anna S.']);
    expect((await list(productId, { token: author.token, lang: 'ru' })).reviews[0]?.status?.title).toBe('На модерации');
  });

  it('shows an own review written before reviews carried a status as in moderation', async () => {
    const productId = await productWithMixedReviews();
    const author = await customer(t, storeId, { firstname: 'Vera' });
    await t.db.insert(reviews).values({ productId, customerId: author.id, author: 'Vera', text: 'Old', rating: 5 });
    const own = await list(productId, { token: author.token });
    expect(own.reviews[0]).toMatchObject({ author: 'Vera', status: { id: statusIds.moderation }, canDelete: true });
  });

  it('shows the pending review to no one else, and an approved one once, first for its author', async () => {
    const productId = await productWithMixedReviews();
    const author = await customer(t, storeId, { firstname: 'Oleg' });
    const other = await customer(t, storeId);
    const created = await request(t, 'POST', `/product/${productId}/reviews`, {
      token: author.token,
      body: { text: 'Mine', rating: 5 },
    });
    const id = created.json().data.id as number;
    for (const token of [other.token, (await startSession(t, storeId)).token, undefined]) {
      const seen = await list(productId, { token });
      expect(seen.reviews.map((r) => r.id)).not.toContain(id);
      expect(seen.total).toBe(2);
    }
    await t.db.update(reviews).set({ statusId: statusIds.published }).where(eq(reviews.id, id));
    const approved = await list(productId, { token: other.token });
    expect(approved.reviews.map((r) => [r.author, r.canDelete])).toEqual([
      ['Oleg', false],
      ['New', false],
      ['Old', false],
    ]);
    const mine = await list(productId, { token: author.token });
    expect(mine.reviews.map((r) => r.id)).toEqual([id, ...approved.reviews.slice(1).map((r) => r.id)]);
    expect(mine.reviews[0]?.canDelete).toBe(true);
    expect(mine.total).toBe(3);
  });

  it('lists the pictures of a review with their thumbnails', async () => {
    const [row] = await t.db
      .select({ productId: reviews.productId, reviewId: reviews.id, path: reviewAttachments.path })
      .from(reviewAttachments)
      .innerJoin(reviews, eq(reviews.id, reviewAttachments.reviewId))
      .where(and(eq(reviews.statusId, statusIds.published), isNotNull(reviews.productId)))
      .limit(1);
    if (!row) throw new Error('the demo data has no review pictures');
    const { reviews: listed } = await list(row.productId, { query: '?limit=50' });
    const review = listed.find((r) => r.id === row.reviewId);
    expect(review?.attachments).toEqual([
      { id: expect.any(Number), url: `/media/${row.path}`, thumbnail: `/media/c300/${row.path}` },
    ]);
  });

  it('answers 404 for an unknown or inactive product and 422 for an id that is no number', async () => {
    expect((await request(t, 'GET', '/product/2000000000/reviews')).statusCode).toBe(404);
    const [inactive] = await activeProductIds(t, 1);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, inactive!));
    const response = await request(t, 'GET', `/product/${inactive}/reviews`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Product not found' });
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, inactive!));
    expect((await request(t, 'GET', '/product/abc/reviews')).statusCode).toBe(422);
    expect((await request(t, 'GET', '/product/1/reviews?limit=500')).statusCode).toBe(422);
  });
});

describe('DELETE /productReviews/:id', () => {
  async function reviewWithPicture(token: string) {
    const [productId] = await activeProductIds(t, 1);
    const response = await request(t, 'POST', `/product/${productId}/reviews`, {
      token,
      body: { text: 'Photo', rating: 5, attachments: [picture(await png(640, 480))] },
    });
    expect(response.statusCode).toBe(201);
    return { productId: productId!, review: productReview.parse(response.json().data) };
  }

  it('deletes the author’s review with its picture and the cached thumbnail', async () => {
    const author = await customer(t, storeId);
    const { productId, review } = await reviewWithPicture(author.token);
    const [attachment] = review.attachments;
    // Served once, so the media cache holds a resized copy.
    expect((await t.app.inject({ method: 'GET', url: attachment!.thumbnail })).statusCode).toBe(200);
    const file = path.join(mediaDir, attachment!.url.slice('/media/'.length));
    await fs.access(file);

    const response = await request(t, 'DELETE', `/productReviews/${review.id}`, { token: author.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(await t.db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect(await t.db.select().from(reviewAttachments).where(eq(reviewAttachments.reviewId, review.id))).toEqual([]);
    await expect(fs.access(file)).rejects.toThrow();
    expect((await t.app.inject({ method: 'GET', url: attachment!.url })).statusCode).toBe(404);
    const thumbnail = await t.app.inject({ method: 'GET', url: attachment!.thumbnail, headers: { accept: '*/*' } });
    expect(thumbnail.statusCode).toBe(404);
    const { reviews: listed } = await list(productId, { token: author.token, query: '?limit=50' });
    expect(listed.map((r) => r.id)).not.toContain(review.id);
    // Deleted, the customer may write again.
    const again = await request(t, 'POST', `/product/${productId}/reviews`, {
      token: author.token,
      body: { text: 'Second thoughts', rating: 4 },
    });
    expect(again.statusCode).toBe(201);
  });

  it("answers 404 for another customer's review, a demo review and an unknown id, deleting nothing", async () => {
    const author = await customer(t, storeId);
    const other = await customer(t, storeId);
    const { review } = await reviewWithPicture(author.token);
    const [demo] = await t.db.select({ id: reviews.id }).from(reviews).where(isNotNull(reviews.statusId)).limit(1);
    for (const id of [review.id, demo!.id, 2_000_000_000]) {
      const response = await request(t, 'DELETE', `/productReviews/${id}`, { token: other.token });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect(await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, review.id))).toHaveLength(1);
    const file = path.join(mediaDir, review.attachments[0]!.url.slice('/media/'.length));
    await fs.access(file);
    expect((await request(t, 'DELETE', '/productReviews/abc', { token: other.token })).statusCode).toBe(422);
  });

  it('answers 401 to an anonymous visitor', async () => {
    const visitor = await startSession(t, storeId);
    expect((await request(t, 'DELETE', '/productReviews/1', { token: visitor.token })).statusCode).toBe(401);
    expect((await request(t, 'DELETE', '/productReviews/1')).statusCode).toBe(401);
  });
});
