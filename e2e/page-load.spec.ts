import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deferAppScripts } from '../apps/web/app/framework/deferred-boot.server.js';
import { openPage } from './fixtures/browser.js';
import { expectFailedStatus } from './fixtures/console-guard.js';
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
    const { page, context } = await openPage(suite.browser);
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
    await context.close();
  });

  it('prefetches the seen links only after the load event', async () => {
    const { page, context } = await openPage(suite.browser);
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
    await context.close();
  });

  it('links each stylesheet once, even after the lazy sections have loaded', async () => {
    const { page, context } = await openPage(suite.browser);
    const pages = ['/', `/category/${suite.slugs.top.slug}`, '/product/starter-airsoft-set', '/sale'];
    for (const path of pages) {
      await page.goto(suite.shop.url + path);
      await page.waitForFunction(() => '__reactRouterRouteModules' in window);
      await page.waitForLoadState('networkidle');
      // A second link to a sheet is parsed again and recalculates the page's styles while it hydrates.
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
      expect(
        sheets.some((sheet) => /\/assets\/shell-[\w-]+\.css$/.test(sheet)),
        path,
      ).toBe(true);
      expect(
        sheets.filter((sheet, index) => sheets.indexOf(sheet) !== index),
        path,
      ).toEqual([]);
    }
    await context.close();
  });

  it("styles a product list's filters and cards from the server's HTML, before the list's code has come", async () => {
    const { page, context } = await openPage(suite.browser);
    // Held, not refused: a refused chunk reloads the page (spec-coverage 8.6).
    await page.route('**/assets/*.js', () => {});
    await page.goto(`${suite.shop.url}/category/${suite.slugs.top.slug}`);
    // filters.css and product-card.css come with the page (listing-styles.ts), not with the listing's code.
    const option = page.locator('.filter-option').first();
    expect(await option.evaluate((label) => getComputedStyle(label).display)).toBe('flex');
    const card = page.locator('.product-card').first();
    expect(await card.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false);
    await context.close();
  });

  it('gives a phone the smallest card picture that fills the card at its pixel density', async () => {
    for (const [width, scale] of [
      [412, 1.75],
      [390, 3],
    ] as const) {
      const context = await suite.browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale });
      const page = await context.newPage();
      await page.goto(`${suite.shop.url}/category/${suite.slugs.top.slug}`);
      const card = page.locator('.product-card-image img').first();
      await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy();
      const { slot, source } = await card.evaluate((img: HTMLImageElement) => ({
        slot: img.getBoundingClientRect().width * devicePixelRatio,
        source: img.currentSrc,
      }));
      const offered = { c300: 300, o600: 600, o1200: 1200 };
      const needed = Object.values(offered).find((pixels) => pixels >= slot);
      const taken = Object.entries(offered).find(([variant]) => source.includes(`/media/${variant}/`))?.[1];
      expect(taken, `${width} px at ${scale} dppx, card ${slot} px`).toBe(needed);
      await context.close();
    }
  });

  it("keeps a tap on 'Add to cart' made before the scripts ran, and makes it once React owns the button", async () => {
    const { page, context } = await openPage(suite.browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Not until 'load': the held scripts may have been added before it, and they hold it back.
    await page.goto(`${suite.shop.url}/product/starter-airsoft-set`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart' }).click();
    expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false);

    release();
    const miniCart = page.getByRole('dialog', { name: 'Cart' });
    await miniCart.getByRole('listitem').filter({ hasText: 'Starter Airsoft Set' }).waitFor();
    // Made once: one line of one kit.
    expect(await miniCart.getByRole('listitem').count()).toBe(1);
    const count = page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, / })
      .getByTestId('cart-count');
    await expect.poll(() => count.textContent()).toBe('1');
    await context.close();
  });

  it('keeps an early submit of a script-only form from reloading the page, and submits it once React owns it', async () => {
    const { page, context } = await openPage(suite.browser);
    await bootScriptPage(
      page,
      `<form id="script-only"><input name="q" value="x"><button id="send" name="via" value="send">Send</button></form>
       <form id="native" method="get"><button>Search</button></form>`,
    );
    await page.locator('#send').click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${suite.shop.url}/boot-script`);
    // What React does on hydration: its props key on the element, its own listener.
    const submitted = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const form = document.getElementById('script-only') as HTMLFormElement;
          form.addEventListener('submit', (event) => {
            event.preventDefault();
            resolve((event.submitter as HTMLButtonElement | null)?.id ?? 'no submitter');
          });
          Object.assign(form, { __reactProps$test: {} });
        }),
    );
    expect(submitted).toBe('send');

    // A form that declares its method works without script: left alone.
    await page.locator('#native button').click();
    await page.waitForURL(`${suite.shop.url}/boot-script?`);
    await context.close();
  });

  it('leaves a click to React once it listens: made once when React hydrates the button for it, kept when it cannot yet', async () => {
    const { page, context } = await openPage(suite.browser);
    await bootScriptPage(
      page,
      '<button id="ready" type="button">Ready</button><button id="lazy" type="button">Lazy</button>' +
        '<button id="late" type="button"><span>Late</span></button>',
    );
    const clicks = () => page.evaluate(() => (window as unknown as { clicks: string[] }).clicks);
    await page.evaluate(() => {
      const handled: string[] = [];
      Object.assign(window, { clicks: handled });
      Object.assign(document, { _reactListening_test: true });
      const own = (element: Element) => Object.assign(element, { __reactProps$test: {} });
      // React's capture listener on the root hydrates #ready's section during the click and stops clicks
      // on sections whose code has not arrived (#late's arrives right after).
      document.addEventListener(
        'click',
        (event) => {
          const button = (event.target as HTMLElement).closest('button') as HTMLElement;
          if (button.id === 'ready') own(button);
          if ('__reactProps$test' in button) return;
          event.stopPropagation();
          if (button.id === 'late') queueMicrotask(() => own(button));
        },
        true,
      );
      // Its bubble listener calls the handlers of the buttons it owns.
      document.addEventListener('click', (event) => {
        const button = (event.target as HTMLElement).closest('button') as HTMLElement;
        if ('__reactProps$test' in button) handled.push(button.id);
      });
    });
    await page.locator('#ready').click();
    await page.waitForTimeout(300);
    expect(await clicks()).toEqual(['ready']);

    await page.locator('#lazy').click();
    await page.waitForTimeout(300);
    expect(await clicks()).toEqual(['ready']);
    await page.evaluate(() => Object.assign(document.getElementById('lazy') as HTMLElement, { __reactProps$test: {} }));
    await expect.poll(clicks).toEqual(['ready', 'lazy']);

    // Stopped, then owned a moment later: the click is still made, once.
    await page.locator('#late span').click();
    await expect.poll(clicks).toEqual(['ready', 'lazy', 'late']);
    await page.waitForTimeout(300);
    expect(await clicks()).toEqual(['ready', 'lazy', 'late']);
    await context.close();
  });
});

/** A page with the boot script and no app: the test plays React (its keys on elements, its listener). */
async function bootScriptPage(page: Page, body: string) {
  expectFailedStatus(page, 404, 'the stand-in page preloads a module that does not exist');
  const html = deferAppScripts(
    `<html><head><link rel="modulepreload" href="/assets/none.js"/></head><body>${body}` +
      '<script type="module" async="">window.appRan = true;</script></body></html>',
  );
  await page.route(`${suite.shop.url}/boot-script`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${suite.shop.url}/boot-script`);
}
