import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStaffMember, signInToBackOffice, staffCallsAvailable } from './fixtures/admin.js';
import { openPage } from './fixtures/browser.js';
import { teeVariation } from './fixtures/checkout.js';
import { readMailbox, signInThroughLoginPage, uniqueEmail } from './fixtures/mailbox.js';
import { postOrder } from './fixtures/orders.js';
import { seriousA11yViolations } from './fixtures/shell.js';
import { useShopSuite } from './fixtures/suite.js';

// Issue 29 point 1: staff work an order a shopper placed, and the shopper sees it (profile, mail, product page).
// The console guard checks both pages; the staff page's sessionless refresh is declared by signInToBackOffice.
const suite = useShopSuite();
const SKIP_REASON = 'the server has no staff calls';

/** The back office's page of an order, found through the list's search as staff find one. */
async function openOrder(page: Page, number: string) {
  await page.goto(`${suite.shop.url}/admin/orders`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: number }).click();
  await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
}

/** Confirms a move offered on the order's page: its button, then the same word in the confirmation. */
async function move(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const summaryState = (page: Page) => page.locator('.order-summary .state-badge').textContent();

describe('orders in the back office on a real server', () => {
  it('ships a shopper’s order with a tracking number: the profile shows it and the mail carries it', async (test) => {
    if (!(await staffCallsAvailable(suite.shop))) return test.skip(SKIP_REASON);
    const shopper = await openPage(suite.browser);
    const staff = await openPage(suite.browser);
    const manager = uniqueEmail('manager');
    addStaffMember(suite.shop, manager, 'manager');
    try {
      await shopper.page.goto(`${suite.shop.url}/contacts`);
      await shopper.page.getByRole('button', { name: 'OK' }).click();
      await signInThroughLoginPage(shopper.page, suite.shop, uniqueEmail('orders'));
      const token = (await shopper.page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
      const email = uniqueEmail('buyer');
      const number = await postOrder(
        suite.shop,
        token,
        [{ variationId: await teeVariation(suite.shop), quantity: 1 }],
        'bank_transfer',
        email,
      );

      await signInToBackOffice(staff.page, suite.shop, manager);
      await staff.page.goto(`${suite.shop.url}/admin/orders`);
      await staff.page.getByRole('region', { name: 'Totals of the orders found' }).waitFor();
      expect(await seriousA11yViolations(staff.page)).toEqual([]);
      await openOrder(staff.page, number);
      expect(await seriousA11yViolations(staff.page)).toEqual([]);
      // The transfer arrived: the manager confirms it, then the order goes along its states.
      await move(staff.page, 'Confirm payment');
      await expect.poll(() => summaryState(staff.page)).toBe('Paid, to assemble');
      await move(staff.page, 'Start assembly');
      await move(staff.page, 'Mark assembled');
      await staff.page.getByRole('button', { name: 'Ship…' }).click();
      const ship = staff.page.getByRole('alertdialog', { name: `Ship order ${number}` });
      await ship.getByLabel('Tracking number').fill('RR123456785RU');
      await ship.getByRole('button', { name: 'Ship', exact: true }).click();
      await ship.waitFor({ state: 'detached' });
      await expect.poll(() => summaryState(staff.page)).toBe('Shipped');
      const history = staff.page.getByRole('region', { name: 'History' });
      expect(await history.getByRole('listitem').first().textContent()).toContain('RR123456785RU');
      // The packing slip: a PDF fetched with the staff token, saved as a download.
      const download = staff.page.waitForEvent('download');
      await staff.page.getByRole('button', { name: 'Packing slip (PDF)' }).click();
      const slip = await download;
      expect(slip.suggestedFilename()).toBe(`packing-slip-${number}.pdf`);
      const chunks: Buffer[] = [];
      for await (const chunk of await slip.createReadStream()) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

      await shopper.page.goto(`${suite.shop.url}/profile#orders`);
      const orders = shopper.page.getByTestId('profile-orders');
      await orders
        .getByRole('button', { name: `Order number ${number}` })
        .first()
        .click();
      const detail = shopper.page.getByTestId('order-detail');
      await expect.poll(() => detail.getByTestId('order-track').textContent()).toContain('RR123456785RU');
      expect(await detail.locator('.state-badge').textContent()).toBe('Shipped');

      await expect
        .poll(
          async () =>
            (await readMailbox(suite.shop)).find((m) => m.to === email && m.subject === `Order ${number}: Shipped`)
              ?.text ?? '',
        )
        .toContain('Tracking number: RR123456785RU');
      expect(shopper.consoleErrors).toEqual([]);
    } finally {
      await shopper.context.close();
      await staff.context.close();
    }
  });

  it('cancels an order that took the last units: the product page has them in stock again', async (test) => {
    if (!(await staffCallsAvailable(suite.shop))) return test.skip(SKIP_REASON);
    const db = suite.shop.database.pool;
    // A product of one variation, with two units left, none of whose pages was shown yet.
    const [product] = (
      await db.query<{ id: number; slug: string }>(
        `SELECT v.id, p.slug FROM variations v JOIN products p ON p.id = v.product_id
          WHERE v.availability = 'normal' AND v.is_active AND p.is_active AND v.stock > 0
            AND (SELECT count(*) FROM variations w WHERE w.product_id = p.id) = 1
            AND p.slug <> 'tactical-t-shirt-coolmax'
          ORDER BY v.id DESC LIMIT 1`,
      )
    ).rows;
    await db.query('UPDATE variations SET stock = 2 WHERE id = $1', [product!.id]);
    const session = await fetch(`${suite.shop.url}/api/v1.2/auth/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'web', device_id: `cancel-${Date.now()}`, store_id: 1 }),
    });
    const number = await postOrder(suite.shop, (await session.json()).data.token, [
      { variationId: product!.id, quantity: 2 },
    ]);
    const manager = uniqueEmail('manager');
    addStaffMember(suite.shop, manager, 'manager');
    const shopper = await openPage(suite.browser);
    const staff = await openPage(suite.browser, { width: 390, height: 844 });
    try {
      const productPage = `${suite.shop.url}/product/${product!.slug}`;
      await shopper.page.goto(productPage);
      const availability = shopper.page.locator('.buy-stock');
      expect(await availability.getByText('Out of stock', { exact: true }).isVisible()).toBe(true);

      await signInToBackOffice(staff.page, suite.shop, manager);
      await openOrder(staff.page, number);
      await staff.page.getByRole('button', { name: 'Cancel order…' }).click();
      const dialog = staff.page.getByRole('alertdialog', { name: `Cancel order ${number}?` });
      await dialog.getByLabel('Reason').fill('The customer called to cancel');
      await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => summaryState(staff.page)).toBe('Cancelled');

      await shopper.page.goto(productPage);
      await expect.poll(() => availability.textContent()).toContain('In stock: 2 items');
      expect(await availability.getByText('Out of stock', { exact: true }).count()).toBe(0);
      expect(shopper.consoleErrors).toEqual([]);
    } finally {
      await shopper.context.close();
      await staff.context.close();
    }
  });
});
