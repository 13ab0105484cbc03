import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { expectFailedStatus } from './fixtures/console-guard.js';
import { fetchPage } from './fixtures/shell.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

type FilterValue = { id: string; name: string; count: number };
type Filter = { type: string; code: string; param: string; values?: FilterValue[] };

/** A checkbox's accessible name: the value's name, then its count (whatever the count is now). */
const valueName = (value: FilterValue) => new RegExp(`^${value.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\d+$`);

/** The API's own answer, to compare the page with (counts, totals), never fixed numbers. */
async function api<T>(path: string): Promise<{ data: T; total?: number }> {
  const response = await fetch(`${suite.shop.url}/api/v1.2${path}`, { headers: { 'x-app-language': 'en' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { data: T; total?: number };
}

const totalOf = async (query: string) => (await api(`/products?${query}&limit=1`)).total;

async function colourValue(slug: string) {
  const filters = (await api<Filter[]>(`/products/filters/${slug}`)).data;
  const colours = filters.find((filter) => filter.code === 'option:color');
  // The most common colour, so the filtered list still has more than one page or card.
  const value = colours?.values?.toSorted((a, b) => b.count - a.count)[0];
  if (!value) throw new Error(`The demo category ${slug} has no colour filter`);
  return value;
}

/**
 * The list and its filters hydrate when their code arrives, just after the page's
 * (components/catalogue/listing-lazy.ts): wait for React to own them before using them.
 */
async function openList(page: Page, path: string) {
  await page.goto(suite.shop.url + path, { waitUntil: 'domcontentloaded' });
  // The server's grid is hydrated in place, not drawn again (listing-lazy.tsx keeps it).
  await page.locator('.listing-grid').evaluate((grid) => grid.setAttribute('data-server', ''));
  await page.waitForLoadState('networkidle');
  const hydrated = (selector: string) =>
    page.waitForFunction((s) => {
      const element = document.querySelector(s);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    }, selector);
  await hydrated('.listing-toolbar');
  if (await page.locator('.filters').count()) await hydrated('.filters');
  expect(await page.locator('.listing-grid[data-server]').count()).toBe(1);
}

// What the page itself owns: the count, the grid of its list and its filter panel (not the menus).
const countOf = (page: Page) => page.locator('.listing-count').textContent();
const cardsOf = (page: Page) => page.locator('.listing-grid .product-card');
const filtersOf = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const pricesOf = async (page: Page) =>
  (await page.locator('.listing-grid .price-tag > .price:not(.price-old)').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );
const isSorted = (prices: number[], direction: 1 | -1) =>
  prices.every((price, index) => index === 0 || (price - (prices[index - 1] ?? 0)) * direction >= 0);

describe('category page (spec §3)', () => {
  it('is rendered by the server: name, count from the total, the first page of cards', async () => {
    const total = await totalOf('category=clothing');
    const serverOnly = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await serverOnly.newPage();
    const response = await page.goto(`${suite.shop.url}/category/clothing`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Clothing');
    expect(await countOf(page)).toBe(`${total} products`);
    expect(await cardsOf(page).count()).toBe(Math.min(24, total ?? 0));
    expect(await cardsOf(page).first().isVisible()).toBe(true);
    expect(await filtersOf(page).getByRole('group', { name: 'Brand' }).isVisible()).toBe(true);
    // The top category lists its subcategories' products and says so.
    expect(await page.locator('.listing-note').textContent()).toBe('Products from subcategories');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${suite.shop.url}/category/clothing`,
    );
    await serverOnly.close();
  });

  it('filters by a colour: the count becomes that value’s count and the URL carries the filter', async () => {
    const colour = await colourValue('clothing');
    const { page, context } = await openPage(suite.browser);
    await openList(page, '/category/clothing');
    await filtersOf(page)
      .getByRole('checkbox', { name: new RegExp(`^${colour.name}`) })
      .click();
    await page.waitForURL(`${suite.shop.url}/category/clothing?optionValue=${colour.id}`);
    await expect.poll(() => countOf(page)).toBe(`${colour.count} products`);
    expect(
      await filtersOf(page)
        .getByRole('checkbox', { name: new RegExp(`^${colour.name}`) })
        .isChecked(),
    ).toBe(true);

    // Reset filters goes back to the whole category.
    await filtersOf(page).getByRole('link', { name: 'Reset filters' }).click();
    await page.waitForURL(`${suite.shop.url}/category/clothing`);
    await expect.poll(() => countOf(page)).toBe(`${await totalOf('category=clothing')} products`);
    await context.close();
  });

  it('renders a filtered URL on the server, with the box ticked and the canonical link unfiltered', async () => {
    const colour = await colourValue('clothing');
    const total = await totalOf(`category=clothing&optionValue=${colour.id}&price=20-150`);
    const { status, html } = await fetchPage(suite.shop, `/category/clothing?optionValue=${colour.id}&price=20-150`);
    expect(status).toBe(200);
    expect(html).toContain(`<p class="listing-count" role="status">${total} products</p>`);
    expect(html).toContain(`<input type="checkbox" name="optionValue" checked="" value="${colour.id}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${suite.shop.url}/category/clothing"/>`);
    expect(html).toMatch(/<input type="number"[^>]*name="priceMin" value="20"\/>/);
  });

  it('counts each filter value under the other ticks: a colour’s count drops when a brand is ticked', async () => {
    const { data: filters } = await api<Filter[]>('/products/filters/clothing');
    const brands = filters.find((filter) => filter.code === 'brands')?.values ?? [];
    const colours = filters.find((filter) => filter.code === 'option:color')?.values ?? [];
    // A brand and a colour whose count that brand narrows (the API's own narrowed answer).
    let pick: { brand: FilterValue; colour: FilterValue; narrowed: number } | undefined;
    for (const brand of brands) {
      const narrowed = (await api<Filter[]>(`/products/filters/clothing?brands=${brand.id}`)).data
        .find((filter) => filter.code === 'option:color')
        ?.values?.find((value) => value.count > 0);
      const colour = colours.find((value) => value.id === narrowed?.id);
      if (narrowed && colour && narrowed.count < colour.count) {
        pick = { brand, colour, narrowed: narrowed.count };
        break;
      }
    }
    if (!pick) throw new Error('No brand of the demo clothing narrows a colour');
    const { brand, colour, narrowed } = pick;
    expect(narrowed).toBe(await totalOf(`category=clothing&brands=${brand.id}&optionValue=${colour.id}`));

    // The server renders the narrowed count inside the colour's own label.
    const { html } = await fetchPage(suite.shop, `/category/clothing?brands=${brand.id}`);
    expect(html).toMatch(
      new RegExp(
        `name="optionValue" value="${colour.id}"/>((?!</label>).)*<span class="filter-count">${narrowed}</span>`,
      ),
    );

    const { page, context } = await openPage(suite.browser);
    await openList(page, '/category/clothing');
    const countIn = (param: string, value: FilterValue) =>
      filtersOf(page)
        .locator('label', { has: page.locator(`input[name="${param}"][value="${value.id}"]`) })
        .locator('.filter-count');
    expect(await countIn('optionValue', colour).textContent()).toBe(String(colour.count));
    await filtersOf(page)
      .getByRole('checkbox', { name: valueName(brand) })
      .click();
    await page.waitForURL(`${suite.shop.url}/category/clothing?brands=${brand.id}`);
    await expect.poll(() => countIn('optionValue', colour).textContent()).toBe(String(narrowed));
    // The brands keep their own counts: ticking one does not shrink it or the others.
    expect(await countIn('brands', brand).textContent()).toBe(String(brand.count));
    await context.close();
  });

  it('drops the price range from the URL when the currency changes: it was in the old currency', async () => {
    const total = await totalOf('category=clothing');
    const { page, context } = await openPage(suite.browser);
    await openList(page, '/category/clothing?price=30-100&sort=price_asc');
    expect(await countOf(page)).toBe(`${await totalOf('category=clothing&price=30-100')} products`);
    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByRole('radio', { name: /EUR/ }).check();
    await page.waitForURL(`${suite.shop.url}/category/clothing?sort=price_asc`);
    await expect.poll(() => countOf(page)).toBe(`${total} products`);
    await expect.poll(() => page.getByTestId('settings-label').first().textContent()).toContain('€ EUR');
    expect(await filtersOf(page).getByRole('group', { name: 'Price, €' }).isVisible()).toBe(true);
    await context.close();
  });

  it('filters by a price range typed into the fields', async () => {
    const { page, context } = await openPage(suite.browser);
    await openList(page, '/category/clothing');
    await filtersOf(page).getByRole('spinbutton', { name: 'Minimum price' }).fill('30');
    await filtersOf(page).getByRole('spinbutton', { name: 'Maximum price' }).fill('100');
    await filtersOf(page).getByRole('spinbutton', { name: 'Maximum price' }).press('Enter');
    await page.waitForURL(`${suite.shop.url}/category/clothing?price=30-100`);
    await expect.poll(() => countOf(page)).toBe(`${await totalOf('category=clothing&price=30-100')} products`);
    for (const price of await pricesOf(page)) expect(price).toBeGreaterThanOrEqual(30);
    await context.close();
  });

  it('sorts by price ascending and pages through the list, keeping the sort', async () => {
    const total = (await totalOf('category=clothing')) ?? 0;
    expect(total).toBeGreaterThan(24);
    const { page, context } = await openPage(suite.browser);
    await openList(page, '/category/clothing');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await page.waitForURL(`${suite.shop.url}/category/clothing?sort=price_asc`);
    await expect.poll(async () => isSorted(await pricesOf(page), 1)).toBe(true);
    const firstPage = await pricesOf(page);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${suite.shop.url}/category/clothing?sort=price_asc&page=2`);
    await expect.poll(() => cardsOf(page).count()).toBe(total - 24);
    const secondPage = await pricesOf(page);
    expect(isSorted(secondPage, 1)).toBe(true);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
    expect(await countOf(page)).toBe(`${total} products`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${suite.shop.url}/category/clothing?page=2`,
    );
    await context.close();
  });

  it('shows the filters in a collapsed panel on phones', async () => {
    const { page, context } = await openPage(suite.browser, { width: 390 });
    await openList(page, '/category/clothing');
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    const brands = filtersOf(page).getByRole('group', { name: 'Brand' });
    expect(await brands.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await brands.isVisible()).toBe(true);
    await context.close();
  });

  it('is also reached by the catalogue catch-alls of the menu’s categories', async () => {
    const tree = (
      await api<{ slug: string; name: string; categories: { slug: string; name: string }[] }[]>('/categories')
    ).data;
    const top = tree.find((node) => node.slug === 'clothing') ?? tree[0];
    const child = top?.categories.at(-1);
    if (!top || !child) throw new Error('The demo catalogue has no subcategories');
    for (const [path, name, slug] of [
      [`/${top.slug}`, top.name, top.slug],
      [`/${top.slug}/${child.slug}`, child.name, child.slug],
    ] as const) {
      const { status, html } = await fetchPage(suite.shop, path);
      expect(status, path).toBe(200);
      expect(html).toContain(`<h1>${name}</h1>`);
      expect(html).toContain(`${await totalOf(`category=${slug}`)} products</p>`);
      expect(html).toContain(`<link rel="canonical" href="${suite.shop.url}/category/${slug}"/>`);
    }
  });

  it('answers 404 for an unknown category, also by a catch-all path', async () => {
    for (const path of ['/category/no-such-category', '/no-such-category', '/clothing/no-such-subcategory']) {
      expect((await fetchPage(suite.shop, path)).status, path).toBe(404);
    }
    const { page, context } = await openPage(suite.browser);
    expectFailedStatus(page, 404, 'the page itself answers 404');
    const response = await page.goto(`${suite.shop.url}/category/no-such-category`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await context.close();
  });
});

describe('other product lists', () => {
  it('specials list the discounted products with their count, sorted and paged', async () => {
    const total = await totalOf('sale=1');
    const { page, context } = await openPage(suite.browser);
    await openList(page, '/sale');
    expect(await countOf(page)).toBe(`${total} products`);
    const cards = await cardsOf(page).count();
    expect(cards).toBe(Math.min(24, total ?? 0));
    expect(await page.locator('.listing-grid .product-card .price-old').count()).toBe(cards);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await page.waitForURL(`${suite.shop.url}/sale?sort=price_desc`);
    await expect.poll(async () => isSorted(await pricesOf(page), -1)).toBe(true);
    await context.close();
  });

  it('the brand page lists the brand’s products under its text', async () => {
    const { slug, name } = suite.slugs.brand;
    const total = await totalOf(`brand=${slug}`);
    const { html, status } = await fetchPage(suite.shop, `/brands/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`Products of ${name}</h2>`);
    expect(html).toContain(`${total} products</p>`);
  });

  it('home shows the top sales with the shared card', async () => {
    const top = (await api<{ name: string }[]>('/products/topSales?limit=8')).data;
    const { page, context } = await openPage(suite.browser);
    await page.goto(suite.shop.url);
    await page.waitForLoadState('networkidle');
    const section = page.getByRole('region', { name: 'Top sales' });
    expect(await section.locator('.product-card').count()).toBe(top.length);
    expect(await section.locator('.product-card-name').allTextContents()).toEqual(top.map((card) => card.name));
    await context.close();
  });
});
