import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notifyRestocked } from '../apps/api/src/features/restock/restock.service.js';
import { openPage } from './fixtures/browser.js';
import { expectFailedStatus } from './fixtures/console-guard.js';
import { readMailbox, signInThroughLoginPage, uniqueEmail } from './fixtures/mailbox.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();
const TEE = 'tactical-t-shirt-coolmax';

/** A 1×1 PNG, the smallest picture a review may carry. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Reviews' });

describe('product reviews (spec §3, §6)', () => {
  it('lets a signed-in customer write one, lists it first while it awaits moderation, and delete it', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/product/${TEE}`);
    const reviews = reviewsOf(page);
    // A visitor reads the approved reviews (they load as the section comes near) and is asked to sign in to write one.
    await reviews.scrollIntoViewIfNeeded();
    await reviews.getByRole('article').first().waitFor();
    expect(await reviews.getByRole('link', { name: 'Sign in to write a review' }).isVisible()).toBe(true);
    expect(await reviews.getByRole('button', { name: 'Delete my review' }).count()).toBe(0);

    await signInThroughLoginPage(page, suite.shop, uniqueEmail('reviewer'));
    await page.goto(`${suite.shop.url}/product/${TEE}#reviews`);
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    const send = form.getByRole('button', { name: 'Send the review' });
    expect(await send.isDisabled()).toBe(true);
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Rated 4 out of 5' }) })
      .click();
    const text = `Dries overnight after a rainy game ${Date.now()}`;
    await form.getByLabel('Your review').fill(text);
    await form.getByLabel(/^Pictures/).setInputFiles({ name: 'tee.png', mimeType: 'image/png', buffer: PIXEL });
    await send.click();

    await expect.poll(() => reviews.getByRole('status').textContent()).toBe('Your review will appear after moderation');
    const own = reviews.getByRole('article').first();
    await expect.poll(() => own.getByText(text).isVisible()).toBe(true);
    expect(await own.getByText('Awaiting moderation').isVisible()).toBe(true);
    expect(await own.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
    expect(await own.getByRole('img', { name: 'Picture 1 of the review' }).count()).toBe(1);
    // One review per customer and product: the form is gone while theirs exists.
    expect(await form.count()).toBe(0);

    await own.getByRole('button', { name: 'Delete my review' }).click();
    await expect.poll(() => reviews.getByRole('status').textContent()).toBe('Your review was deleted');
    await expect.poll(() => reviews.getByText(text).count()).toBe(0);
    await form.waitFor();
    await context.close();
  });
});

describe('restock notice (spec §5, §7)', () => {
  it('takes an e-mail for a variation out of stock, refuses a second request, and mails once it is back', async () => {
    const product = (
      await suite.shop.database.pool.query<{ slug: string; name: { en: string } }>(
        `SELECT p.slug, p.name FROM products p WHERE p.is_active AND NOT EXISTS (
           SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.is_active AND (v.stock > 0 OR v.availability = 'drop_ship'))
         ORDER BY p.id LIMIT 1`,
      )
    ).rows[0]!;
    const email = uniqueEmail('restock');
    const { page, context } = await openPage(suite.browser);
    expectFailedStatus(page, 422, 'the second request the server refuses');
    const ask = async () => {
      await page.goto(`${suite.shop.url}/product/${product.slug}`);
      const box = page.getByTestId('buy-box');
      await box.getByLabel('E-mail').fill(email);
      await box.getByRole('button', { name: 'Notify me' }).click();
      return box;
    };

    const box = await ask();
    await expect
      .poll(() => box.getByRole('status').filter({ hasText: email }).textContent())
      .toBe(`We will e-mail ${email} when the product is back in stock.`);
    // The same address again: the server's field error under the form.
    const again = await ask();
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toBe('You have already requested notification about product restock');

    const { rows } = await suite.shop.database.pool.query<{ variation_id: number }>(
      'SELECT variation_id FROM restock_requests WHERE email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    await suite.shop.database.pool.query('UPDATE variations SET stock = 5 WHERE id = $1', [rows[0]!.variation_id]);
    // What the periodic sweep does (every 30 s), run now; the outbox delivers within its poll.
    await notifyRestocked({ db: suite.shop.database.db, config: { siteUrl: suite.shop.url } });
    await expect
      .poll(async () => (await readMailbox(suite.shop)).find((mail) => mail.to === email)?.subject, { timeout: 15_000 })
      .toBe(`${product.name.en} is back in stock`);
    const mail = (await readMailbox(suite.shop)).find((entry) => entry.to === email)!;
    expect(mail.text).toContain(`/product/${product.slug}`);
    await context.close();
  });
});
