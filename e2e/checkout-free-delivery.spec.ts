import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { checkoutWithTee, fillGermany, storeCart, totalRow, useCheckoutSuite } from './fixtures/checkout.js';
import type { ShopUnderTest } from './fixtures/shop.js';

const suite = useCheckoutSuite();

/** The fewest of one in-stock physical variation that reach the demo's $200 threshold, light enough to post. */
async function cartOverThreshold(shop: ShopUnderTest) {
  const { rows } = await shop.database.pool.query<{ id: number; quantity: number }>(
    `SELECT v.id, ceil(20000.0 / v.price)::int AS quantity
       FROM variations v JOIN products p ON p.id = v.product_id JOIN product_types t ON t.id = p.product_type_id
      WHERE p.is_active AND v.is_active AND v.availability = 'normal' AND t.code = 'physical' AND v.price > 0
        AND v.stock >= ceil(20000.0 / v.price) AND v.weight_grams * ceil(20000.0 / v.price) <= 20000
      ORDER BY 2, v.price, v.id LIMIT 1`,
  );
  const line = rows[0]!;
  return [{ variationId: line.id, quantity: line.quantity, availability: 'normal' }];
}

const premium = (page: Page) => page.locator('.checkout-option[data-code="premium"]');

describe('checkout: free premium delivery from $200 (the store setting, docs/checkout.md)', () => {
  it('says what a small order lacks for free premium delivery', async () => {
    const { page, context } = await openPage(suite.browser);
    await checkoutWithTee(suite.shop, page);
    await fillGermany(page);
    await premium(page).click();
    await expect
      .poll(() => premium(page).locator('.checkout-option-free-from').textContent())
      .toMatch(/^Free from \$200\.00: add \$\d+\.\d{2} more$/);
    expect(await premium(page).locator('.price').textContent()).toMatch(/^\$\d+\.\d{2}$/);
    await expect.poll(() => totalRow(page, 'shipping')).toMatch(/^\$[1-9]\d*\.\d{2}$/);
    expect(await page.locator('.checkout-free-shipping').count()).toBe(0);
    await context.close();
  });

  it('delivers a $200 order by premium for free: the method says so, the shipping row is $0.00', async () => {
    const { page, context } = await openPage(suite.browser);
    await storeCart(suite.shop, page, await cartOverThreshold(suite.shop));
    await page.goto(`${suite.shop.url}/checkout`);
    await fillGermany(page);
    await premium(page).click();
    await expect.poll(() => premium(page).locator('.price').textContent()).toMatch(/^\$\d+\.\d{2} Free$/);
    expect(await premium(page).locator('.price s').textContent()).toMatch(/^\$\d+\.\d{2}$/);
    expect(await premium(page).locator('.checkout-option-free-from').count()).toBe(0);
    await expect.poll(() => totalRow(page, 'shipping')).toBe('$0.00');
    const note = page.getByRole('complementary').locator('.checkout-free-shipping');
    expect(await note.textContent()).toBe('Free delivery by Premium postal service: your order is $200.00 or more.');
    // Another method keeps its price.
    await page.locator('.checkout-option[data-code="russianpost"]').click();
    await expect.poll(() => totalRow(page, 'shipping')).toMatch(/^\$[1-9]\d*\.\d{2}$/);
    expect(await note.count()).toBe(0);
    await context.close();
  });
});
