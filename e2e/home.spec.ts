import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './fixtures/browser.js';
import { type ShopUnderTest, startShopUnderTest } from './fixtures/shop.js';

let shop: ShopUnderTest;
let browser: Browser;

beforeAll(async () => {
  shop = await startShopUnderTest();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('home page', () => {
  it('shows categories read from the database, rendered by the server and hydrated without errors', async () => {
    const { rows } = await shop.database.pool.query<{ name: { en: string } }>(
      'SELECT name FROM categories WHERE parent_id IS NULL ORDER BY position LIMIT 1',
    );
    const categoryName = rows[0]?.name.en;
    expect(categoryName).toBeTruthy();

    const { page, context, consoleErrors } = await openPage(browser);
    const response = await page.goto(shop.url);
    expect(response?.status()).toBe(200);
    // The server HTML already has it, before any script runs.
    expect(await response?.text()).toContain(categoryName);
    await expect
      .poll(() =>
        page
          .getByText(categoryName as string, { exact: true })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
