import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { expectFailedStatus } from './fixtures/console-guard.js';
import { fetchPage } from './fixtures/shell.js';
import { type ShopUnderTest, startShopUnderTest } from './fixtures/shop.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

describe('access guard (spec §2)', () => {
  it('answers 200 for the allowed pages, with and without the Russian prefix', async () => {
    const paths = [
      '/',
      '/contacts',
      '/ru/contacts',
      '/ru',
      '/brands',
      `/brands/${suite.slugs.brand.slug}`,
      `/ru/brands/${suite.slugs.brand.slug}`,
      '/reviews',
      `/reviews/${suite.slugs.post.slug}`,
      '/information/payments',
      '/ru/information/return',
      '/sitemap',
      '/search?text=bag',
      '/sale',
      '/checkout',
      '/checkout/success',
      '/checkout/failure',
      '/checkout/business',
      '/checkout/receipt',
      '/login',
      '/profile',
      `/category/${suite.slugs.top.slug}`,
      `/${suite.slugs.top.slug}`,
      `/product/${suite.slugs.product.slug}`,
      // Legacy duplicates.
      '/mainPage',
      '/searchPage',
      '/sitemapPage',
      '/brands/brands',
      '/category/main',
      '/sets/sets',
      '/checkout/checkout',
      '/login/login',
      '/profile/profile',
    ];
    const statuses = await Promise.all(paths.map(async (path) => [path, (await fetchPage(suite.shop, path)).status]));
    expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(paths.map((path) => [path, 200])));
  });

  it('answers 404 with the "Page not found" page for everything else', async () => {
    const paths = [
      '/contacts/',
      '/ru/',
      '/brands/',
      '/product',
      '/category',
      '/information',
      '/ru/product',
      '/xx/contacts',
      '/en/contacts',
      '/information/no-such-page',
      '/brands/no-such-brand',
      '/reviews/no-such-post',
      '/no-such-category',
      `/${suite.slugs.top.slug}/no-such-subcategory`,
      '/checkout/other',
      '/a/b/c/d',
      '/reviews?page=999',
      // spec-coverage 2.1: paths are case-sensitive and the prefix is lower-case.
      '/CONTACTS',
      '/RU/contacts',
      `/PRODUCT/${suite.slugs.product.slug}`,
      `/${suite.slugs.top.slug.toUpperCase()}`,
    ];
    const pages = await Promise.all(paths.map(async (path) => [path, await fetchPage(suite.shop, path)] as const));
    expect(Object.fromEntries(pages.map(([path, page]) => [path, page.status]))).toEqual(
      Object.fromEntries(paths.map((path) => [path, 404])),
    );
    for (const [path, page] of pages) {
      // The <title> and og:title say it as well; the error page itself is its heading.
      expect(page.html).toContain(path.startsWith('/ru/') ? '<h1>Страница не найдена</h1>' : '<h1>Page not found</h1>');
      expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('renders the 404 page in the language of the prefix, with the button to that main page', async () => {
    const { page, context } = await openPage(suite.browser);
    expectFailedStatus(page, 404, 'the page itself answers 404');
    const response = await page.goto(`${suite.shop.url}/ru/information/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Страница не найдена');
    expect(await page.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/ru');
    // The shop's header and footer stay around the error.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await page.getByRole('link', { name: 'На главную' }).click();
    await page.waitForURL(`${suite.shop.url}/ru`);
    await context.close();
  });

  it('shows the 404 page for a client-side navigation to a trailing-slash path too', async () => {
    const { page, context } = await openPage(suite.browser);
    expectFailedStatus(page, 404, "the page's data, asked for by the client-side navigation, answers 404");
    await page.goto(`${suite.shop.url}/contacts`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
      ).__reactRouterDataRouter.navigate('/sitemap/'),
    );
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await context.close();
  });

  it('scrolls to the top on every navigation', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(suite.shop.url);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
    await page.waitForURL(`${suite.shop.url}/sitemap`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('locale choice on every page without a prefix (spec §4)', () => {
  it('sends a visitor whose suite.browser prefers Russian to /ru', async () => {
    const page = await fetchPage(suite.shop, '/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(page.status).toBe(302);
    expect(page.location).toBe('/ru');
  });

  it('lets the locale cookie win over the suite.browser language', async () => {
    expect((await fetchPage(suite.shop, '/', { 'accept-language': 'ru', cookie: 'locale=en' })).status).toBe(200);
    const page = await fetchPage(suite.shop, '/?x=1', { 'accept-language': 'en', cookie: 'locale=ru' });
    // A parameter no page reads is dropped before rendering (contract page-request.ts).
    expect([page.status, page.location]).toEqual([302, '/ru']);
    const search = await fetchPage(suite.shop, '/search?text=bag', { cookie: 'locale=ru' });
    expect([search.status, search.location]).toEqual([302, '/ru/search?text=bag']);
  });

  it('sends a Russian browser from a deeper page to the same page under /ru', async () => {
    const page = await fetchPage(suite.shop, '/contacts', { 'accept-language': 'ru' });
    expect([page.status, page.location]).toEqual([302, '/ru/contacts']);
  });

  it('never redirects crawlers or a prefixed URL', async () => {
    const bot = {
      'accept-language': 'ru',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    };
    expect((await fetchPage(suite.shop, '/', bot)).status).toBe(200);
    expect((await fetchPage(suite.shop, '/contacts', bot)).status).toBe(200);
    expect((await fetchPage(suite.shop, '/ru', { cookie: 'locale=en' })).status).toBe(200);
  });
});

describe('server failure (spec §2 error pages)', () => {
  let broken: ShopUnderTest;

  beforeAll(async () => {
    broken = await startShopUnderTest();
  });
  afterAll(async () => {
    await broken?.stop();
  });

  it('answers 500 with the 500 page when the layout data cannot be loaded', async () => {
    // A table the store context needs is missing in this test's own database, before any request.
    await broken.database.pool.query('ALTER TABLE stores RENAME TO stores_gone');
    try {
      const page = await fetchPage(broken, '/contacts');
      expect(page.status).toBe(500);
      expect(page.html).toContain('<h1>Internal Server Error</h1>');
      expect(page.html).toContain(
        '<p>An unexpected error occurred on the server. Please wait, it will be fixed soon.</p>',
      );
      expect(page.html).toMatch(/<a[^>]+href="\/"[^>]*>Go to the main page<\/a>/);

      const ru = await fetchPage(broken, '/ru/contacts');
      expect(ru.status).toBe(500);
      expect(ru.html).toContain('<h1>Внутренняя ошибка сервера</h1>');
      expect(ru.html).toMatch(/<a[^>]+href="\/ru"[^>]*>На главную<\/a>/);
    } finally {
      await broken.database.pool.query('ALTER TABLE stores_gone RENAME TO stores');
    }
  });

  it('answers 500 inside the suite.shop layout when a page fails', async () => {
    expect((await fetchPage(broken, '/contacts')).status).toBe(200);
    await broken.database.pool.query('ALTER TABLE information_pages RENAME TO information_pages_gone');
    try {
      const { page, context } = await openPage(suite.browser);
      expectFailedStatus(page, 500, 'the page itself answers 500');
      const response = await page.goto(`${broken.url}/information/payments`);
      expect(response?.status()).toBe(500);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Internal Server Error');
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Go to the main page' }).getAttribute('href')).toBe('/');
      await context.close();
    } finally {
      await broken.database.pool.query('ALTER TABLE information_pages_gone RENAME TO information_pages');
    }
  });
});
