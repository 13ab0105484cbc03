import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { expectFailedStatus } from './fixtures/console-guard.js';
import { signInThroughLoginPage, uniqueEmail } from './fixtures/mailbox.js';
import { advanceShopOrder, placeShopOrder } from './fixtures/orders.js';
import { seriousA11yViolations } from './fixtures/shell.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

const placeOrder = (page: Page, method: 'card' | 'bank_transfer') => placeShopOrder(suite.shop, page, method);
const advance = (number: string, trackNumber?: string) => advanceShopOrder(suite.shop, number, trackNumber);

async function signedInPage() {
  const watched = await openPage(suite.browser);
  await watched.page.goto(`${suite.shop.url}/contacts`);
  await watched.page.getByRole('button', { name: 'OK' }).click();
  await signInThroughLoginPage(watched.page, suite.shop, uniqueEmail('orders'));
  return watched;
}

describe('order pages (spec §2, §4, §8)', () => {
  it('shows the placed order on the success page and waits for its payment confirmation', async () => {
    const { page, context } = await signedInPage();
    const card = await placeOrder(page, 'card');
    await page.goto(`${suite.shop.url}/checkout/success?number=${card}`);
    const success = page.getByTestId('order-success');
    await expect.poll(() => success.getByTestId('order-number').textContent()).toBe(card);
    // Not paid yet: received, confirmation pending; never "payment received".
    expect(await success.getByRole('heading', { level: 2 }).textContent()).toBe('Your order has been received');
    expect(await success.textContent()).toContain('Payment confirmation is pending');
    expect(await success.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/profile#orders');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The provider confirms meanwhile: the page, still asking, says so.
    await advance(card);
    await expect
      .poll(() => success.getByRole('heading', { level: 2 }).textContent())
      .toBe('Thank you! Your payment has been received');

    const transfer = await placeOrder(page, 'bank_transfer');
    await page.goto(`${suite.shop.url}/checkout/success?number=${transfer}`);
    await expect
      .poll(() => success.textContent())
      .toMatch(/Payment instructions have been sent to order-\w+@example\.com/);
    await context.close();
  });

  it("offers 'Pay again' on the failure page and follows it to the payment page", async () => {
    const { page, context } = await signedInPage();
    const number = await placeOrder(page, 'card');
    await page.goto(`${suite.shop.url}/checkout/failure?number=${number}`);
    const failure = page.getByTestId('order-failure');
    await failure.getByText('Sorry, payment failed!').waitFor();
    expect(await failure.textContent()).toContain(
      'An error has occurred with your bank system. Please try again or use a different payment card',
    );
    expect(await failure.getByTestId('order-number').textContent()).toBe(number);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1.2/checkout/pay') && r.method() === 'POST');
    // The browser goes where the answer says: the test card gateway's page of the new payment.
    const payment = page.waitForRequest((r) => r.isNavigationRequest() && /\/pay\/test-card\/[\w-]+$/.test(r.url()));
    // Clicked as soon as it is shown, hydrated or not: an early click is kept until React owns it.
    await failure.getByRole('button', { name: 'Pay again' }).click();
    expect((await request).postDataJSON()).toEqual({ number });
    await payment;
    // The gateway's page opens for this order. Waiting for it also keeps context.close() from
    // landing mid-navigation, which Chromium sometimes holds for a minute.
    await page.waitForURL(/\/pay\/test-card\/[\w-]+$/);
    expect(await page.locator('p.shop').textContent()).toContain(number);
    await context.close();
  });

  it('sends a visitor whose order is paid from the failure page to the success page', async () => {
    const { page, context } = await signedInPage();
    const number = await placeOrder(page, 'card');
    await advance(number);
    await page.goto(`${suite.shop.url}/checkout/failure?number=${number}`);
    await page.waitForURL(`${suite.shop.url}/checkout/success?number=${number}`);
    await context.close();
  });

  it('lists the orders in the profile, opens one and shows its tracking number once shipped', async () => {
    const { page, context } = await signedInPage();
    const number = await placeOrder(page, 'card');
    await advance(number);
    await page.goto(`${suite.shop.url}/profile#orders`);
    const orders = page.getByTestId('profile-orders');
    const current = orders.getByRole('list', { name: 'Current orders' });
    await expect.poll(() => current.getByRole('listitem').count()).toBe(1);
    expect(await current.getByRole('listitem').textContent()).toContain('Order created');
    expect(await orders.getByRole('list', { name: 'All orders' }).textContent()).toContain(number);

    await current.getByRole('button', { name: `Order number ${number}` }).click();
    const detail = page.getByTestId('order-detail');
    await detail.getByRole('heading', { name: `Order number ${number}` }).waitFor();
    expect(await detail.textContent()).toContain('Tactical T-shirt');
    // spec-coverage 3.19: the line links to its product page.
    expect(await detail.getByRole('link', { name: /Tactical T-shirt/ }).getAttribute('href')).toMatch(/^\/product\//);
    expect(await detail.textContent()).toContain('Berlin');
    expect(await detail.getByTestId('order-track').count()).toBe(0);
    const steps = detail.locator('.order-timeline li');
    expect(await steps.allTextContents()).toEqual([
      expect.stringContaining('Awaiting payment'),
      expect.stringContaining('Order created'),
      expect.stringContaining('Assembly'),
      expect.stringContaining('Assembled'),
      expect.stringContaining('Shipped'),
    ]);

    await advance(number);
    await advance(number);
    await advance(number, 'RR123456785RU');
    await page.reload();
    await orders
      .getByRole('button', { name: `Order number ${number}` })
      .first()
      .click();
    await expect.poll(() => detail.getByTestId('order-track').textContent()).toContain('RR123456785RU');
    expect(await detail.locator('.state-badge').textContent()).toBe('Shipped');
    expect(await detail.locator('[aria-current="step"]').textContent()).toContain('Shipped');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Back to orders' }).click();
    expect(await orders.getByRole('list', { name: 'Current orders' }).textContent()).toContain('RR123456785RU');
    await context.close();
  });
});

describe('order loading failures (spec §8)', () => {
  it('swallows them: the profile shows the empty state and no message', async () => {
    const { page, context } = await signedInPage();
    expectFailedStatus(page, 500, 'the order list the test fails');
    await placeOrder(page, 'card');
    await page.route('**/api/v1.2/profile/orders**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' }),
    );
    await page.goto(`${suite.shop.url}/profile#orders`);
    await page.getByRole('main').getByText('No orders yet').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});

describe('personal information (spec §2, §5)', () => {
  it("edits the names and phone, showing the server's errors per field", async () => {
    const { page, context } = await signedInPage();
    expectFailedStatus(page, 422, "the server's field errors the test provokes");
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit' }).click();
    await main.getByLabel('First name').fill('');
    await main.getByLabel('Last name').fill('R2-D2');
    await main.getByLabel('Phone').fill('+7 000 00');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('#firstname-error').textContent()).toBe('Required field');
    expect(await page.locator('#lastname-error').textContent()).toBe('Invalid characters');
    expect(await main.getByLabel('Last name').getAttribute('aria-invalid')).toBe('true');

    await main.getByLabel('First name').fill('Ivan');
    await main.getByLabel('Last name').fill('Petrov');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('#phone-error').textContent()).toBe('Invalid phone number');

    await main.getByLabel('Phone').fill('+7 999 123-45-67');
    await main.getByRole('button', { name: 'Save' }).click();
    await main.getByText('Your personal information has been saved.').waitFor();
    expect(await main.locator('.profile-facts').textContent()).toContain('+7 999 123 45 67');
    // The header's name comes from the stored customer, kept in step.
    await expect.poll(() => page.getByRole('banner').getByTestId('login-button').textContent()).toContain('Ivan');
    // GET /profile/personal brings the phone back on the next visit (the stored customer has none).
    await page.reload();
    await expect.poll(() => main.locator('.profile-facts').textContent()).toContain('+7 999 123 45 67');
    await context.close();
  });
});
