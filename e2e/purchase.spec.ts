import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { fillGermany } from './fixtures/checkout.js';
import { readMailbox, signInThroughLoginPage } from './fixtures/mailbox.js';
import { useShopSuite } from './fixtures/suite.js';

// Issue 11's journey in one browser, from cart to a paid order in the profile: each step has its own
// spec; this one proves they join.

const suite = useShopSuite();
const TEE = 'tactical-t-shirt-coolmax';
const KIT = 'starter-airsoft-set';

const miniCart = (page: Page) => page.getByRole('dialog', { name: 'Cart' });
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });
const addToCart = (page: Page) => page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart' });

async function payWithCard(page: Page, number: string) {
  await page.waitForURL(/\/pay\/test-card\//);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe('a purchase from the product page to the profile (issue 11)', () => {
  it('buys a product and a kit, survives a declined card, pays again and finds the order in the profile', async () => {
    const { page, context } = await openPage(suite.browser, { width: 1440 });
    await page.goto(`${suite.shop.url}/product/${TEE}`);
    await page.getByRole('button', { name: 'OK' }).click();
    await addToCart(page).click();
    await miniCart(page).getByRole('listitem').filter({ hasText: 'Tactical T-shirt Coolmax' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${suite.shop.url}/product/${KIT}`);
    await page.waitForLoadState('networkidle');
    await addToCart(page).click();
    const teeRow = miniCart(page).getByRole('listitem').filter({ hasText: 'Tactical T-shirt Coolmax' });
    await miniCart(page).getByRole('listitem').nth(1).waitFor();
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toMatch(/2 items$/);

    // One more T-shirt from the mini-cart: the count follows the server's answer.
    await teeRow.getByRole('button', { name: 'One more' }).click();
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toMatch(/3 items$/);
    await miniCart(page).getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Contact details' }).waitFor();

    await fillGermany(page);
    const email = await page.locator('#checkout-customer-email').inputValue();
    await page.locator('.checkout-option[data-code="premium"]').click();
    await page.locator('.checkout-option[data-code="card"]').click();
    const totals = page.getByTestId('checkout-totals');
    await expect.poll(() => totals.locator('.cart-total-shipping dd').count()).toBe(1);
    const total = (await totals.locator('.cart-total-total dd').textContent()) ?? '';
    await page.getByRole('button', { name: 'Place order' }).click();

    // The bank declines: the failure page, its texts, and 'Pay again'.
    await payWithCard(page, '4000 0000 0000 0002');
    await page.waitForURL(/\/checkout\/failure\?number=KR-\d+$/);
    const failure = page.getByTestId('order-failure');
    await failure.getByText('Sorry, payment failed!').waitFor();
    const number = (await failure.getByTestId('order-number').textContent()) ?? '';
    // Clicked as soon as it is shown: an early click is kept until React owns the button.
    await failure.getByRole('button', { name: 'Pay again' }).click();

    // The second attempt succeeds: paid by the gateway's signed confirmation, not by the return.
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(new RegExp(`/checkout/success\\?number=${number}$`));
    const success = page.getByTestId('order-success');
    await expect
      .poll(() => success.getByRole('heading', { level: 2 }).textContent())
      .toBe('Thank you! Your payment has been received');
    expect(await success.getByTestId('order-number').textContent()).toBe(number);
    const { rows } = await suite.shop.database.pool.query<{ status: string; total_text: string; paid: boolean }>(
      'SELECT status, paid_at IS NOT NULL AS paid FROM orders WHERE number = $1',
      [number],
    );
    expect(rows[0]).toMatchObject({ status: 'created', paid: true });

    // The e-mails: the order received (with its total) and the payment received.
    await expect
      .poll(async () => (await readMailbox(suite.shop)).filter((mail) => mail.to === email).map((m) => m.subject))
      .toEqual(expect.arrayContaining([`Order ${number} received`, `Order ${number}: payment received`]));
    const received = (await readMailbox(suite.shop)).find((mail) => mail.subject === `Order ${number} received`);
    expect(received?.text).toContain(`Total: ${total}`);

    // Signing in with that e-mail in this browser brings the order into the profile.
    await signInThroughLoginPage(page, suite.shop, email);
    await page.goto(`${suite.shop.url}/profile#orders`);
    const current = page.getByRole('main').getByRole('list', { name: 'Current orders' });
    await expect.poll(() => current.textContent()).toContain(number);
    expect(await current.getByRole('listitem').first().textContent()).toContain('Order created');
    // None, the gateway page's /favicon.ico included: it is redirected to the shop's icon.
    await context.close();
  });
});
