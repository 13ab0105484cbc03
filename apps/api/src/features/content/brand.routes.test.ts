import { brandPage, brandSummary } from '@kordon/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brands } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SITE_URL: 'https://shop.example' } });
});
afterAll(() => t.close());

const get = (url: string, lang: 'en' | 'ru' = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1.2${url}`, headers: { 'x-app-language': lang } });

describe('GET /api/v1.2/brands', () => {
  it('lists every brand with its link and logo URLs under /media', async () => {
    const response = await get('/brands');
    expect(response.statusCode).toBe(200);
    const list = z.array(brandSummary).parse(response.json().data);
    expect(list).toHaveLength((await t.db.select().from(brands)).length);
    for (const brand of list) {
      expect(brand.link).toBe(`/brands/${brand.slug}`);
      if (brand.image) expect(brand.image.original).toMatch(/^\/media\//);
    }
  });
});

describe('brand image (spec §3: original, desktop, mobile, icon)', () => {
  it('always has desktop and mobile: the original stands in for a picture the brand lacks', async () => {
    const [first] = z.array(brandSummary).parse((await get('/brands')).json().data);
    const page = (await get(`/brand/${first?.slug}`)).json().data;
    const original = page.image.original;
    expect(original).toMatch(/^\/media\//);
    expect(page.image).toMatchObject({ original, desktop: original, mobile: original });
  });

  it('keeps a stored desktop picture, and mobile falls back to it', async () => {
    // The newest brand: no other test asked for its page, so no stored answer hides the change.
    const [first] = await t.db.select().from(brands).orderBy(desc(brands.id)).limit(1);
    await t.db
      .update(brands)
      .set({ images: { ...first!.images!, desktop: 'brands/wide.webp' } })
      .where(eq(brands.id, first!.id));
    const page = (await get(`/brand/${first!.slug}`)).json().data;
    expect(page.image).toMatchObject({ desktop: '/media/brands/wide.webp', mobile: '/media/brands/wide.webp' });
  });
});

describe('GET /api/v1.2/brand/:slug', () => {
  it('serves the brand page with breadcrumbs, alternates and schema.org data', async () => {
    const [first] = z.array(brandSummary).parse((await get('/brands')).json().data);
    if (!first) throw new Error('the demo catalogue has no brands');
    const response = await get(`/brand/${first.slug}`);
    expect(response.statusCode).toBe(200);
    const page = brandPage.parse(response.json().data);
    expect(page).toMatchObject({ id: first.id, name: first.name, slug: first.slug, link: first.link });
    expect(page.breadcrumbs).toEqual([
      { name: 'Home', link: '/' },
      { name: 'Brands', link: '/brands' },
      { name: first.name, link: first.link },
    ]);
    expect(page.alternateLinks).toEqual([
      { lang: 'en', href: `https://shop.example/brands/${first.slug}` },
      { lang: 'ru', href: `https://shop.example/ru/brands/${first.slug}` },
    ]);
    expect(page.seo.title).not.toBe('');
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
    expect(page.seo.storeLogo).toMatch(/^https:\/\/shop\.example\//);
    expect(page.seo.jsonSchema).toMatchObject({ '@type': 'Brand', name: first.name });
  });

  it('describes the brand in the request language', async () => {
    const [first] = z.array(brandSummary).parse((await get('/brands')).json().data);
    const en = brandPage.parse((await get(`/brand/${first?.slug}`)).json().data);
    const ru = brandPage.parse((await get(`/brand/${first?.slug}`, 'ru')).json().data);
    expect(ru.description).not.toBe(en.description);
    expect(ru.breadcrumbs[0]).toEqual({ name: 'Главная', link: '/' });
    expect(ru.seo.jsonSchema).toMatchObject({ url: `https://shop.example/ru/brands/${first?.slug}` });
  });

  it('answers 404 JSON for an unknown brand', async () => {
    const response = await get('/brand/no-such-brand');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Brand not found' });
  });
});
