import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_DIR: '' } });
  mediaDir = t.config.mediaDir;
  await fs.mkdir(path.join(mediaDir, 'tests'), { recursive: true });
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6b7a3a' } })
    .webp()
    .toFile(path.join(mediaDir, 'tests', 'vest.webp'));
  await fs.writeFile(path.join(mediaDir, 'tests', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => t.close());

const sizeOf = async (body: Buffer) => {
  const { width, height } = await sharp(body).metadata();
  return { width, height };
};

describe('GET /media/*', () => {
  it('serves an original with its content type and a cache header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/tests/vest.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/max-age=/);
    expect(await sizeOf(response.rawPayload)).toEqual({ width: 1200, height: 800 });
  });

  it('serves o600 fitted inside 600 px and c300 cropped to a 300 px square, cached on disk', async () => {
    const o600 = await t.app.inject({ method: 'GET', url: '/media/o600/tests/vest.webp' });
    expect(await sizeOf(o600.rawPayload)).toEqual({ width: 600, height: 400 });
    const c300 = await t.app.inject({ method: 'GET', url: '/media/c300/tests/vest.webp' });
    expect(await sizeOf(c300.rawPayload)).toEqual({ width: 300, height: 300 });
    await expect(
      fs.stat(path.join(t.config.dataDir, 'media-cache', 'c300', 'tests', 'vest.webp')),
    ).resolves.toBeTruthy();
  });

  it('serves srcset widths in AVIF or WebP by Accept, else in the original format', async () => {
    const get = (accept: string) =>
      t.app.inject({ method: 'GET', url: '/media/w800/tests/vest.webp', headers: { accept } });
    const avif = await get('image/avif,image/webp,*/*');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
    expect(await sizeOf(avif.rawPayload)).toEqual({ width: 800, height: 533 });
    const webp = await get('image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const plain = await t.app.inject({ method: 'GET', url: '/media/w400/tests/vest.webp' });
    expect(await sizeOf(plain.rawPayload)).toEqual({ width: 400, height: 267 });
    expect(avif.headers.vary).toMatch(/Accept/);
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes only the variants pages link: another width is a 404, not an encode', async () => {
    const unlinked = await t.app.inject({ method: 'GET', url: '/media/w1600/tests/vest.webp' });
    expect(unlinked.statusCode).toBe(404);
    await expect(fs.stat(path.join(t.config.dataDir, 'media-cache', 'w1600'))).rejects.toThrow();
  });

  it('serves SVG as is, even under a variant prefix', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/c300/tests/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 404 JSON for a missing image and for paths escaping the media folder', async () => {
    for (const url of [
      '/media/tests/none.webp',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/o600/..%2F..%2Fpg%2FPG_VERSION',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('GET /media/* with unusual names', () => {
  it('answers 404, not 500, for a literal percent sign and for names of Object.prototype', async () => {
    for (const url of [
      '/media/%25',
      '/media/o600/%25',
      '/media/constructor/tests/vest.webp',
      '/media/__proto__/tests/vest.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
