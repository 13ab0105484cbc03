import { seoLookup } from '@kordon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, informationPages, kits, posts, products, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { assertWellFormedXml } from './xml-check.test-helper.js';

const site = 'https://shop.example';
let t: TestApp;
let product: { slug: string; name: { en: string; ru: string }; categoryId: number };
let chain: string[];
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SITE_URL: site } });
  const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1);
  if (!row) throw new Error('the demo catalogue has no products');
  product = row;
  // The product's category and its parent, for the catch-all /{category}/{sub}/{product} path.
  const [category] = await t.db.select().from(categories).where(eq(categories.id, row.categoryId));
  const [parent] = category?.parentId
    ? await t.db.select().from(categories).where(eq(categories.id, category.parentId))
    : [];
  chain = [parent?.slug ?? category?.slug ?? '', category?.slug ?? ''];
});
afterAll(() => t.close());

const lookup = (path: string) => t.app.inject({ method: 'GET', url: `/api/v1.2/seo?path=${encodeURIComponent(path)}` });

describe('GET /api/v1.2/seo', () => {
  it('describes a product page with its canonical URL and language alternates', async () => {
    const response = await lookup(`/product/${product.slug}`);
    expect(response.statusCode).toBe(200);
    const seo = seoLookup.parse(response.json().data);
    expect(seo.title).toContain(product.name.en);
    expect(seo.canonical).toBe(`${site}/product/${product.slug}`);
    expect(seo.alternates).toEqual([
      { lang: 'en', href: `${site}/product/${product.slug}` },
      { lang: 'ru', href: `${site}/ru/product/${product.slug}` },
    ]);
  });

  it('answers in Russian for a /ru path', async () => {
    const seo = seoLookup.parse((await lookup(`/ru/product/${product.slug}`)).json().data);
    expect(seo.title).toContain(product.name.ru);
    expect(seo.canonical).toBe(`${site}/ru/product/${product.slug}`);
  });

  it('resolves the catch-all category path of a product to the product canonical URL', async () => {
    const seo = seoLookup.parse((await lookup(`/${chain[0]}/${chain[1]}/${product.slug}`)).json().data);
    expect(seo.canonical).toBe(`${site}/product/${product.slug}`);
  });

  it('describes category, brand, information and post pages', async () => {
    const [category] = await t.db.select().from(categories).where(eq(categories.isActive, true)).limit(1);
    const [brand] = await t.db.select().from(brands).limit(1);
    const [page] = await t.db.select().from(informationPages).limit(1);
    const [article] = await t.db.select().from(posts).where(eq(posts.isPublished, true)).limit(1);
    const cases: Array<[string, string]> = [
      [`/category/${category?.slug}`, `/category/${category?.slug}`],
      [`/${category?.slug}`, `/category/${category?.slug}`],
      [`/brands/${brand?.slug}`, `/brands/${brand?.slug}`],
      [`/information/${page?.slug}`, `/information/${page?.slug}`],
      [`/ru/reviews/${article?.slug}`, `/ru/reviews/${article?.slug}`],
      ['/ru', '/ru'],
      ['/brands', '/brands'],
    ];
    for (const [path, canonical] of cases) {
      const response = await lookup(path);
      expect(response.statusCode, path).toBe(200);
      const seo = seoLookup.parse(response.json().data);
      expect(seo.canonical, path).toBe(`${site}${canonical}`);
      expect(seo.title, path).not.toBe('');
    }
  });

  it('names the home page after the store with a description in the path language', async () => {
    const en = seoLookup.parse((await lookup('/')).json().data);
    const ru = seoLookup.parse((await lookup('/ru')).json().data);
    expect(en.title).toBe('Kordon');
    expect(en.description).not.toBe('');
    expect(ru.description).not.toBe(en.description);
  });

  it.each([
    '/product/no-such-product',
    '/information/no-such-page',
    '/brands/no-such-brand',
    '/no-such-category',
    '/information',
    '/product/x/',
    '/ru/',
    '//brands',
    '/a/b/c/d',
    // Names of Object.prototype must not resolve to its members.
    '/valueOf',
    '/constructor/x',
    '/__proto__',
  ])('answers 404 JSON for %s', async (path) => {
    const response = await lookup(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Page not found' });
  });

  it('answers 422 with a message on path when the path is missing or not a path', async () => {
    for (const url of ['/api/v1.2/seo', '/api/v1.2/seo?path=no-slash']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.path).toHaveLength(1);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('is a well-formed urlset listing products with hreflang alternates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    assertWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain(`<loc>${site}/product/${product.slug}</loc>`);
    expect(xml).toContain(`<loc>${site}/ru/product/${product.slug}</loc>`);
    expect(xml).toContain(`hreflang="ru" href="${site}/ru/product/${product.slug}"`);
  });

  it('lists every active product, category, brand and information page in both languages', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const active = await t.db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
    const activeKits = await t.db.select({ id: kits.id }).from(kits).where(eq(kits.isActive, true));
    const urls = xml.match(/<loc>/g)?.length ?? 0;
    expect(xml.match(/<loc>[^<]*\/product\//g)).toHaveLength((active.length + activeKits.length) * 2);
    const pages = await t.db.select().from(informationPages);
    for (const page of pages) expect(xml).toContain(`<loc>${site}/information/${page.slug}</loc>`);
    const [hidden] = await t.db.select().from(categories).where(eq(categories.isActive, false)).limit(1);
    if (hidden) expect(xml).not.toContain(`/category/${hidden.slug}<`);
    expect(urls).toBeLessThanOrEqual(50_000);
  });

  it('sends crawlers only to product pages that exist: every listed one answers, an unsellable one is left out', async () => {
    const [unsold] = await t.db.select().from(products).where(eq(products.isActive, true)).offset(3).limit(1);
    if (!unsold) throw new Error('the demo catalogue has too few products');
    await t.db.update(variations).set({ isActive: false }).where(eq(variations.productId, unsold.id));
    t.app.answerCache.invalidateTag('catalogue');
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).not.toContain(`/product/${unsold.slug}<`);
    const slugs = [...xml.matchAll(new RegExp(`<loc>${site}/product/([^<]+)</loc>`, 'g'))].map((m) => m[1]);
    for (const slug of slugs) {
      const asProduct = await t.app.inject({ method: 'GET', url: `/api/v1.2/products/slug/${slug}` });
      const answer =
        asProduct.statusCode === 404
          ? await t.app.inject({ method: 'GET', url: `/api/v1.2/product-kits/slug/${slug}` })
          : asProduct;
      expect(answer.statusCode, slug).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1.2/products/slug/${unsold.slug}` })).statusCode).toBe(404);
    await t.db.update(variations).set({ isActive: true }).where(eq(variations.productId, unsold.id));
    t.app.answerCache.invalidateTag('catalogue');
  });
});

describe('GET /robots.txt', () => {
  it('points crawlers to the sitemap and keeps them out of the API and checkout', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /ru/checkout');
  });
});

describe('GET /favicon.ico', () => {
  it("sends browsers that guess the icon's address to the shop's SVG icon", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });
});
