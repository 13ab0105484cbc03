import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { signInStaffInBrowser } from './fixtures/staff.js';
import { useShopSuite } from './fixtures/suite.js';

// Issue 29 point 3: a price changed in the back office is the price a shopper sees on the next load of the
// product page, cached or not (the write drops the product's cached answer and page).
const suite = useShopSuite();

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** A product with one variation, orderable, so its page shows that variation's price. */
async function singleVariationProduct() {
  const { rows } = await suite.shop.database.pool.query<{ slug: string; sku: string; price: number }>(
    `SELECT p.slug, v.sku, v.price FROM products p JOIN variations v ON v.product_id = p.id
      WHERE p.is_active AND v.is_active AND v.availability = 'normal' AND v.stock > 0 AND v.price > 500
        AND (SELECT count(*) FROM variations w WHERE w.product_id = p.id) = 1
      ORDER BY p.id LIMIT 1`,
  );
  return rows[0]!;
}

describe('the stock & prices screen on a real server', () => {
  it('changes a price, and the product page shows it on the next load', async () => {
    const product = await singleVariationProduct();
    const shopper = await openPage(suite.browser);
    const staff = await openPage(suite.browser, { width: 1280, height: 900 });
    try {
      const priceOnPage = async () => {
        await shopper.page.goto(`${suite.shop.url}/product/${product.slug}`);
        return shopper.page.getByTestId('buy-box').locator('.price-tag .price').first().textContent();
      };
      expect(await priceOnPage()).toBe(usd(product.price));
      expect(await priceOnPage()).toBe(usd(product.price)); // kept now by the caches

      const next = product.price - 100;
      await signInStaffInBrowser(staff.context, suite.shop, 'manager');
      await staff.page.goto(`${suite.shop.url}/admin/stock?q=${encodeURIComponent(product.sku)}`);
      await staff.page.getByRole('button', { name: `Edit ${product.sku}` }).click();
      const dialog = staff.page.getByRole('dialog');
      await dialog.getByLabel('Price', { exact: true }).fill((next / 100).toFixed(2));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const row = staff.page.getByRole('row').filter({ hasText: product.sku });
      await row.getByText(usd(next)).waitFor();

      expect(await priceOnPage()).toBe(usd(next));
    } finally {
      await shopper.context.close();
      await staff.context.close();
    }
  });
});
