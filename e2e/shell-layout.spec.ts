import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { fetchPage } from './fixtures/shell.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

describe('desktop header (1201 px and wider)', () => {
  it('has the logo, search, settings, sign-in, mini-cart and the top menu with dropdowns', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, { width: 1440 });
    await page.goto(suite.shop.url);
    await page.waitForLoadState('networkidle');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Kordon, main page' }).isVisible()).toBe(true);
    expect(await header.getByRole('searchbox', { name: 'Search the shop' }).first().isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Cart, 0 items' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    const menu = page.getByRole('navigation', { name: 'Catalogue' });
    const top = menu.getByRole('link', { name: suite.slugs.top.name.en, exact: true });
    await top.hover();
    const dropdown = menu
      .locator('.top-menu-item')
      .filter({ has: page.getByRole('link', { name: suite.slugs.top.name.en, exact: true }) })
      .locator('.top-menu-dropdown');
    expect(await dropdown.isVisible()).toBe(true);
    expect(await dropdown.getByRole('link').count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('goes to the search page on Enter', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/contacts`);
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the shop' }).first();
    await box.fill('gorka');
    await box.press('Enter');
    await page.waitForURL(`${suite.shop.url}/search?text=gorka`);
    await expect.poll(() => page.getByText('Results for “gorka”').isVisible()).toBe(true);
    await context.close();
  });
});

describe('panels (spec §4)', () => {
  it('are mutually exclusive, close on Escape and on a click outside, and trap the focus', async () => {
    const { page, context } = await openPage(suite.browser, { width: 1024 });
    await page.goto(`${suite.shop.url}/contacts`);
    await page.waitForLoadState('networkidle');
    const menuPanel = page.getByRole('dialog', { name: 'Menu' });
    const settingsPanel = page.getByRole('dialog', { name: 'Language and currency' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await menuPanel.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Language and currency' }).click();
    expect(await settingsPanel.isVisible()).toBe(true);
    expect(await menuPanel.isVisible()).toBe(false);

    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await settingsPanel.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    expect(await settingsPanel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('panel-settings');

    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await menuPanel.isVisible()).toBe(true);
    await page.mouse.click(900, 600);
    expect(await menuPanel.isVisible()).toBe(false);
    await context.close();
  });

  it('the mobile burger menu at 390 px shows the categories', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, { width: 390, height: 844 });
    await page.goto(suite.shop.url);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('navigation', { name: 'Catalogue' }).first().isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    expect(await panel.getByRole('link', { name: suite.slugs.top.name.en, exact: true }).isVisible()).toBe(true);
    expect(await panel.getByRole('link').count()).toBeGreaterThan(5);
    // The mobile cart icon leads to checkout.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('link prefetch (spec §9)', () => {
  it('prefetches the pages of visible links once the suite.browser is idle', async () => {
    const { page, context } = await openPage(suite.browser);
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.data')) dataRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(`${suite.shop.url}/reviews`);
    await expect.poll(() => dataRequests.some((path) => path.startsWith('/reviews/')), { timeout: 6000 }).toBe(true);
    expect(await page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('cookie notice', () => {
  it('shows until OK is pressed and stays hidden for the suite.browser session', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(suite.shop.url);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await notice.getByRole('button', { name: 'OK' }).click();
    expect(await notice.isVisible()).toBe(false);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await notice.isVisible()).toBe(false);
    await context.close();

    const fresh = await openPage(suite.browser);
    await fresh.page.goto(suite.shop.url);
    await expect.poll(() => fresh.page.getByRole('region', { name: 'Cookie notice' }).isVisible()).toBe(true);
    await fresh.context.close();
  });
});

describe('online state', () => {
  it('shows a banner while offline', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/contacts`);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect.poll(() => page.getByText('You are offline', { exact: false }).isVisible()).toBe(true);
    await context.setOffline(false);
    await expect.poll(() => page.getByText('You are offline', { exact: false }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('footer and announcements', () => {
  it('links the information pages, brands, specials, returns and sitemap, with card icons and the version', async () => {
    const { html } = await fetchPage(suite.shop, '/contacts');
    for (const href of [
      '/information/payments',
      '/information/delivery-types',
      '/brands',
      '/sale',
      '/information/return',
      '/sitemap',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    for (const card of ['Visa', 'Mastercard', 'Мир', 'PayPal']) expect(html).toContain(`aria-label="${card}"`);
    expect(html).toContain('1.3.21');
    expect(html).toContain('lang="ru"');
    const announcement = await suite.shop.database.pool.query<{ html_text: { en: string } }>(
      'SELECT html_text FROM announcements WHERE is_active ORDER BY position, id LIMIT 1',
    );
    const firstWords = announcement.rows[0]?.html_text.en.replace(/<[^>]+>/g, '').slice(0, 20);
    expect(html).toContain(firstWords);
  });
});

describe('SEO', () => {
  it('gives the home page its title, canonical, hreflang links, Open Graph and Organization data', async () => {
    const { html } = await fetchPage(suite.shop, '/');
    expect(html).toMatch(/<title>[^<]+ — Kordon<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"\/>/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="ru" href="https?:\/\/[^"]+\/ru"\/>/i);
    expect(html).toMatch(/hrefLang="x-default"/i);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('"@type":"Organization"');
  });

  it('gives a brand page breadcrumbs as JSON-LD, and the page text without JavaScript', async () => {
    const { html } = await fetchPage(suite.shop, `/brands/${suite.slugs.brand.slug}`);
    expect(html).toContain(`<title>`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(suite.slugs.brand.name);

    const { page, context } = await suite.browser.newContext({ javaScriptEnabled: false }).then(async (ctx) => ({
      context: ctx,
      page: await ctx.newPage(),
    }));
    await page.goto(`${suite.shop.url}/information/payments`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(suite.slugs.information.title.en);
    expect((await page.locator('.prose').textContent())?.trim()).not.toBe('');
    await context.close();
  });

  it('serves robots.txt and sitemap.xml at the site root through the suite.shop server', async () => {
    const robots = await fetch(`${suite.shop.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/i);
    const sitemap = await fetch(`${suite.shop.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
  });
});
