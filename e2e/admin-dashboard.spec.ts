import { describe, expect, it } from 'vitest';
import { ADMIN_API, addStaffMember, signInToBackOffice, staffCallsAvailable } from './fixtures/admin.js';
import { openPage } from './fixtures/browser.js';
import { uniqueEmail } from './fixtures/mailbox.js';
import { useShopSuite } from './fixtures/suite.js';

// Issue 29: the dashboard on a real server: its figures, both charts drawn (uPlot, loaded with them), and the
// demo's sold-out variations under low stock. Skipped on a server without the staff calls.
const suite = useShopSuite();
const SKIP_REASON = `the server has no staff calls (${ADMIN_API}/me answers 404)`;

describe('the dashboard on a real server', () => {
  it('shows the figures, draws both charts and lists low stock', async (test) => {
    if (!(await staffCallsAvailable(suite.shop))) return test.skip(SKIP_REASON);
    const viewer = uniqueEmail('viewer');
    addStaffMember(suite.shop, viewer, 'viewer');
    const { page, context } = await openPage(suite.browser);
    try {
      await signInToBackOffice(page, suite.shop, viewer);
      const figures = page.getByRole('region', { name: 'Paid orders in these days' });
      await figures.getByText('Average order').waitFor();
      await expect.poll(() => page.locator('.daily-chart-canvas canvas').count()).toBeGreaterThanOrEqual(2);
      const low = page.getByRole('region', { name: /Low stock/ });
      await low.getByText('sold out').first().waitFor();
      await low.getByRole('link', { name: 'Stock & prices' }).click();
      await page.waitForURL(`${suite.shop.url}/admin/stock`);
    } finally {
      await context.close();
    }
  });
});
