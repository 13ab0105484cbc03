import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { fillGermany, teeVariation, useCheckoutSuite } from './fixtures/checkout.js';
import { readMailbox, signInThroughLoginPage, uniqueEmail } from './fixtures/mailbox.js';

const suite = useCheckoutSuite();

describe('invoice of a business order (spec-coverage 2.2.7)', () => {
  it('is mailed as a PDF and downloads as one from the order in the profile', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/contacts`);
    await page.getByRole('button', { name: 'OK' }).click();
    await signInThroughLoginPage(page, suite.shop, uniqueEmail('invoice'));
    const cart = {
      products: [{ variationId: await teeVariation(suite.shop), quantity: 1, availability: 'normal' }],
      productKits: [],
    };
    await page.evaluate((stored) => localStorage.setItem('cart', JSON.stringify(stored)), cart);

    await page.goto(`${suite.shop.url}/checkout/business`);
    await page.getByLabel('Company name').fill('Kordon Trading GmbH');
    await page.getByLabel('Tax ID (VAT number)').fill('DE123456789');
    await page.getByLabel('Company address').fill('Hauptstraße 1, 10115 Berlin');
    await fillGermany(page);
    const email = await page.locator('#checkout-customer-email').inputValue();
    await page.locator('.checkout-option[data-code="premium"]').click();
    await page.locator('.checkout-option[data-code="bank_transfer"]').click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('status').filter({ hasText: 'The invoice has been sent to' }).waitFor();
    const placed = await suite.shop.database.pool.query<{ number: string }>(
      'SELECT number FROM orders WHERE email = $1',
      [email],
    );
    const number = placed.rows[0]!.number;

    // The confirmation carries the invoice: what the page says is true.
    await expect
      .poll(async () => (await readMailbox(suite.shop)).find((m) => m.subject === `Order ${number} received`))
      .toMatchObject({
        to: email,
        attachments: [{ filename: `invoice-${number}.pdf`, contentType: 'application/pdf' }],
      });

    await page.goto(`${suite.shop.url}/profile#orders`);
    await page
      .getByRole('button', { name: `Order number ${number}` })
      .first()
      .click();
    const detail = page.getByTestId('order-detail');
    const link = detail.getByRole('button', { name: `Download invoice-${number}.pdf` });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(10_000);
    await context.close();
  });
});
