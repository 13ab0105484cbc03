import { describe, expect, it } from 'vitest';
import { ADMIN_API, addStaffMember, signInToBackOffice, staffCallsAvailable } from './fixtures/admin.js';
import { openPage } from './fixtures/browser.js';
import { uniqueEmail } from './fixtures/mailbox.js';
import { useShopSuite } from './fixtures/suite.js';

// Issue 29: a manager adds an announcement in the back office; the storefront's strip shows it, sanitised,
// on the next page load (the write drops the cached strip and pages). Skipped on a server without the staff calls.
const suite = useShopSuite();
const SKIP_REASON = `the server has no staff calls (${ADMIN_API}/me answers 404)`;

describe('announcements from the back office to the storefront', () => {
  it('adds an entry that the strip shows on the next page load, with its markup sanitised', async (test) => {
    if (!(await staffCallsAvailable(suite.shop))) return test.skip(SKIP_REASON);
    const manager = uniqueEmail('manager');
    addStaffMember(suite.shop, manager, 'manager');
    const shopper = await openPage(suite.browser);
    const staff = await openPage(suite.browser);
    try {
      // The storefront page is rendered (and cached) before the change.
      await shopper.page.goto(`${suite.shop.url}/contacts`);
      const strip = shopper.page.getByRole('region', { name: 'Announcements' });
      await strip.waitFor();
      expect(await strip.getByText('Winter sale').count()).toBe(0);

      await signInToBackOffice(staff.page, suite.shop, manager);
      await staff.page.goto(`${suite.shop.url}/admin/announcements`);
      await staff.page.getByRole('button', { name: 'Add announcement' }).click();
      const dialog = staff.page.getByRole('dialog', { name: 'Add announcement' });
      await dialog
        .getByLabel('Text (English)')
        .fill('<p>Winter sale: <strong>20% off</strong><img src="x" onerror="alert(1)"></p>');
      await dialog.getByLabel('Text (Russian)').fill('<p>Зимняя распродажа: <strong>−20%</strong></p>');
      // The preview is the server's sanitised text, in the strip's colours.
      const preview = dialog.getByRole('list', { name: 'Preview of the strip' });
      await preview.getByText('20% off').waitFor();
      expect(await preview.innerHTML()).not.toContain('onerror');
      await dialog.getByLabel('Background colour', { exact: true }).fill('#7a1f1f');
      await dialog.getByLabel('Order').fill('1000');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await staff.page.getByText('The announcement was added.').waitFor();
      const row = staff.page.getByRole('row').filter({ hasText: 'Winter sale' });
      await row.getByText('Shown now').waitFor();

      await shopper.page.reload();
      const entry = strip.locator('li').filter({ hasText: 'Winter sale' });
      expect(await entry.count()).toBe(1);
      expect(await entry.innerHTML()).toBe('<p>Winter sale: <strong>20% off</strong></p>');
      // Ordered last, so one step back from the first shows it.
      await strip.getByRole('button', { name: 'Previous announcement' }).click();
      expect(await entry.isVisible()).toBe(true);
      // Its colour, set on the strip (the stylesheet fades between entries' colours).
      expect(await strip.evaluate((element) => (element as HTMLElement).style.backgroundColor)).toBe(
        'rgb(122, 31, 31)',
      );
    } finally {
      await shopper.context.close();
      await staff.context.close();
    }
  });
});
