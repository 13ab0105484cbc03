import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { productReview } from '@kordon/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviewAttachments, reviewStatuses, reviews } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { startSession } from '../auth/auth.testing.js';
import {
  activeProductIds,
  customer,
  demoStoreId,
  noisePng,
  picture,
  png,
  pngClaiming,
  request,
} from './reviews.testing.js';

let t: TestApp;
let storeId: number;
let mediaDir: string;
let productIds: number[];
beforeAll(async () => {
  // Uploaded pictures go to a folder of this file's own, not the shared demo media.
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-review-media-'));
  t = await createTestApp({ demo: true, env: { MEDIA_DIR: mediaDir } });
  storeId = await demoStoreId(t);
  productIds = await activeProductIds(t, 4);
});
afterAll(async () => {
  await t.close();
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const post = (productId: number, token: string | undefined, body: unknown) =>
  request(t, 'POST', `/product/${productId}/reviews`, { token, body });
const storedFiles = () => fs.readdir(path.join(mediaDir, 'reviews')).catch(() => [] as string[]);
const reviewsOf = (customerId: string) => t.db.select().from(reviews).where(eq(reviews.customerId, customerId));

describe('POST /product/:id/reviews', () => {
  it('writes a review waiting for moderation, signed by first name and last initial', async () => {
    const ivan = await customer(t, storeId, { firstname: 'Ivan', lastname: 'petrov' });
    const response = await post(productIds[0]!, ivan.token, { text: '  Solid kit  ', rating: 4 });
    expect(response.statusCode).toBe(201);
    const review = productReview.parse(response.json().data);
    // Spec §6: a shown review has a status id; a new one carries "in moderation", not null.
    const [moderation] = await t.db.select().from(reviewStatuses).where(eq(reviewStatuses.code, 'moderation'));
    expect(review).toMatchObject({
      author: 'Ivan P.',
      text: 'Solid kit',
      rating: 4,
      status: { id: moderation!.id, title: 'Awaiting moderation' },
      canDelete: true,
    });
    expect(review.attachments).toEqual([]);
    const [row] = await reviewsOf(ivan.id);
    expect(row).toMatchObject({ id: review.id, productId: productIds[0], statusId: moderation!.id, rating: 4 });
  });

  it('signs with the part of the address before @ when the customer has no name', async () => {
    const nameless = await customer(t, storeId);
    const response = await post(productIds[0]!, nameless.token, { text: 'Fine', rating: 5 });
    expect(response.json().data.author).toBe(nameless.email.split('@')[0]);
  });

  it('answers 401 to an anonymous visitor and without a token', async () => {
    const visitor = await startSession(t, storeId);
    expect((await post(productIds[0]!, visitor.token, { text: 'Nice', rating: 5 })).statusCode).toBe(401);
    expect((await post(productIds[0]!, undefined, { text: 'Nice', rating: 5 })).statusCode).toBe(401);
  });

  it('answers 422 with per-field codes for a missing text and a rating out of range', async () => {
    const someone = await customer(t, storeId);
    const response = await post(productIds[0]!, someone.token, { text: '   ', rating: 6 });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.codes.text).toEqual(['required']);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['text', 'rating']));
    expect((await post(productIds[0]!, someone.token, { text: 'x', rating: 0 })).statusCode).toBe(422);
    expect((await post(productIds[0]!, someone.token, { text: 'x', rating: 4.5 })).statusCode).toBe(422);
    expect(await reviewsOf(someone.id)).toEqual([]);
  });

  it('answers 404 for an unknown or inactive product and 422 for an id that is no number', async () => {
    const someone = await customer(t, storeId);
    const body = { text: 'Good', rating: 5 };
    expect((await post(2_000_000_000, someone.token, body)).statusCode).toBe(404);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, productIds[3]!));
    expect((await post(productIds[3]!, someone.token, body)).statusCode).toBe(404);
    expect((await request(t, 'POST', '/product/abc/reviews', { token: someone.token, body })).statusCode).toBe(422);
  });

  it('answers 409 to a second review of the same product and keeps the first', async () => {
    const someone = await customer(t, storeId);
    expect((await post(productIds[1]!, someone.token, { text: 'First', rating: 5 })).statusCode).toBe(201);
    const second = await post(productIds[1]!, someone.token, { text: 'Second', rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('conflict');
    expect((await reviewsOf(someone.id)).map((r) => r.text)).toEqual(['First']);
  });

  it('answers 429 with Retry-After after 10 attempts within an hour', async () => {
    const eager = await customer(t, storeId);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await post(productIds[2]!, eager.token, { text: 'x', rating: 5 })).statusCode);
    expect(answers).toEqual([201, ...Array(9).fill(409), 429]);
    const limited = await post(productIds[0]!, eager.token, { text: 'other product', rating: 5 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not held up.
    const other = await customer(t, storeId);
    expect((await post(productIds[2]!, other.token, { text: 'y', rating: 5 })).statusCode).toBe(201);
  });
});

describe('POST /product/:id/reviews with pictures', () => {
  it('re-encodes a PNG as WebP under /media/reviews and records it', async () => {
    const someone = await customer(t, storeId);
    const response = await post(productIds[0]!, someone.token, {
      text: 'With a photo',
      rating: 5,
      attachments: [picture(await png(2400, 1200))],
    });
    expect(response.statusCode).toBe(201);
    const [attachment] = productReview.parse(response.json().data).attachments;
    expect(attachment?.url).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.webp$/);
    expect(attachment?.thumbnail).toBe(attachment?.url.replace('/media/', '/media/c300/'));
    const served = await t.app.inject({ method: 'GET', url: attachment!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const size = await sharp(served.rawPayload).metadata();
    expect(size).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumbnail = await t.app.inject({ method: 'GET', url: attachment!.thumbnail });
    expect(thumbnail.statusCode).toBe(200);
    const rows = await t.db.select().from(reviewAttachments).where(eq(reviewAttachments.id, attachment!.id));
    expect(rows).toEqual([
      { id: attachment!.id, reviewId: expect.any(Number), path: attachment!.url.slice(7), mime: 'image/webp' },
    ]);
  });

  it('turns a JPEG upright and drops its EXIF data (camera, position)', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, width: 200, height: 100 });
    expect(jpeg.includes('secret-owner')).toBe(true);
    const someone = await customer(t, storeId);
    const response = await post(productIds[0]!, someone.token, {
      text: 'Upright',
      rating: 5,
      attachments: [picture(jpeg, 'image/jpeg')],
    });
    expect(response.statusCode).toBe(201);
    const stored = await fs.readFile(path.join(mediaDir, response.json().data.attachments[0].url.slice(7)));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);
  });

  it('takes three pictures in one body larger than the global 1 MiB limit', async () => {
    const someone = await customer(t, storeId);
    const big = await noisePng(700, 700);
    expect(big.length).toBeGreaterThan(1_400_000);
    const body = { text: 'Three', rating: 5, attachments: [picture(big), picture(big), picture(big)] };
    expect(JSON.stringify(body).length).toBeGreaterThan(5 * 1024 * 1024);
    const response = await post(productIds[0]!, someone.token, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attachments).toHaveLength(3);
  });

  it('refuses a text file and an SVG declared as PNG (415), and an SVG type (422), storing nothing', async () => {
    const someone = await customer(t, storeId);
    const before = await storedFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const data of [Buffer.from('just some text, not a picture'), svg]) {
      const response = await post(productIds[0]!, someone.token, {
        text: 'x',
        rating: 5,
        attachments: [picture(data)],
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('unsupported_media_type');
    }
    const declared = await post(productIds[0]!, someone.token, {
      text: 'x',
      rating: 5,
      attachments: [picture(svg, 'image/svg+xml')],
    });
    expect(declared.statusCode).toBe(422);
    expect(Object.keys(declared.json().errors)).toEqual(['attachments.0.mime']);
    // A good picture before a bad one is not kept either.
    const mixed = await post(productIds[0]!, someone.token, {
      text: 'x',
      rating: 5,
      attachments: [picture(await png()), picture(svg)],
    });
    expect(mixed.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect(await reviewsOf(someone.id)).toEqual([]);
  });

  it('refuses a picture whose header claims more than 40 megapixels before decoding it', async () => {
    const someone = await customer(t, storeId);
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    const response = await post(productIds[0]!, someone.token, { text: 'x', rating: 5, attachments: [picture(bomb)] });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('refuses more than three pictures and a picture over 2 MB with 422', async () => {
    const someone = await customer(t, storeId);
    const small = picture(await png());
    const four = await post(productIds[0]!, someone.token, {
      text: 'x',
      rating: 5,
      attachments: [small, small, small, small],
    });
    expect(four.statusCode).toBe(422);
    expect(Object.keys(four.json().errors)).toEqual(['attachments']);
    const huge = { mime: 'image/png', data: 'A'.repeat(2_900_000) };
    const oversize = await post(productIds[0]!, someone.token, { text: 'x', rating: 5, attachments: [huge] });
    expect(oversize.statusCode).toBe(422);
    expect(Object.keys(oversize.json().errors)).toEqual(['attachments.0.data']);
  });

  it('refuses an anonymous caller with 401 before reading or parsing the body', async () => {
    const visitor = await startSession(t, storeId);
    // 8 MiB, within the call's limit, handed out on demand: what was pulled is what was read.
    let pulled = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const body = new Readable({
      read() {
        pulled += chunk.length;
        this.push(pulled > 8 * 1024 * 1024 ? null : chunk);
      },
    });
    const large = await t.app.inject({
      method: 'POST',
      url: `/api/v1.2/product/${productIds[0]}/reviews`,
      headers: {
        'x-auth-token': visitor.token,
        'content-type': 'application/json',
        'content-length': String(8 * 1024 * 1024),
      },
      payload: body,
    });
    expect(large.statusCode).toBe(401);
    expect(large.headers.connection).toBe('close');
    expect(pulled).toBeLessThan(1024 * 1024);
    // Not parsed: malformed JSON from a caller who may not post is a 401, not a 400.
    const malformed = { 'content-type': 'application/json' };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1.2/product/${productIds[0]}/reviews`,
      headers: { ...malformed, 'x-auth-token': visitor.token },
      payload: '{"text": ',
    });
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    const someone = await customer(t, storeId);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/v1.2/product/${productIds[0]}/reviews`,
      headers: { ...malformed, 'x-auth-token': someone.token },
      payload: '{"text": ',
    });
    expect(signedIn.statusCode).toBe(400);
  });

  it('refuses a body over the call limit (about 8 MB) with 413 before reading it', async () => {
    const someone = await customer(t, storeId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1.2/product/${productIds[0]}/reviews`,
      headers: { 'x-auth-token': someone.token, 'content-type': 'application/json' },
      payload: 'x'.repeat(9 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
  });
});
