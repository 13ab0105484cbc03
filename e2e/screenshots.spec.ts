import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './fixtures/browser.js';
import { demoSlugs } from './fixtures/shell.js';
import { type ShopUnderTest, startShopUnderTest } from './fixtures/shop.js';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

/**
 * Refreshes docs/screenshots (the README shows home-1440.png). Not part of the normal run:
 * `SCREENSHOTS=1 npx vitest run --project browser e2e/screenshots.spec.ts`.
 */
describe.runIf(process.env.SCREENSHOTS)('screenshots for the docs', () => {
  let shop: ShopUnderTest;
  let browser: Browser;

  beforeAll(async () => {
    shop = await startShopUnderTest();
    browser = await launchBrowser();
    await mkdir(outDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('takes the main pages at 1440 and 390 px', async () => {
    const { brand } = await demoSlugs(shop);
    const pages = [
      ['home', '/'],
      ['brand', `/brands/${brand.slug}`],
      ['information', '/information/delivery-types'],
      ['reviews', '/reviews'],
      ['404', '/no/such/page/here'],
    ];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      // Accepted once, so the notice does not cover the pages.
      await page.goto(`${shop.url}/contacts`);
      await page.getByRole('button', { name: 'OK' }).click();
      for (const [name, url] of pages) {
        await page.goto(shop.url + url);
        await page.waitForLoadState('networkidle');
        // Lazy images load once scrolled past, as they would for a shopper.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
      }
      await context.close();
    }
    expect(pages.length).toBe(5);
  });
});
