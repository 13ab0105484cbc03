import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './fixtures/browser.js';
import { uniqueEmail, waitForSignInMail } from './fixtures/mailbox.js';
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
      ['product', '/product/tactical-t-shirt-coolmax'],
      ['kit', '/product/starter-airsoft-set'],
      ['category', '/category/clothing'],
      ['search', '/search?text=boots'],
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
    expect(pages.length).toBe(9);
  });

  it('takes the sign-in flow and the profile at 1440 and 390 px', async () => {
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      const shot = async (name: string, fullPage = true) => {
        // Panels fade in and buttons change colour: wait for that, not a fixed time.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((animation) => animation.finished),
          ),
        );
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage });
        shots.push(`${name}-${width}`);
      };
      await page.goto(`${shop.url}/contacts`);
      await page.getByRole('button', { name: 'OK' }).click();
      await page.goto(`${shop.url}/login`);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      const email = uniqueEmail('screenshot');
      await main.getByLabel('E-mail').fill(email);
      await shot('login-email');
      await main.getByRole('button', { name: 'Get a code' }).click();
      await main.getByLabel('Code from the e-mail').waitFor();
      await shot('login-code');
      const mail = await waitForSignInMail(shop, email);
      await main.getByLabel('Code from the e-mail').fill(mail.code);
      await main.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${shop.url}/profile`);
      await main.getByText(email, { exact: true }).waitFor();
      await shot('profile');
      await page.getByRole('banner').getByTestId('login-button').click();
      await page.getByRole('dialog', { name: 'My account' }).waitFor();
      await shot('login-menu', false);
      await page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: 'Orders' }).click();
      await main.getByText('No orders yet').waitFor();
      await shot('profile-orders');
      await context.close();
    }
    expect(shots).toHaveLength(10);
  });
});
