import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import {
  checkoutWithTee,
  errorsOf,
  field,
  fillGermany,
  teeVariation,
  totalRow,
  useCheckoutSuite,
} from './fixtures/checkout.js';
import { uniqueEmail } from './fixtures/mailbox.js';
import { postOrder } from './fixtures/orders.js';
import { signInStaffInBrowser } from './fixtures/staff.js';

// Issue 29 point 4: a coupon made in the back office for first orders only is refused at checkout to a
// shopper who ordered before, with the field's message, and given to one who did not.
const suite = useCheckoutSuite();

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel('Coupon', { exact: true }).fill(code);
  await field(page, 'coupon').getByRole('button', { name: 'Apply' }).click();
}

describe('a first-order coupon made in the back office', () => {
  it('is refused to a shopper with an earlier order and taken by a first-time shopper', async () => {
    const code = `FIRST${randomBytes(3).toString('hex').toUpperCase()}`;
    const staff = await openPage(suite.browser, { width: 1280, height: 900 });
    try {
      await signInStaffInBrowser(staff.context, suite.shop, 'manager');
      await staff.page.goto(`${suite.shop.url}/admin/coupons`);
      await staff.page.getByRole('button', { name: 'New coupon' }).click();
      const dialog = staff.page.getByRole('dialog', { name: 'New coupon' });
      await dialog.getByLabel('Code').fill(code);
      await dialog.getByLabel('Percent').fill('15');
      await dialog.getByLabel('First order only').check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await staff.page.getByRole('table', { name: 'Coupons' }).getByText(code).waitFor();
    } finally {
      await staff.context.close();
    }

    const returning = await openPage(suite.browser);
    try {
      const email = uniqueEmail('returning');
      await checkoutWithTee(suite.shop, returning.page);
      const token = await returning.page.evaluate(() => localStorage.getItem('accessToken'));
      await postOrder(
        suite.shop,
        token ?? '',
        [{ variationId: await teeVariation(suite.shop), quantity: 1 }],
        'card',
        email,
      );
      await fillGermany(returning.page);
      await returning.page.getByLabel('E-mail', { exact: true }).fill(email);
      await applyCoupon(returning.page, code);
      await expect
        .poll(() => errorsOf(returning.page, 'coupon').textContent())
        .toBe('This coupon is for a first order only');
      expect(await totalRow(returning.page, 'coupon')).toBe('');
    } finally {
      await returning.context.close();
    }

    const newcomer = await openPage(suite.browser);
    try {
      await checkoutWithTee(suite.shop, newcomer.page);
      await fillGermany(newcomer.page);
      await applyCoupon(newcomer.page, code);
      await expect.poll(() => totalRow(newcomer.page, 'coupon')).toMatch(/^-\$\d+\.\d{2}$/);
      expect(await errorsOf(newcomer.page, 'coupon').count()).toBe(0);
    } finally {
      await newcomer.context.close();
    }
  });
});
