import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

describe('home page', () => {
  it('shows categories read from the database, rendered by the server and hydrated without errors', async () => {
    const { rows } = await suite.shop.database.pool.query<{ name: { en: string } }>(
      'SELECT name FROM categories WHERE parent_id IS NULL ORDER BY position LIMIT 1',
    );
    const categoryName = rows[0]?.name.en;
    expect(categoryName).toBeTruthy();

    const { page, context, consoleErrors } = await openPage(suite.browser);
    const response = await page.goto(suite.shop.url);
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
