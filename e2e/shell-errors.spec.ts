import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { expectConsoleError, expectFailedStatus } from './fixtures/console-guard.js';
import { signInThroughLoginPage, uniqueEmail } from './fixtures/mailbox.js';
import { useShopSuite } from './fixtures/suite.js';

// The storefront's error rules in a real browser (spec-coverage 8.1, 8.4, 8.6, 8.8); what page loaders
// make of failed calls is tested beside them (routes/api-failures.test.ts, root.test.ts).

const suite = useShopSuite();
const TEE = 'tactical-t-shirt-coolmax';
const API = '**/api/v1.2';

const failWith = (status: number) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ code: 'internal', message: 'Failed' }),
});

/** The product page with its reviews section loaded (it loads, with the API client, as it comes near). */
async function productWithReviews(page: Page) {
  await page.goto(`${suite.shop.url}/product/${TEE}`);
  await page.waitForLoadState('networkidle');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const answered = page.waitForResponse((response) => /\/api\/v1\.2\/product\/\d+\/reviews/.test(response.url()));
  await reviews.scrollIntoViewIfNeeded();
  await answered;
  return reviews;
}

/** An ApiError of `status` that no caller handles, as a browser call's failure would be. */
const leaveUnhandled = (page: Page, status: number) =>
  page.evaluate((code) => {
    const failure = Object.assign(new Error(`API answered ${code} to GET /api/v1.2/test`), { status: code });
    failure.name = 'ApiError';
    void Promise.reject(failure);
  }, status);

describe('error page of a browser call (spec-coverage 8.1)', () => {
  it('shows none for 401, 403, 422, 498; logs any other status and shows the error page with it', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser);
    expectConsoleError(
      page,
      /^uncaught API answered (401|403|422|498) to GET/,
      'the failures the test leaves unhandled',
    );
    expectConsoleError(page, /^\[storefront\] API answered 503 to GET/, 'the storefront logs the 503 it shows');
    await productWithReviews(page);
    for (const status of [401, 403, 422, 498]) await leaveUnhandled(page, status);
    await page.waitForTimeout(300);
    expect(await page.locator('.error-page').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Internal Server Error');

    await leaveUnhandled(page, 503);
    const errorPage = page.locator('.error-page[data-status="503"]');
    await errorPage.waitFor();
    expect(await errorPage.locator('.error-code').textContent()).toBe('503');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Internal Server Error');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(consoleErrors).toContain('[storefront] API answered 503 to GET /api/v1.2/test');

    // The next navigation shows pages again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
    await page.waitForURL(`${suite.shop.url}/sitemap`);
    await expect.poll(() => page.locator('.error-page').count()).toBe(0);
    await context.close();
  });
});

/** A visitor's stored session, settings and cart (spec-coverage 3.3 storage keys). */
const STORED = {
  accessToken: 'stored-token',
  refreshToken: 'stored-refresh',
  customer: '{"firstname":"Anna","lastname":"K","email":"anna@example.com"}',
  settings: '{"currency":{"code":"EUR"}}',
  deviceId: 'device-1',
  cart: '{"products":[],"productKits":[],"totals":[],"countryCode":null}',
};

describe('455 (spec-coverage 8.4)', () => {
  it('clears everything stored, goes to the root and shows the 404 page there', async () => {
    const { page, context } = await openPage(suite.browser);
    expectFailedStatus(page, 455, 'the answer the test gives the review list');
    await page.goto(`${suite.shop.url}/contacts`);
    await page.evaluate((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, STORED);
    await page.route(`${API}/product/*/reviews**`, (route) => route.fulfill(failWith(455)));

    await productWithReviews(page).catch(() => {});
    await page.waitForURL(`${suite.shop.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.locator('.error-page[data-status="404"]').count()).toBe(1);
    const left = await page.evaluate(
      (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
      Object.keys(STORED),
    );
    expect(left).toEqual([]);
    await context.close();
  });
});

describe('failed code chunk (spec-coverage 8.6)', () => {
  it('reloads the page once, and not again within 60 seconds', async () => {
    const { page, context } = await openPage(suite.browser);
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    });
    // The category listing's code is a chunk the page imports as soon as its module runs.
    await page.route('**/assets/product-listing-*.js', (route) => route.abort());
    expectConsoleError(page, /^Failed to load resource: net::ERR_FAILED/, 'the chunk the test cuts off');
    // The reload may come before the browser logs the failed import.
    expectConsoleError(page, /Failed to fetch dynamically imported module/, 'the import of that chunk fails', {
      always: false,
    });
    await page.goto(`${suite.shop.url}/category/${suite.slugs.top.slug}`);
    await expect.poll(() => documents).toBe(2);
    await page.waitForTimeout(3_000);
    expect(documents).toBe(2);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt')))).toBeGreaterThan(0);
    await context.close();
  });

  it('reloads once when the page names chunks that are gone, before its own code could run', async () => {
    // A page kept by a CDN across a deploy: its every-page chunks are no longer on the server.
    const { page, context } = await openPage(suite.browser);
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
    });
    await page.route('**/assets/framework-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    expectFailedStatus(page, 404, 'the chunks the test makes gone');
    expectConsoleError(page, /^uncaught Failed to fetch dynamically imported module/, 'their import fails', {
      always: false,
    });
    await page.goto(`${suite.shop.url}/category/${suite.slugs.top.slug}`);
    await expect.poll(() => documents).toBe(2);
    await page.waitForTimeout(4_000);
    expect(documents).toBe(2);
    await context.close();
  });
});

describe('swallowed loading failures (spec-coverage 8.8)', () => {
  it('shows no reviews and no message when the review list fails', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.route(`${API}/product/*/reviews**`, (route) => route.fulfill(failWith(500)));
    expectFailedStatus(page, 500, 'the review list the test fails');
    const reviews = await productWithReviews(page);
    await reviews.getByText('No reviews yet.').waitFor({ timeout: 5_000 });
    expect(await reviews.getByRole('article').count()).toBe(0);
    expect(await reviews.locator('.review-note').textContent()).toBe('');
    expect(await page.locator('.error-page').count()).toBe(0);
    await context.close();
  });

  it('keeps the profile, without a message, when the personal information and the orders fail', async () => {
    const { page, context } = await openPage(suite.browser);
    const email = uniqueEmail('swallowed');
    await signInThroughLoginPage(page, suite.shop, email);
    await page.route(`${API}/profile/**`, (route) => route.fulfill(failWith(500)));
    expectFailedStatus(page, 500, 'the profile calls the test fails');

    await page.reload();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Personal information' }).waitFor();
    // What the sign-in kept stands in for what could not be loaded.
    expect(await main.getByText(email).isVisible()).toBe(true);
    expect(await main.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);

    await main.getByRole('link', { name: 'Orders' }).click();
    await main.getByText('No orders yet').waitFor();
    expect(page.url()).toBe(`${suite.shop.url}/profile#orders`);
    expect(await page.locator('.error-page').count()).toBe(0);
    await context.close();
  });
});
