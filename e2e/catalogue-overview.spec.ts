import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { fetchPage, seriousA11yViolations } from './fixtures/shell.js';
import { useShopSuite } from './fixtures/suite.js';

// The two catalogue overviews of spec §2's legacy paths: /sets/sets (every kit) and /category/main
// (every top category with its subcategories). Figures come from the API, never fixed numbers.
const suite = useShopSuite();

type Card = { slug: string; name: string; link: string };
type Node = { slug: string; name: string; link: string; categories: Node[] };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function api<T>(path: string, lang = 'en'): Promise<{ data: T; total?: number }> {
  const response = await fetch(`${suite.shop.url}/api/v1.2${path}`, { headers: { 'x-app-language': lang } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { data: T; total?: number };
}

const kitsOf = async (query: string, lang = 'en') => {
  const answer = await api<{ productKits: Card[] }>(`/product-kits?limit=60${query}`, lang);
  return { kits: answer.data.productKits, total: answer.total ?? -1 };
};

// Only what the kits page's own listing holds, never the menus or other sections.
const listing = (page: Page) => page.locator('.kit-list');
const cardNames = (page: Page) => listing(page).locator('.listing-grid .product-card-name').allTextContents();

/** The listing hydrates when its code arrives (listing-lazy.tsx): wait until React owns it. */
async function openKits(page: Page, path: string) {
  await page.goto(suite.shop.url + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => {
    const toolbar = document.querySelector('.kit-list .listing-toolbar');
    return !!toolbar && Object.keys(toolbar).some((key) => key.startsWith('__reactFiber'));
  });
}

describe('/sets/sets: every kit of the shop', () => {
  it('is rendered by the server: the count is the API total and every kit has its card', async () => {
    const { kits, total } = await kitsOf('');
    expect(total).toBeGreaterThan(1);
    const serverOnly = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await serverOnly.newPage();
    expect((await page.goto(`${suite.shop.url}/sets/sets`))?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sets');
    expect(await listing(page).locator('.listing-count').textContent()).toBe(`${total} kits`);
    expect(await listing(page).locator('.product-card').count()).toBe(Math.min(24, total));
    expect(await cardNames(page)).toEqual(kits.slice(0, 24).map((kit) => kit.name));
    const links = await listing(page)
      .locator('.product-card-link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(links).toEqual(kits.slice(0, 24).map((kit) => kit.link));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${suite.shop.url}/sets/sets`);
    await serverOnly.close();
  });

  it('sorts by price: the order becomes the API’s and the default order drops the query again', async () => {
    const newest = (await kitsOf('')).kits.map((kit) => kit.name);
    const dearest = (await kitsOf('&sort=price_desc')).kits.map((kit) => kit.name);
    expect(dearest).not.toEqual(newest);
    const { page, context } = await openPage(suite.browser);
    await openKits(page, '/sets/sets');
    const sort = listing(page).getByRole('combobox', { name: 'Sort by' });
    expect(await sort.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'new',
      'price_asc',
      'price_desc',
    ]);
    await sort.selectOption('price_desc');
    await page.waitForURL(`${suite.shop.url}/sets/sets?sort=price_desc`);
    await expect.poll(() => cardNames(page)).toEqual(dearest.slice(0, 24));
    await sort.selectOption('new');
    await page.waitForURL(`${suite.shop.url}/sets/sets`);
    await expect.poll(() => cardNames(page)).toEqual(newest.slice(0, 24));
    await context.close();
  });

  it('has as many pages as the total fills, and a page past the last is a 404', async () => {
    const { total } = await kitsOf('');
    const pages = Math.max(1, Math.ceil(total / 24));
    const { html } = await fetchPage(suite.shop, '/sets/sets');
    expect(html.includes('rel="next"')).toBe(pages > 1);
    expect((await fetchPage(suite.shop, `/sets/sets?page=${pages + 1}`)).status).toBe(404);
  });

  it('is in Russian under /ru, with the kits’ Russian names and the plural of the count', async () => {
    const { kits, total } = await kitsOf('', 'ru');
    const { page, context } = await openPage(suite.browser, { locale: 'ru-RU' });
    await openKits(page, '/ru/sets/sets');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Комплекты');
    const plural = new Intl.PluralRules('ru').select(total);
    const word = { one: 'комплект', few: 'комплекта', many: 'комплектов' }[plural as 'one'] ?? 'комплекта';
    expect(await listing(page).locator('.listing-count').textContent()).toBe(`${total} ${word}`);
    expect(await cardNames(page)).toEqual(kits.slice(0, 24).map((kit) => kit.name));
    expect(await listing(page).locator('.product-card-link').first().getAttribute('href')).toBe(`/ru${kits[0]?.link}`);
    await context.close();
  });
});

describe('/category/main: every top category with its subcategories', () => {
  const cards = (page: Page) => page.locator('.overview-grid > .overview-card');

  async function expectTree(page: Page, tree: Node[], prefix: string) {
    expect(await cards(page).count()).toBe(tree.length);
    for (const [index, top] of tree.entries()) {
      const card = cards(page).nth(index);
      const title = card.getByRole('heading', { level: 2 }).getByRole('link');
      expect(await title.textContent()).toBe(top.name);
      expect(await title.getAttribute('href')).toBe(prefix + top.link);
      expect(await card.locator('.overview-card-picture img').count()).toBe(1);
      const children = card.getByRole('list', { name: new RegExp(escaped(top.name)) }).getByRole('link');
      expect(await children.allTextContents()).toEqual(top.categories.map((child) => child.name));
      expect(await children.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
        top.categories.map((child) => prefix + child.link),
      );
    }
  }

  it('shows each top category as a card that links to its page and lists its children', async () => {
    const tree = (await api<Node[]>('/categories')).data;
    expect(tree.length).toBeGreaterThan(1);
    const serverOnly = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await serverOnly.newPage();
    expect((await page.goto(`${suite.shop.url}/category/main`))?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All categories');
    await expectTree(page, tree, '');
    await serverOnly.close();
  });

  it('takes the shopper to a subcategory’s page, in Russian too', async () => {
    const tree = (await api<Node[]>('/categories', 'ru')).data;
    const top = tree[0];
    const child = top?.categories[0];
    if (!top || !child) throw new Error('The demo catalogue has no subcategories');
    const { page, context } = await openPage(suite.browser, { width: 390, locale: 'ru-RU' });
    await page.goto(`${suite.shop.url}/ru/category/main`, { waitUntil: 'networkidle' });
    await expectTree(page, tree, '/ru');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await cards(page).first().getByRole('link', { name: child.name, exact: true }).click();
    await page.waitForURL(`${suite.shop.url}/ru${child.link}`);
    // The URL changes before the new page has rendered.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(child.name);
    await context.close();
  });
});
