import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

/** When each resource was requested and when it arrived, by path, in the page's own clock. */
const resources = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
  );

/** Issue 9: what a page loads first, and what it must not load twice. */
describe('page load order', () => {
  it('asks for the app scripts only once the main picture has arrived, then hydrates without errors', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/category/${suite.slugs.top.slug}`);
    await page.waitForFunction(() => '__reactRouterRouteModules' in window);
    await page.waitForLoadState('networkidle');

    const picture = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const loaded = await resources(page);
    const main = loaded.find((entry) => entry.path === new URL(picture).pathname);
    const scripts = loaded.filter((entry) => entry.path.startsWith('/assets/') && entry.path.endsWith('.js'));
    expect(main).toBeDefined();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.start).toBeGreaterThanOrEqual(main?.end ?? Number.POSITIVE_INFINITY);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('prefetches the seen links only after the load event', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser);
    // Category icons held back: the page hydrates and idles long before its load event.
    await page.route('**/media/categories/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto(`${suite.shop.url}/category/${suite.slugs.top.slug}`, { waitUntil: 'commit' });
    // Until a prefetch has finished: its resource timing entry is written only then.
    await page.waitForFunction(
      () => {
        const links = new Set(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href),
        );
        return performance.getEntriesByType('resource').some((entry) => links.has(entry.name));
      },
      undefined,
      { timeout: 15_000 },
    );
    const { loadStart, prefetchStarts } = await page.evaluate(() => {
      const prefetched = new Set(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
      );
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        loadStart: navigation.loadEventStart,
        prefetchStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => prefetched.has(entry.name))
          .map((entry) => entry.startTime),
      };
    });
    expect(loadStart).toBeGreaterThan(0);
    expect(prefetchStarts.length).toBeGreaterThan(0);
    for (const start of prefetchStarts) expect(start).toBeGreaterThanOrEqual(loadStart);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('links the shell stylesheet once, even after the lazy sections have loaded', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser);
    for (const path of ['/', `/category/${suite.slugs.top.slug}`]) {
      await page.goto(suite.shop.url + path);
      await page.waitForFunction(() => '__reactRouterRouteModules' in window);
      await page.waitForLoadState('networkidle');
      const shell = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .map((link) => new URL(link.href).pathname)
          .filter((path) => /\/assets\/shell-[\w-]+\.css$/.test(path)),
      );
      expect(shell, path).toHaveLength(1);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
