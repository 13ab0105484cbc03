import { announcement, informationPage, menuItem, sitemapPage, slide } from '@kordon/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { announcements, brands, categories, currencies, informationPages, menuItems } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const get = (url: string, lang: 'en' | 'ru' = 'en', currency?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1.2${url}`,
    headers: { 'x-app-language': lang, ...(currency ? { 'x-app-currency': currency } : {}) },
  });

const informationSlugs = ['delivery-types', 'payments', 'wholesales', 'privacy', 'public-offer', 'return'];

describe('GET /api/v1.2/menu', () => {
  it('lists the menu items with the active subtree of each item category', async () => {
    const response = await get('/menu');
    expect(response.statusCode).toBe(200);
    const menu = z.array(menuItem).parse(response.json().data);
    const rows = await t.db.select().from(menuItems);
    expect(menu.length).toBeGreaterThan(0);
    for (const item of menu) {
      const row = rows.find((r) => r.slug === item.slug);
      expect(item.link).toBe(row?.link);
      if (row?.categoryId == null) continue;
      const children = await t.db
        .select({ slug: categories.slug })
        .from(categories)
        .where(and(eq(categories.parentId, row.categoryId), eq(categories.isActive, true)));
      expect(item.categories.map((c) => c.slug).sort()).toEqual(children.map((c) => c.slug).sort());
      for (const child of item.categories) {
        expect(child.link).toBe(`/category/${child.slug}`);
        if (child.images.icon) expect(child.images.icon).toMatch(/^\/media\//);
      }
    }
  });

  it('names the items in the request language', async () => {
    const en = z.array(menuItem).parse((await get('/menu')).json().data);
    const ru = z.array(menuItem).parse((await get('/menu', 'ru')).json().data);
    expect(ru.map((i) => i.slug)).toEqual(en.map((i) => i.slug));
    expect(ru.map((i) => i.name)).not.toEqual(en.map((i) => i.name));
    expect(ru.some((i) => /[а-яё]/i.test(i.name))).toBe(true);
  });
});

describe('GET /api/v1.2/announcements', () => {
  it('shows only active announcements inside their dates, in the request language', async () => {
    const day = 24 * 3600 * 1000;
    const text = (en: string) => ({ en, ru: `${en} (ru)` });
    const [current] = await t.db
      .insert(announcements)
      .values([{ backgroundColor: '#112233', htmlText: text('<b>now</b>'), startsAt: new Date(Date.now() - day) }])
      .returning();
    await t.db.insert(announcements).values([
      { backgroundColor: '#000000', htmlText: text('expired'), endsAt: new Date(Date.now() - day) },
      { backgroundColor: '#000000', htmlText: text('future'), startsAt: new Date(Date.now() + day) },
      { backgroundColor: '#000000', htmlText: text('hidden'), isActive: false },
    ]);
    const en = z.array(announcement).parse((await get('/announcements')).json().data);
    const ru = z.array(announcement).parse((await get('/announcements', 'ru')).json().data);
    expect(en).toContainEqual({ id: current?.id, background_color: '#112233', html_text: '<b>now</b>' });
    expect(ru).toContainEqual({ id: current?.id, background_color: '#112233', html_text: '<b>now</b> (ru)' });
    for (const hidden of ['expired', 'future', 'hidden']) {
      expect(en.some((a) => a.html_text === hidden)).toBe(false);
    }
  });
});

describe('GET /api/v1.2/store/slider', () => {
  it('lists slides with desktop and mobile images under /media and texts per language', async () => {
    const en = z.array(slide).parse((await get('/store/slider')).json().data);
    const ru = z.array(slide).parse((await get('/store/slider', 'ru')).json().data);
    expect(en.length).toBeGreaterThan(0);
    for (const s of en) {
      expect(s.images.desktop).toMatch(/^\/media\//);
      expect(s.images.mobile).toMatch(/^\/media\//);
    }
    expect(ru.map((s) => s.title)).not.toEqual(en.map((s) => s.title));
  });

  it('shows the promotional price in the request currency, not in the title', async () => {
    const promo = async (lang: 'en' | 'ru', currency?: string) => {
      const response = await get('/store/slider', lang, currency);
      expect(response.statusCode).toBe(200);
      const priced = z
        .array(slide)
        .parse(response.json().data)
        .filter((s) => s.prices !== null);
      expect(priced).toHaveLength(1);
      expect(priced[0]?.title).not.toMatch(/\$|149/);
      return priced[0]?.prices;
    };
    const rateOf = async (code: string) =>
      Number((await t.db.select().from(currencies).where(eq(currencies.code, code)))[0]?.rate);

    expect(await promo('en')).toEqual({
      price: 149,
      priceOld: null,
      priceString: '$149.00',
      priceOldString: null,
      discountPercent: 0,
    });
    expect((await promo('en', 'USD'))?.priceString).toBe('$149.00');

    const eur = await promo('en', 'EUR');
    expect(eur?.priceString).toMatch(/^€\d/);
    expect(eur?.price).toBeCloseTo(149 * (await rateOf('EUR')), 2);

    const rub = await promo('ru', 'RUB');
    expect(rub?.priceString).toMatch(/^\d[\d\u00a0]*,\d\d\u00a0₽$/);
    expect(rub?.price).toBeCloseTo(149 * (await rateOf('RUB')), 2);
    expect((await promo('en', 'RUB'))?.priceString).toContain('₽');
  });

  it('answers 422 for a currency the shop does not sell', async () => {
    const response = await get('/store/slider', 'en', 'XYZ');
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /api/v1.2/information/:slug', () => {
  it.each(informationSlugs)('serves %s in English and Russian', async (slug) => {
    const en = informationPage.parse((await get(`/information/${slug}`)).json().data);
    const ru = informationPage.parse((await get(`/information/${slug}`, 'ru')).json().data);
    expect(en.slug).toBe(slug);
    expect(en.title).not.toBe(ru.title);
    expect(en.content).not.toBe(ru.content);
    expect(en.seo.title).not.toBe('');
    expect(en.seo.description).not.toBe('');
  });

  it("names the store's own e-mail address, never a placeholder or a .local address (issue 30, item 12)", async () => {
    const { rows } = await t.pool.query<{ email: string }>('SELECT email FROM stores LIMIT 1');
    const email = rows[0]?.email ?? '';
    for (const lang of ['en', 'ru'] as const) {
      const page = informationPage.parse((await get('/information/return', lang)).json().data);
      expect(page.content).toContain(`<a href="mailto:${email}">${email}</a>`);
      expect(page.content).not.toMatch(/\{\{|\.local\b/);
    }
    expect(email).not.toMatch(/\.local$/);
  });

  it('answers 404 JSON for an unknown page', async () => {
    const response = await get('/information/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Information page not found' });
  });

  it('answers 422 for a slug longer than any page can have', async () => {
    const response = await get(`/information/${'x'.repeat(200)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.slug).toHaveLength(1);
  });
});

describe('GET /api/v1.2/sitemap', () => {
  it('lists categories, brands, information pages, posts and products with links', async () => {
    const response = await get('/sitemap');
    expect(response.statusCode).toBe(200);
    const page = sitemapPage.parse(response.json().data);
    expect(page.categories.length).toBeGreaterThan(0);
    expect(page.categories[0]?.link).toMatch(/^\/category\//);
    expect(page.brands).toHaveLength((await t.db.select().from(brands)).length);
    expect(page.brands[0]?.link).toMatch(/^\/brands\//);
    const pages = await t.db.select().from(informationPages);
    expect(page.information.map((p) => p.link).sort()).toEqual(pages.map((p) => `/information/${p.slug}`).sort());
    expect(page.posts[0]?.link).toMatch(/^\/reviews\//);
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.products.length).toBeLessThanOrEqual(5000);
    expect(page.products[0]?.link).toMatch(/^\/product\/[a-z0-9-]+$/);
  });

  it('names everything in the request language', async () => {
    const en = sitemapPage.parse((await get('/sitemap')).json().data);
    const ru = sitemapPage.parse((await get('/sitemap', 'ru')).json().data);
    expect(ru.categories.map((c) => c.link)).toEqual(en.categories.map((c) => c.link));
    expect(ru.categories.map((c) => c.name)).not.toEqual(en.categories.map((c) => c.name));
    expect(ru.products.map((p) => p.name)).not.toEqual(en.products.map((p) => p.name));
  });
});
