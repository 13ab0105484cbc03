import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { fillGermany, teeVariation, useCheckoutSuite } from './fixtures/checkout.js';
import { expectFailedStatus } from './fixtures/console-guard.js';
import { signInThroughLoginPage, uniqueEmail } from './fixtures/mailbox.js';

const suite = useCheckoutSuite();

/** One demo T-shirt in the stored cart, then the checkout page. */
async function checkoutWithTee(page: Page) {
  const cart = {
    products: [{ variationId: await teeVariation(suite.shop), quantity: 1, availability: 'normal' }],
    productKits: [],
  };
  await page.evaluate((stored) => localStorage.setItem('cart', JSON.stringify(stored)), cart);
  await page.goto(`${suite.shop.url}/checkout`);
  await page.getByRole('heading', { name: 'Contact details' }).waitFor();
}

/** Premium delivery, card payment, Place order: on to the test card gateway. */
async function placeOrder(page: Page) {
  await page.locator('.checkout-option[data-code="premium"]').click();
  await page.locator('.checkout-option[data-code="card"]').click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/pay\/test-card\//);
}

const addressCards = (page: Page) => page.getByRole('main').getByTestId('saved-address');

describe('address templates (spec §2 profile, §3 personal info)', () => {
  it('keeps the address of an order once, fills the checkout from it, and edits and deletes it in the profile', async () => {
    const { page, context } = await openPage(suite.browser);
    expectFailedStatus(page, 422, "the server's field errors the test provokes");
    await page.goto(`${suite.shop.url}/contacts`);
    await page.getByRole('button', { name: 'OK' }).click();
    await signInThroughLoginPage(page, suite.shop, uniqueEmail('addresses'));

    // First order: typed in by hand.
    await checkoutWithTee(page);
    expect(await page.getByLabel('Saved address').count()).toBe(0);
    await fillGermany(page);
    await placeOrder(page);
    await page.goto(`${suite.shop.url}/profile`);
    await expect.poll(() => addressCards(page).count()).toBe(1);
    expect(await addressCards(page).textContent()).toContain('Anna Müller');
    expect(await addressCards(page).textContent()).toContain('Unter den Linden 1');
    expect(await addressCards(page).textContent()).toContain('10117, Berlin, Berlin, Germany');

    // Second order: the saved address fills the fields; the same place is not kept twice.
    await checkoutWithTee(page);
    const saved = page.getByLabel('Saved address');
    await expect.poll(() => saved.locator('option').count()).toBe(2);
    await saved.selectOption({ label: 'Anna Müller, Berlin, Unter den Linden 1' });
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Berlin');
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('DE');
    await expect.poll(() => page.getByLabel('Region', { exact: true }).inputValue()).toBe('DE-BE');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('Unter den Linden 1');
    expect(await page.getByLabel('Postal code', { exact: true }).inputValue()).toBe('10117');
    await page.getByLabel('First name', { exact: true }).fill('Anna');
    await page.getByLabel('Last name', { exact: true }).fill('Müller');
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('checkout'));
    await page.getByLabel('Phone', { exact: true }).fill('+49 30 901820');
    await placeOrder(page);
    await page.goto(`${suite.shop.url}/profile`);
    await expect.poll(() => addressCards(page).count()).toBe(1);

    // Edit: the server's errors under their fields, then the change saved and kept.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit the address Anna Müller' }).click();
    const form = main.getByRole('form', { name: 'Edit the address Anna Müller' });
    await form.getByLabel('City', { exact: true }).fill('');
    await form.getByLabel('Postal code', { exact: true }).fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.locator('.field-error').allTextContents()).toContain('Required field');
    expect(await form.getByLabel('Postal code', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Name on the address', { exact: true }).fill('Office');
    await form.getByLabel('City', { exact: true }).fill('Berlin');
    await form.getByLabel('Address', { exact: true }).fill('Friedrichstraße 43');
    await form.getByLabel('Postal code', { exact: true }).fill('10969');
    await form.getByRole('button', { name: 'Save' }).click();
    await main.getByText('The address has been saved.').waitFor();
    expect(await addressCards(page).textContent()).toContain('Friedrichstraße 43');
    await page.reload();
    await expect.poll(() => addressCards(page).textContent()).toContain('Office');
    expect(await addressCards(page).textContent()).toContain('10969, Berlin');

    // Delete: gone, and still gone after a reload.
    await main.getByRole('button', { name: 'Delete the address Office' }).click();
    await main.getByText('The address has been deleted.').waitFor();
    expect(await addressCards(page).count()).toBe(0);
    await page.reload();
    await main.getByText('No saved addresses yet').waitFor();
    expect(await addressCards(page).count()).toBe(0);
    await context.close();
  });
});
