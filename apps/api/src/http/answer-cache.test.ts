import { brotliDecompressSync } from 'node:zlib';
import { defineCall } from '@kordon/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { CATALOGUE_ANSWERS, cacheBypassKeyOf } from './answer-cache.js';
import { handle } from './route.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const rename = (title: string) =>
  t.pool.query(
    `UPDATE information_pages SET title = jsonb_set(title, '{en}', to_jsonb($1::text)) WHERE slug = 'payments'`,
    [title],
  );

describe('public answers kept in memory', () => {
  it('answers again from memory until a writer drops the tag', async () => {
    const first = (await get('/api/v1.2/information/payments')).json().data.title;
    await rename('Renamed behind the cache');
    expect((await get('/api/v1.2/information/payments')).json().data.title).toBe(first);
    t.app.answerCache.invalidateTag('content');
    expect((await get('/api/v1.2/information/payments')).json().data.title).toBe('Renamed behind the cache');
  });

  it('keeps one answer per language and currency', async () => {
    const en = (await get('/api/v1.2/menu', { 'x-app-language': 'en' })).json().data[0].name;
    const ru = (await get('/api/v1.2/menu', { 'x-app-language': 'ru' })).json().data[0].name;
    expect(ru).not.toBe(en);
    const usd = (await get('/api/v1.2/context', { 'x-app-currency': 'USD' })).json().data.currency.code;
    const eur = (await get('/api/v1.2/context', { 'x-app-currency': 'EUR' })).json().data.currency.code;
    expect([usd, eur]).toEqual(['USD', 'EUR']);
  });

  it('sends the same bytes compressed once, with an ETag that answers 304', async () => {
    const plain = await get('/api/v1.2/categories');
    const br = await get('/api/v1.2/categories', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const conditional = await get('/api/v1.2/categories', { 'if-none-match': String(plain.headers.etag) });
    expect(conditional.statusCode, conditional.body).toBe(304);
  });

  it('does not keep failures: an unknown page is looked up again each time', async () => {
    expect((await get('/api/v1.2/information/not-yet')).statusCode).toBe(404);
    await t.pool.query(
      `INSERT INTO information_pages (slug, title, content, seo, position)
       SELECT 'not-yet', title, content, seo, 99 FROM information_pages WHERE slug = 'payments'`,
    );
    expect((await get('/api/v1.2/information/not-yet')).statusCode).toBe(200);
  });

  it('sends a stored answer from onRequest: the handler and its cache lookup do not run again', async () => {
    const first = await get('/api/v1.2/brands');
    const wrap = vi.spyOn(t.app.answerCache, 'wrap');
    try {
      const again = await get('/api/v1.2/brands');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers['x-frame-options']).toBe('DENY');
      expect(wrap).not.toHaveBeenCalled();
    } finally {
      wrap.mockRestore();
    }
  });

  it('answers bad input of a cached call with 422 per field, before and after a good answer is stored', async () => {
    expect((await get('/api/v1.2/products?limit=24')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const bad = await get('/api/v1.2/products?limit=abc');
      expect(bad.statusCode).toBe(422);
      expect(bad.headers['content-type']).toMatch(/^application\/json/);
      expect(bad.json().errors.limit).toBeDefined();
    }
  });
});

describe('handle() with a cached answer', () => {
  it('refuses a preHandler: a stored answer leaves before it would run', () => {
    const call = defineCall({
      id: 'cachedWithLimit',
      method: 'GET',
      path: '/limited',
      summary: 'A cached call with a rate limit',
      tag: 'test',
      auth: 'none',
      response: z.object({ ok: z.boolean() }),
    });
    const app = Fastify();
    expect(() =>
      handle(app, call, async () => ({ ok: true }), { cache: CATALOGUE_ANSWERS, preHandler: async () => {} }),
    ).toThrow(/without a preHandler/);
    return app.close();
  });
});

describe('the bench’s cache bypass (CACHE_BYPASS_TOKEN)', () => {
  it('keys a request by its nonce only with the configured token', () => {
    const off = cacheBypassKeyOf(undefined);
    expect(off({ 'x-cache-bypass': 'anything:1' })).toBe('');
    const on = cacheBypassKeyOf('bench-only-token-0000');
    expect(on({ 'x-cache-bypass': 'bench-only-token-0000:abc' })).toBe('|bypass:abc');
    expect(on({ 'x-cache-bypass': 'guessed-token:abc' })).toBe('');
    expect(on({})).toBe('');
  });
});
