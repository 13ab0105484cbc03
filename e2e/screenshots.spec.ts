import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './fixtures/browser.js';
import { signInThroughLoginPage, uniqueEmail, waitForSignInMail } from './fixtures/mailbox.js';
import { advanceShopOrder, placeShopOrder } from './fixtures/orders.js';
import { demoSlugs } from './fixtures/shell.js';
import { type ShopUnderTest, startShopUnderTest } from './fixtures/shop.js';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

/**
 * Refreshes docs/screenshots (the README shows home-1440.png). Not part of the normal run:
 * `SCREENSHOTS=1 npx vitest run --project browser e2e/screenshots.spec.ts`.
 */
describe.runIf(process.env.SCREENSHOTS)('screenshots for the docs', () => {
  let shop: ShopUnderTest;
  let browser: Browser;

  beforeAll(async () => {
    shop = await startShopUnderTest();
    browser = await launchBrowser();
    await mkdir(outDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('takes the main pages at 1440 and 390 px', async () => {
    const { brand } = await demoSlugs(shop);
    const pages = [
      ['home', '/'],
      ['brand', `/brands/${brand.slug}`],
      ['information', '/information/delivery-types'],
      ['reviews', '/reviews'],
      ['product', '/product/tactical-t-shirt-coolmax'],
      ['kit', '/product/starter-airsoft-set'],
      ['category', '/category/clothing'],
      ['search', '/search?text=boots'],
      ['404', '/no/such/page/here'],
    ];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      // Accepted once, so the notice does not cover the pages.
      await page.goto(`${shop.url}/contacts`);
      await page.getByRole('button', { name: 'OK' }).click();
      for (const [name, url] of pages) {
        await page.goto(shop.url + url);
        await page.waitForLoadState('networkidle');
        // Lazy images load once scrolled past, as they would for a shopper.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
      }
      await context.close();
    }
    expect(pages.length).toBe(9);
  });

  it('takes the sign-in flow and the profile at 1440 and 390 px', async () => {
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      const shot = async (name: string, fullPage = true) => {
        // Panels fade in and buttons change colour: wait for that, not a fixed time.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
              .map((animation) => animation.finished),
          ),
        );
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage });
        shots.push(`${name}-${width}`);
      };
      await page.goto(`${shop.url}/contacts`);
      await page.getByRole('button', { name: 'OK' }).click();
      await page.goto(`${shop.url}/login`);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      const email = uniqueEmail('screenshot');
      await main.getByLabel('E-mail').fill(email);
      await shot('login-email');
      await main.getByRole('button', { name: 'Get a code' }).click();
      await main.getByLabel('Code from the e-mail').waitFor();
      await shot('login-code');
      const mail = await waitForSignInMail(shop, email);
      await main.getByLabel('Code from the e-mail').fill(mail.code);
      await main.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${shop.url}/profile`);
      await main.getByText(email, { exact: true }).waitFor();
      await shot('profile');
      await page.getByRole('banner').getByTestId('login-button').click();
      await page.getByRole('dialog', { name: 'My account' }).waitFor();
      await shot('login-menu', false);
      await page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: 'Orders' }).click();
      await main.getByText('No orders yet').waitFor();
      await shot('profile-orders');
      await context.close();
    }
    expect(shots).toHaveLength(10);
  });

  it('takes the order pages at 1440 and 390 px: success, payment failure, profile orders and one order', async () => {
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      const shot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
        shots.push(`${name}-${width}`);
      };
      await page.goto(`${shop.url}/contacts`);
      await page.getByRole('button', { name: 'OK' }).click();
      await signInThroughLoginPage(page, shop, uniqueEmail('screenshot'));
      const shipped = await placeShopOrder(shop, page, 'card');
      // Paid, assembled and shipped with a tracking number, as the owner's CLI moves it.
      for (let step = 0; step < 3; step += 1) await advanceShopOrder(shop, shipped);
      await advanceShopOrder(shop, shipped, 'RR123456785RU');
      const unpaid = await placeShopOrder(shop, page, 'card');
      await page.goto(`${shop.url}/checkout/success?number=${unpaid}`);
      await page.getByTestId('order-number').waitFor();
      await shot('checkout-success');
      await page.goto(`${shop.url}/checkout/failure?number=${unpaid}`);
      await page.getByRole('button', { name: 'Pay again' }).waitFor();
      await shot('checkout-failure');
      await page.goto(`${shop.url}/profile#orders`);
      await page.getByTestId('profile-orders').waitFor();
      await shot('profile-orders-list');
      await page
        .getByTestId('profile-orders')
        .getByRole('button', { name: `Order number ${shipped}` })
        .first()
        .click();
      await page.getByTestId('order-track').waitFor();
      await shot('profile-order-detail');
      await context.close();
    }
    expect(shots).toHaveLength(8);
  });

  it('takes the mini-cart, full and empty, at 1440 px, and the added-to-cart note and the cart count at 390 px', async () => {
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      const shot = async (name: string) => {
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`) });
        shots.push(`${name}-${width}`);
      };
      await page.goto(`${shop.url}/contacts`);
      await page.getByRole('button', { name: 'OK' }).click();
      const panel = page.getByRole('dialog', { name: 'Cart' });
      const header = page.getByRole('banner');
      if (width > 1200) {
        await header.getByRole('button', { name: /^Cart, / }).click();
        await panel.getByText('Your cart is empty').waitFor();
        await shot('mini-cart-empty');
        await page.keyboard.press('Escape');
      }
      for (const [index, slug] of ['starter-airsoft-set', 'tactical-t-shirt-coolmax'].entries()) {
        await page.goto(`${shop.url}/product/${slug}`);
        await page.waitForLoadState('networkidle');
        await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart' }).click();
        await page
          .getByTestId('buy-box')
          .getByText(/^Added to cart/)
          .waitFor();
        if (width > 1200) await panel.getByRole('listitem').nth(index).waitFor();
      }
      await page.waitForLoadState('networkidle');
      if (width > 1200) {
        const priced = page.waitForResponse((response) => response.request().method() === 'PUT');
        await panel.getByRole('listitem').first().getByRole('button', { name: 'One more' }).click();
        await priced;
        await expect.poll(() => panel.locator('.cart-rows[aria-busy="true"]').count()).toBe(0);
        await shot('mini-cart');
      } else {
        await expect
          .poll(() => header.getByRole('link', { name: /^Cart, / }).getAttribute('aria-label'))
          .toBe('Cart, 2 items');
        await shot('cart-added');
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot('cart-count');
      }
      await context.close();
    }
    expect(shots).toEqual(['mini-cart-empty-1440', 'mini-cart-1440', 'cart-added-390', 'cart-count-390']);
  });

  it('takes the filled checkout at 1440 and 390 px', async () => {
    const { rows } = await shop.database.pool.query<{ id: number }>(
      `SELECT v.id FROM variations v JOIN products p ON p.id = v.product_id
        WHERE p.slug = 'tactical-t-shirt-coolmax' AND v.is_active AND v.availability = 'normal' AND v.stock >= 5
        ORDER BY v.id LIMIT 1`,
    );
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      await page.goto(`${shop.url}/contacts`);
      await page.getByRole('button', { name: 'OK' }).click();
      await page.evaluate(
        (variationId) =>
          localStorage.setItem(
            'cart',
            JSON.stringify({ products: [{ variationId, quantity: 2, availability: 'normal' }], productKits: [] }),
          ),
        rows[0]!.id,
      );
      await page.goto(`${shop.url}/checkout`);
      const label = (text: string) => page.getByLabel(text, { exact: true });
      await label('First name').fill('Anna');
      await label('Last name').fill('Müller');
      await label('E-mail').fill('anna.mueller@example.com');
      await label('Phone').fill('+49 30 901820');
      await label('Country').selectOption('DE');
      await label('Region').selectOption('DE-BE');
      await label('City').fill('Berlin');
      await label('Postal code').fill('10117');
      await label('Address').fill('Unter den Linden 1');
      await page.locator('.checkout-option[data-code="premium"]').click();
      await page.locator('.checkout-option[data-code="card"]').click();
      await label('Coupon').fill('WELCOME10');
      await page.locator('[data-field="coupon"]').getByRole('button', { name: 'Apply' }).click();
      await page.getByTestId('checkout-totals').locator('.cart-total-coupon').waitFor();
      await page.waitForLoadState('networkidle');
      // The summary is sticky: from the top it stands where a shopper first sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(outDir, `checkout-${width}.png`), fullPage: true });
      shots.push(`checkout-${width}`);
      await context.close();
    }
    expect(shots).toEqual(['checkout-1440', 'checkout-390']);
  });
});
