import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { checkoutWithTee, fillGermany, useCheckoutSuite } from './fixtures/checkout.js';

// Layout defects a shopper saw on a 390 px phone (issue 30, item 19): each checked where it happened.
const suite = useCheckoutSuite();
const PHONE = { width: 390, height: 844 };

/** Whether the page or any element below `selector` is wider than its box. */
const overflowing = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((roots) =>
      roots.flatMap((root) =>
        [root, ...root.querySelectorAll('*')]
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible',
          )
          .map(
            (element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
          ),
      ),
    );

describe('phone layout (390 px)', () => {
  it('wraps a long Russian spec label inside its column instead of running into the value', async () => {
    const { page, context } = await openPage(suite.browser, { ...PHONE, locale: 'ru-RU' });
    await page.goto(`${suite.shop.url}/ru/product/plate-carrier-pc1-rubezh`);
    const rows = page.locator('.specs > div');
    await rows.first().waitFor();
    const clashes = await rows.evaluateAll((items) =>
      items
        .map((row) => {
          const label = row.querySelector('dt');
          const value = row.querySelector('dd');
          if (!label || !value) return null;
          const wide = label.scrollWidth > label.clientWidth + 1;
          const into = label.getBoundingClientRect().right > value.getBoundingClientRect().left;
          return wide || into ? label.textContent : null;
        })
        .filter(Boolean),
    );
    expect(await rows.count()).toBeGreaterThan(3);
    expect(clashes).toEqual([]);
    await context.close();
  });

  it('keeps a long e-mail inside the order success card', async () => {
    const { page, context } = await openPage(suite.browser, PHONE);
    await checkoutWithTee(suite.shop, page);
    await fillGermany(page);
    // 49 characters without a break (the most is 50): wider than a phone's line at the card's type size.
    const email = `verylongmailboxname${Date.now()}@example-shop.com`;
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.locator('.checkout-option[data-code="premium"]').click();
    await page.locator('.checkout-option[data-code="bank_transfer"]').click();
    await page.getByRole('button', { name: 'Place order' }).click();
    const card = page.getByTestId('order-success');
    await card.getByText(email).first().waitFor();
    expect(await overflowing(page, '[data-testid="order-success"]')).toEqual([]);
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
