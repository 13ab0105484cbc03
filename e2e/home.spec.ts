import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

describe('home page', () => {
  it('shows categories read from the database, rendered by the server and hydrated without errors', async () => {
    const { name, slug } = suite.slugs.top;
    // The top menu and the burger menu name the same categories: only the home page's own grid counts.
    const gridLink = (page: Page) =>
      page
        .getByRole('main')
        .getByRole('region', { name: 'Shop by category' })
        .getByRole('heading', { level: 3 })
        .getByRole('link', { name: name.en, exact: true });

    // The server HTML already has it, before any script runs.
    const serverOnly = await suite.browser.newContext({ javaScriptEnabled: false });
    const staticPage = await serverOnly.newPage();
    const response = await staticPage.goto(suite.shop.url);
    expect(response?.status()).toBe(200);
    expect(await gridLink(staticPage).count()).toBe(1);
    expect(await gridLink(staticPage).getAttribute('href')).toBe(`/category/${slug}`);
    await serverOnly.close();

    const { page, context } = await openPage(suite.browser);
    await page.goto(suite.shop.url);
    await page.waitForLoadState('networkidle');
    expect(await gridLink(page).isVisible()).toBe(true);
    await context.close();
  });
});
