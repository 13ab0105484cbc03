import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStaffMember, signInToBackOffice } from './fixtures/admin.js';
import { openPage } from './fixtures/browser.js';
import { signInThroughLoginPage, uniqueEmail } from './fixtures/mailbox.js';
import { useShopSuite } from './fixtures/suite.js';

// Issue 29 point 2: a review waits for moderation, staff approve it in the back office, and the
// product page shows it at once.
const suite = useShopSuite();

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Reviews' });

/** A product other than the one reviews-restock.spec.ts reviews, with approved reviews to list. */
async function reviewedProduct() {
  const { rows } = await suite.shop.database.pool.query<{ id: number; slug: string }>(
    `SELECT p.id, p.slug FROM products p
     WHERE p.is_active AND p.slug <> 'tactical-t-shirt-coolmax' AND EXISTS (
       SELECT 1 FROM reviews r JOIN review_statuses s ON s.id = r.status_id AND s.code = 'published'
       WHERE r.product_id = p.id)
     ORDER BY p.id LIMIT 1`,
  );
  return rows[0]!;
}

/** The approved reviews a visitor sees, once the section has loaded. */
async function visitorSees(page: Page, slug: string, text: string) {
  await page.goto(`${suite.shop.url}/product/${slug}`);
  const reviews = reviewsOf(page);
  await reviews.scrollIntoViewIfNeeded();
  await reviews.getByRole('article').first().waitFor();
  return reviews.getByRole('article').filter({ hasText: text }).count();
}

describe('review moderation in the back office', () => {
  it('publishes a waiting review on the product page as soon as staff approve it', async () => {
    const product = await reviewedProduct();
    const text = `Straps held through a whole weekend game ${Date.now()}`;

    // A shopper writes a review; it waits for moderation.
    const shopper = await openPage(suite.browser);
    await signInThroughLoginPage(shopper.page, suite.shop, uniqueEmail('reviewer'));
    await shopper.page.goto(`${suite.shop.url}/product/${product.slug}#reviews`);
    const form = reviewsOf(shopper.page).getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    await form
      .locator('label')
      .filter({ has: shopper.page.getByRole('radio', { name: 'Rated 5 out of 5' }) })
      .click();
    await form.getByLabel('Your review').fill(text);
    await form.getByRole('button', { name: 'Send the review' }).click();
    await expect
      .poll(() => reviewsOf(shopper.page).getByRole('status').textContent())
      .toBe('Your review will appear after moderation');

    // Another visitor does not see it.
    const visitor = await openPage(suite.browser);
    expect(await visitorSees(visitor.page, product.slug, text)).toBe(0);

    // A manager approves it in the back office.
    const managerEmail = uniqueEmail('manager');
    addStaffMember(suite.shop, managerEmail, 'manager');
    const staff = await openPage(suite.browser);
    await signInToBackOffice(staff.page, suite.shop, managerEmail);
    await staff.page.goto(`${suite.shop.url}/admin/reviews?product_id=${product.id}`);
    const row = staff.page.getByRole('row').filter({ hasText: text });
    await row.waitFor();
    expect(await row.getByText('Waiting').isVisible()).toBe(true);
    await row.getByRole('button', { name: /^Approve the review by/ }).click();
    await staff.page.getByRole('status').filter({ hasText: 'is published' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The product page shows it at once, to anyone.
    expect(await visitorSees(visitor.page, product.slug, text)).toBe(1);
    const shown = reviewsOf(visitor.page).getByRole('article').filter({ hasText: text });
    expect(await shown.getByText('Awaiting moderation').count()).toBe(0);
    expect(shopper.consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
    await Promise.all([shopper.context.close(), visitor.context.close(), staff.context.close()]);
  });
});
