import { post, postSummary } from '@kordon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { posts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let total: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  total = (await t.db.select({ id: posts.id }).from(posts).where(eq(posts.isPublished, true))).length;
});
afterAll(() => t.close());

const get = (url: string, lang: 'en' | 'ru' = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1.2${url}`, headers: { 'x-app-language': lang } });
const list = async (url: string, lang: 'en' | 'ru' = 'en') =>
  z.array(postSummary).parse((await get(url, lang)).json().data);

describe('GET /api/v1.2/store/posts', () => {
  it('lists up to 10 published posts, newest first, with the total of published posts in the body', async () => {
    const response = await get('/store/posts');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(total);
    const items = z.array(postSummary).parse(response.json().data);
    expect(total).toBeGreaterThan(0);
    expect(items).toHaveLength(Math.min(10, total));
    const dates = items.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items.some((p) => p.tags.length > 0)).toBe(true);
  });

  it('pages with limit and offset without overlap', async () => {
    const all = await list('/store/posts?limit=50');
    const page = await list('/store/posts?limit=2&offset=1');
    expect(page.map((p) => p.id)).toEqual(all.slice(1, 3).map((p) => p.id));
  });

  it('gives titles and tag names in the request language', async () => {
    const en = await list('/store/posts');
    const ru = await list('/store/posts', 'ru');
    expect(ru.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(ru.map((p) => p.title)).not.toEqual(en.map((p) => p.title));
    const tagged = en.findIndex((p) => p.tags.length > 0);
    expect(ru[tagged]?.tags.map((tag) => tag.name)).not.toEqual(en[tagged]?.tags.map((tag) => tag.name));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
  ])('answers 422 for %s with a message on %s', async (query, field) => {
    const response = await get(`/store/posts?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(response.json().errors[field][0]).toEqual(expect.any(String));
  });
});

describe('GET /api/v1.2/store/posts/:slugOrId', () => {
  it('finds the same post by slug and by numeric id', async () => {
    const [first] = await list('/store/posts?limit=1');
    if (!first) throw new Error('the demo catalogue has no posts');
    const bySlug = post.parse((await get(`/store/posts/${first.slug}`)).json().data);
    const byId = post.parse((await get(`/store/posts/${first.id}`)).json().data);
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({ id: first.id, title: first.title, author: first.author, tags: first.tags });
    expect(bySlug.content).not.toBe('');
    expect(bySlug.breadcrumbs).toEqual([
      { name: 'Home', link: '/' },
      { name: 'Reviews', link: '/reviews' },
      { name: first.title, link: `/reviews/${first.slug}` },
    ]);
  });

  it('gives the content in the request language', async () => {
    const [first] = await list('/store/posts?limit=1');
    const en = post.parse((await get(`/store/posts/${first?.id}`)).json().data);
    const ru = post.parse((await get(`/store/posts/${first?.id}`, 'ru')).json().data);
    expect(ru.content).not.toBe(en.content);
    expect(ru.breadcrumbs[1]?.name).toBe('Обзоры');
  });

  it.each(['no-such-post', '999999', '99999999999999'])('answers 404 JSON for %s', async (slugOrId) => {
    const response = await get(`/store/posts/${slugOrId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Post not found' });
  });
});
