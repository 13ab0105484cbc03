import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { expectFailedStatus } from './fixtures/console-guard.js';
import { fetchPage, seriousA11yViolations } from './fixtures/shell.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();
const TEE = 'tactical-t-shirt-coolmax';

const buyBox = (page: Page) => page.getByTestId('buy-box');
/** Clicks the swatch or size button of a value, as a shopper does (the radio itself is hidden). */
const choose = (page: Page, name: string) =>
  buyBox(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
const one = async <T>(sql: string, params: unknown[] = []) =>
  (await suite.shop.database.pool.query(sql, params)).rows[0] as T;

/** The variation of a product that has all the option value codes given. */
const variationWith = (slug: string, codes: string[]) =>
  one<{ id: number; price: number; stock: number }>(
    `SELECT v.id, v.price, v.stock FROM variations v JOIN products p ON p.id = v.product_id
      WHERE p.slug = $1 AND v.is_active AND (
        SELECT count(*) FROM variation_option_values vo JOIN option_values ov ON ov.id = vo.option_value_id
         WHERE vo.variation_id = v.id AND ov.code = ANY($2)) = cardinality($2::text[])`,
    [slug, codes],
  );

/**
 * Sections hydrated in place keep React's `<!--$-->` marks; one rendered afresh in the browser (its
 * server HTML dropped while its code loaded) has none.
 */
const sectionsHydratedInPlace = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(
      document.querySelector('.product-page') ?? document,
      NodeFilter.SHOW_COMMENT,
    );
    let count = 0;
    while (walker.nextNode()) if (walker.currentNode.nodeValue === '$') count++;
    return count;
  });

/** `?o{option}={value}` of a variation, as the pickers' form sends it. */
const pickerQuery = async (variationId: number) => {
  const { rows } = await suite.shop.database.pool.query<{ option_id: number; id: number }>(
    `SELECT ov.option_id, ov.id FROM variation_option_values vo JOIN option_values ov ON ov.id = vo.option_value_id
      WHERE vo.variation_id = $1`,
    [variationId],
  );
  return `?${rows.map((row) => `o${row.option_id}=${row.id}`).join('&')}`;
};

/** The first active product none of whose variations can be ordered, and one that is a preorder. */
const outOfStockSlug = () =>
  one<{ slug: string }>(
    `SELECT p.slug FROM products p WHERE p.is_active AND NOT EXISTS (
       SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.is_active AND (v.stock > 0 OR v.availability = 'drop_ship'))
     ORDER BY p.id LIMIT 1`,
  );
const preorderSlug = () =>
  one<{ slug: string }>(
    `SELECT p.slug FROM products p WHERE p.is_active AND EXISTS (
       SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.is_active AND v.availability = 'preorder' AND v.stock > 0)
     AND NOT EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id AND v.availability <> 'preorder')
     ORDER BY p.id LIMIT 1`,
  );

describe('product page (spec §3)', () => {
  it('is rendered by the server: name, price, options, availability, description and Product JSON-LD', async () => {
    const serverOnly = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await serverOnly.newPage();
    const response = await page.goto(`${suite.shop.url}/product/${TEE}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tactical T-shirt Coolmax');
    const box = buyBox(page);
    expect(await box.locator('.price-tag .price').first().textContent()).toMatch(/^\$\d+\.\d{2}$/);
    expect(await box.getByText(/^In stock: \d+ items?$/).count()).toBe(1);
    expect(await box.getByRole('radio', { name: 'Olive' }).count()).toBe(1);
    expect(await box.getByRole('radio', { name: 'XXXL' }).count()).toBe(1);
    expect(await box.getByRole('button', { name: 'Add to cart' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Description' }).count()).toBe(1);
    expect(await page.getByText('Polyester 100%').count()).toBe(1);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
    const product = jsonLd.find((object) => object['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Tactical T-shirt Coolmax',
      offers: { '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd.some((object) => object['@type'] === 'BreadcrumbList')).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${suite.shop.url}/product/${TEE}`);
    expect(await page.locator('link[rel="alternate"][hreflang="ru"]').getAttribute('href')).toBe(
      `${suite.shop.url}/ru/product/${TEE}`,
    );

    // A shopper's browser (not a crawler) gets every section in place too, none left for a script to reveal.
    const { html } = await fetchPage(suite.shop, `/product/${TEE}`);
    const footer = html.indexOf('<footer');
    expect(html.search(/In stock: \d+ items/)).toBeGreaterThan(0);
    expect(html.search(/In stock: \d+ items/)).toBeLessThan(footer);
    expect(html.indexOf('Polyester 100%')).toBeGreaterThan(0);
    expect(html.indexOf('Polyester 100%')).toBeLessThan(footer);

    // Without JavaScript the pickers' form asks the server for the variation (its button is in <noscript>).
    const black3xl = await variationWith(TEE, ['black', 'xxxl']);
    await page.goto(`${suite.shop.url}/product/${TEE}${await pickerQuery(black3xl.id)}`);
    expect(await box.getByRole('radio', { name: 'XXXL' }).isChecked()).toBe(true);
    expect(await box.getByRole('radio', { name: 'Black' }).isChecked()).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${suite.shop.url}/product/${TEE}`);
    await serverOnly.close();
  });

  it('shows the variation of the chosen colour and size: its price and stock; plus and minus follow its stock', async () => {
    // A variation unlike the one shown first: its own price and a stock of 2.
    const black3xl = await variationWith(TEE, ['black', 'xxxl']);
    await suite.shop.database.pool.query(
      'UPDATE variations SET price = 4321, old_price = NULL, stock = 2 WHERE id = $1',
      [black3xl.id],
    );
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/product/${TEE}`);
    await page.waitForLoadState('networkidle');
    const box = buyBox(page);
    expect(await box.locator('.price-tag .price').first().textContent()).not.toBe('$43.21');

    await choose(page, 'Black');
    await choose(page, 'XXXL');
    await expect.poll(() => box.locator('.price-tag .price').first().textContent()).toBe('$43.21');
    await expect.poll(() => box.getByText('In stock: 2 items').isVisible()).toBe(true);
    expect(await box.getByRole('radio', { name: 'XXXL' }).isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/product/${TEE}`);
    // The gallery shows the chosen colour; a thumbnail shows another picture.
    const picture = page.locator('.gallery-main');
    expect(await picture.getAttribute('src')).toMatch(/-black\.webp$/);
    await page.getByRole('button', { name: 'Show picture 1 of 4' }).click();
    await expect.poll(() => picture.getAttribute('src')).toMatch(/-olive\.webp$/);

    const plus = box.getByRole('button', { name: 'One more' });
    const minus = box.getByRole('button', { name: 'One less' });
    const quantity = box.getByRole('spinbutton', { name: 'Quantity' });
    expect(await minus.isDisabled()).toBe(true);
    expect(await plus.isEnabled()).toBe(true);
    await plus.click();
    expect(await quantity.inputValue()).toBe('2');
    expect(await plus.isDisabled()).toBe(true);
    expect(await minus.isEnabled()).toBe(true);
    // The field takes 1–99, clamped to what the variation allows.
    await quantity.fill('50');
    expect(await quantity.inputValue()).toBe('2');

    await box.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => box.getByRole('status').textContent()).toBe('Added to cart: 2 items of this in your cart');
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? 'null');
    expect(cart).toMatchObject({
      products: [{ variationId: black3xl.id, quantity: 2, availability: 'normal' }],
      productKits: [],
      countryCode: null,
    });
    // Adding opened the mini-cart (cart.spec.ts); closed, the buying box is in reach again.
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    await page.keyboard.press('Escape');
    await box.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => box.getByRole('status').textContent()).toBe('The maximum quantity is already in the cart');
    // Breadcrumbs, heading, gallery, price, order, details and related products were hydrated, not redrawn.
    expect(await sectionsHydratedInPlace(page)).toBe(7);
    await context.close();
  });

  it('shows the size guide of the size option in each size system', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/product/${TEE}`);
    await page.waitForLoadState('networkidle');
    await buyBox(page).getByRole('button', { name: 'Size guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await dialog.waitFor();
    const sizeOfM = () => dialog.getByRole('row', { name: /^M / }).getByRole('cell').textContent();
    expect(await sizeOfM()).toBe('M');
    await dialog.getByText('Centimetres').click();
    expect(await sizeOfM()).toBe('96-100');
    await dialog.getByText('RU', { exact: true }).click();
    expect(await sizeOfM()).toBe('48-50');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it('offers the restock form for a product out of stock, and notes the prepayment of a preorder', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/product/${(await outOfStockSlug()).slug}`);
    await page.waitForLoadState('networkidle');
    const box = buyBox(page);
    expect(await box.getByText('Out of stock', { exact: true }).isVisible()).toBe(true);
    expect(await box.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await box.getByRole('heading', { name: 'Tell me when it is back in stock' }).waitFor();
    const email = box.getByLabel('E-mail');
    const send = box.getByRole('button', { name: 'Notify me' });
    expect(await send.isDisabled()).toBe(true);
    await email.fill('anna@');
    await expect.poll(() => box.getByText('Invalid email').isVisible()).toBe(true);
    expect(await send.isDisabled()).toBe(true);

    await page.goto(`${suite.shop.url}/product/${(await preorderSlug()).slug}`);
    await page.waitForLoadState('networkidle');
    expect(await buyBox(page).getByText('Preorder', { exact: true }).isVisible()).toBe(true);
    expect(await buyBox(page).getByText('Preorder with 100% prepayment').isVisible()).toBe(true);
    expect(await buyBox(page).getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('shows a kit with its price and items', async () => {
    const { page, context } = await openPage(suite.browser);
    const response = await page.goto(`${suite.shop.url}/product/starter-airsoft-set`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Starter Airsoft Set');
    expect(await buyBox(page).locator('.price-tag .price').first().textContent()).toBe('$149.00');
    const items = page.getByRole('region', { name: 'In this set' });
    expect(await items.getByRole('listitem').count()).toBe(6);
    expect(await items.getByRole('link', { name: 'Tactical T-shirt Coolmax' }).getAttribute('href')).toBe(
      `/product/${TEE}`,
    );
    await context.close();
  });

  it("shows the kit's message for a combination it cannot sell, with nothing to add to the cart", async () => {
    const { rows: items } = await suite.shop.database.pool.query<{ variation_id: number; stock: number }>(
      `SELECT kvi.variation_id, v.stock FROM kit_variation_items kvi
        JOIN kit_variations kv ON kv.id = kvi.kit_variation_id JOIN kits k ON k.id = kv.kit_id
        JOIN variations v ON v.id = kvi.variation_id
       WHERE k.slug = 'starter-airsoft-set'
         AND kv.id = (SELECT min(kv2.id) FROM kit_variations kv2 WHERE kv2.kit_id = k.id)`,
    );
    const [first] = items;
    if (!first) throw new Error('the promotional set has no items');
    const { rows: values } = await suite.shop.database.pool.query<{ option_id: number; id: number }>(
      `SELECT DISTINCT ov.option_id, ov.id FROM variation_option_values vo
        JOIN option_values ov ON ov.id = vo.option_value_id WHERE vo.variation_id = ANY($1)`,
      [items.map((item) => item.variation_id)],
    );
    const query = `?${values.map((row) => `o${row.option_id}=${row.id}`).join('&')}`;
    await suite.shop.database.pool.query('UPDATE variations SET stock = 0 WHERE id = $1', [first.variation_id]);
    try {
      const { page, context } = await openPage(suite.browser);
      await page.goto(`${suite.shop.url}/product/starter-airsoft-set${query}`);
      await page.waitForLoadState('networkidle');
      const box = buyBox(page);
      expect(await box.locator('.buy-message').textContent()).toMatch(/combination is not available/);
      expect(await box.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
      await context.close();
    } finally {
      await suite.shop.database.pool.query('UPDATE variations SET stock = $2 WHERE id = $1', [
        first.variation_id,
        first.stock,
      ]);
    }
  });

  it('loads a video only when asked: a button first, then the youtube-nocookie player', async () => {
    const { slug, name } = await one<{ slug: string; name: { en: string } }>(
      'SELECT slug, name FROM products WHERE is_active AND youtube_code IS NOT NULL ORDER BY id LIMIT 1',
    );
    const { page, context, consoleErrors } = await openPage(suite.browser);
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(suite.shop.url)) thirdParty.push(request.url());
    });
    await page.goto(`${suite.shop.url}/product/${slug}`);
    await page.waitForLoadState('networkidle');
    const play = page.getByRole('button', { name: `Play the video: ${name.en}` });
    expect(await play.isVisible()).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(thirdParty).toEqual([]);
    await play.click();
    const player = page.getByTitle(name.en, { exact: true });
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
    );
    // The test shop is offline: the player itself cannot load here.
    expect(consoleErrors.filter((error) => !/youtube-nocookie|frame-src|ERR_/.test(error))).toEqual([]);
    await context.close();
  });

  it('on a phone, loads the fitting picture first and hydrates the details and related products only near the screen', async () => {
    const { page, context } = await openPage(suite.browser, { width: 390, height: 844 });
    await page.goto(`${suite.shop.url}/product/${TEE}`);
    await page.waitForLoadState('networkidle');
    // The picture is asked for before the styles, at the width a 390 px screen shows.
    const preload = page.locator('head link[rel="preload"][as="image"][imagesrcset]');
    expect(await preload.getAttribute('fetchpriority')).toBe('high');
    expect(await preload.getAttribute('imagesrcset')).toContain('/media/w800/');
    const headOrder = await page.evaluate(() =>
      [
        ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"], link[rel="stylesheet"]'),
      ].map((l) => l.rel),
    );
    expect(headOrder[0]).toBe('preload');
    expect(await page.locator('.gallery-main').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/w\d+\//);
    const hydrated = (selector: string) =>
      page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated('.gallery')).toBe(true);
    expect(await hydrated('.product-details')).toBe(false);
    expect(await hydrated('[aria-labelledby="product-related"]')).toBe(false);
    await page.locator('.product-details').scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated('.product-details')).toBe(true);
    await page.locator('[aria-labelledby="product-related"]').scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated('[aria-labelledby="product-related"]')).toBe(true);
    expect(await sectionsHydratedInPlace(page)).toBe(7);
    await context.close();
  });

  it('has no serious accessibility violations at 1440 and 390 px, with its reviews and the restock form', async () => {
    const found: Record<string, unknown> = {};
    const outOfStock = (await outOfStockSlug()).slug;
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(suite.browser, { width });
      await page.goto(`${suite.shop.url}/product/${TEE}`);
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await reviews.scrollIntoViewIfNeeded();
      await reviews.getByRole('article').first().waitFor();
      const violations = await seriousA11yViolations(page);
      if (violations.length) found[`${TEE} at ${width}`] = violations;
      await page.goto(`${suite.shop.url}/product/${outOfStock}`);
      await buyBox(page).getByRole('heading', { name: 'Tell me when it is back in stock' }).waitFor();
      const restock = await seriousA11yViolations(page);
      if (restock.length) found[`${outOfStock} at ${width}`] = restock;
      await context.close();
    }
    expect(found).toEqual({});
  });

  it('shows under its catalogue path too, with the canonical link of /product/{slug}', async () => {
    const { parent, child } = await one<{ parent: string; child: string }>(
      `SELECT pc.slug AS parent, c.slug AS child FROM products p
         JOIN categories c ON c.id = p.category_id JOIN categories pc ON pc.id = c.parent_id WHERE p.slug = $1`,
      [TEE],
    );
    const { status, html } = await fetchPage(suite.shop, `/${parent}/${child}/${TEE}`);
    expect(status).toBe(200);
    expect(html).toContain('<h1>Tactical T-shirt Coolmax</h1>');
    expect(html).toContain(`<link rel="canonical" href="${suite.shop.url}/product/${TEE}"/>`);
    expect((await fetchPage(suite.shop, `/${parent}/${child}/no-such-product`)).status).toBe(404);
  });

  it('answers 404 for an unknown slug', async () => {
    const { page, context } = await openPage(suite.browser);
    expectFailedStatus(page, 404, 'the page itself answers 404');
    const response = await page.goto(`${suite.shop.url}/product/no-such-product-here`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await context.close();
  });

  it('speaks Russian under /ru, in roubles when the currency cookie says RUB', async () => {
    const { page, context } = await openPage(suite.browser);
    await context.addCookies([{ name: 'currency', value: 'RUB', url: suite.shop.url }]);
    await page.goto(`${suite.shop.url}/ru/product/${TEE}`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Тактическая футболка Coolmax');
    const box = buyBox(page);
    expect(await box.locator('.price-tag .price').first().textContent()).toMatch(/₽/);
    expect(await box.getByRole('button', { name: 'В корзину' }).isVisible()).toBe(true);
    expect(await box.getByText(/^В наличии: \d+ шт\.$/).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Описание' }).isVisible()).toBe(true);
    await context.close();
  });
});
