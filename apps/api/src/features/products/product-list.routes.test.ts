import { categoryPage, kitList, productFilter, productList } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SITE_URL: 'https://shop.example' } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1.2${url}`, headers: { 'x-app-language': 'en', ...headers } });

async function list(query: string, headers?: Record<string, string>) {
  const response = await get(`/products?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { ...productList.parse(body.data), total: z.number().parse(body.total) };
}

const filtersOf = async (slug: string) =>
  z.array(productFilter).parse((await get(`/products/filters/${slug}`)).json().data);

describe('GET /products by category', () => {
  it('lists a subcategory of its own products with cards priced in the request currency', async () => {
    const boots = await list('category=boots&limit=60');
    expect(boots.isFromChildCategories).toBe(false);
    expect(boots.total).toBe(boots.products.length);
    expect(boots.products.map((p) => p.slug)).toContain('tactical-boots-ural-t');
    for (const card of boots.products) {
      expect(card.link).toBe(`/product/${card.slug}`);
      expect(card.images.cover?.o600).toMatch(/^\/media\/o600\//);
      expect(card.images.cover?.c300).toMatch(/^\/media\/c300\//);
      expect(card.prices.priceString).toMatch(/^\$/);
    }
    const rub = await list('category=boots&limit=60', { 'x-app-currency': 'RUB' });
    expect(rub.products[0]?.prices.priceString).toMatch(/^₽\d/);
    expect(rub.products[0]?.prices.price).toBeGreaterThan(boots.products[0]?.prices.price ?? 0);
  });

  it("lists a top category's children's products when it has none of its own, and says so", async () => {
    const top = await list('category=clothing&limit=60');
    expect(top.isFromChildCategories).toBe(true);
    const boots = await list('category=boots&limit=60');
    expect(top.total).toBeGreaterThan(boots.total);
  });

  it('lists a product also listed in another category there too, and counts it in its filters', async () => {
    const history = await list('category=military-history&limit=60');
    expect(history.products.map((p) => p.slug)).toContain('e-book-battle-of-kursk');
    const stock = (await filtersOf('military-history')).find((f) => f.code === 'stock');
    expect(stock?.type === 'checkbox-list' && stock.values[0]?.count).toBe(
      (await list('category=military-history&stock=1&limit=1')).total,
    );
  });

  it('pages in a stable order: two pages make the whole list without repeats', async () => {
    for (const sort of ['popular', 'price_asc', 'price_desc', 'new']) {
      const all = await list(`category=clothing&limit=60&sort=${sort}`);
      const first = await list(`category=clothing&limit=5&offset=0&sort=${sort}`);
      const second = await list(`category=clothing&limit=5&offset=5&sort=${sort}`);
      expect([...first.products, ...second.products].map((p) => p.id)).toEqual(
        all.products.slice(0, 10).map((p) => p.id),
      );
      expect(first.total).toBe(all.total);
    }
    const asc = (await list('category=clothing&limit=60&sort=price_asc')).products.map((p) => p.prices.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('category=clothing&limit=60&sort=price_desc')).products.map((p) => p.prices.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('keeps the total when the offset is past the end', async () => {
    const page = await list('category=boots&offset=500');
    expect(page.products).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });
});

describe('filters', () => {
  it('offers only filters that exist in the category, and each count is what the filter lists', async () => {
    const filters = await filtersOf('clothing');
    const price = filters.find((f) => f.type === 'range');
    expect(price).toMatchObject({ code: 'price', param: 'price', currency: { code: 'USD', symbol: '$' } });
    const checkboxes = filters.filter((f) => f.type === 'checkbox-list');
    expect(checkboxes.map((f) => f.code)).toEqual(expect.arrayContaining(['brands', 'option:color', 'stock']));
    for (const filter of checkboxes) {
      for (const value of filter.values.slice(0, 3)) {
        const narrowed = await list(`category=clothing&limit=1&${filter.param}=${value.id}`);
        expect(narrowed.total, `${filter.code}=${value.name}`).toBe(value.count);
      }
    }
  });

  it('combines filters with AND between them and OR within one', async () => {
    const [color] = (await filtersOf('clothing')).filter((f) => f.code === 'option:color');
    if (color?.type !== 'checkbox-list') throw new Error('clothing has no colour filter');
    const [a, b] = color.values;
    const either = await list(`category=clothing&limit=1&optionValue=${a?.id},${b?.id}`);
    expect(either.total).toBeGreaterThanOrEqual(Math.max(a?.count ?? 0, b?.count ?? 0));
    const both = await list(`category=clothing&limit=60&optionValue=${a?.id}&stock=1`);
    expect(both.total).toBeLessThanOrEqual(a?.count ?? 0);
    expect(both.products.every((p) => p.inStock)).toBe(true);
  });

  it('narrows by a price range in the request currency, inclusive of the bounds', async () => {
    const all = (await list('category=clothing&limit=60&sort=price_asc')).products;
    const low = all[2]?.prices.price ?? 0;
    const high = all[6]?.prices.price ?? 0;
    const ranged = await list(`category=clothing&limit=60&price=${low}-${high}&sort=price_asc`);
    expect(ranged.products.map((p) => p.prices.price)).toEqual(
      all.map((p) => p.prices.price).filter((price) => price >= low && price <= high),
    );
    const rub = (await filtersOf('clothing').then(() => get('/products/filters/clothing', { 'x-app-currency': 'RUB' })))
      .json()
      .data.find((f: { type: string }) => f.type === 'range');
    expect(rub.currency.code).toBe('RUB');
  });

  it('lists the specials, a brand and a game', async () => {
    const sale = await list('sale=1&limit=60');
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.products.every((p) => p.prices.discountPercent > 0)).toBe(true);
    const brand = await list('brand=ural-boot-works&limit=60');
    expect(brand.products.every((p) => p.brand?.link === '/brands/ural-boot-works')).toBe(true);
    const game = await list('game=warthunder&limit=60');
    expect(game.total).toBeGreaterThan(0);
    expect(game.products.every((p) => p.game?.code === 'warthunder')).toBe(true);
    expect(game.products[0]?.game?.logo).toMatch(/^\/media\//);
  });

  it('drops what was switched off: an inactive product is listed nowhere', async () => {
    const before = await list('category=boots&limit=60');
    await t.db.execute(sql`UPDATE products SET is_active = false WHERE slug = 'tactical-boots-ural-t'`);
    t.app.answerCache.invalidateTag('catalogue');
    const after = await list('category=boots&limit=60');
    expect(after.total).toBe(before.total - 1);
    expect(after.products.map((p) => p.slug)).not.toContain('tactical-boots-ural-t');
    await t.db.execute(sql`UPDATE products SET is_active = true WHERE slug = 'tactical-boots-ural-t'`);
    t.app.answerCache.invalidateTag('catalogue');
  });
});

describe('the offer kept on each product row follows its variations', () => {
  const boot = sql`product_id = (SELECT id FROM products WHERE slug = 'jungle-boots-tropik')`;

  it('re-sorts and re-filters when a price, the stock or an active flag changes', async () => {
    const { rows } = await t.db.execute(
      sql`SELECT id, price, stock, availability, is_active FROM variations WHERE ${boot}`,
    );
    try {
      await t.db.execute(sql`UPDATE variations SET price = 1 WHERE id = ${(rows[0] as { id: number }).id}`);
      t.app.answerCache.invalidateTag('catalogue');
      expect((await list('category=boots&sort=price_asc&limit=1')).products[0]?.slug).toBe('jungle-boots-tropik');

      await t.db.execute(sql`UPDATE variations SET stock = 0, availability = 'normal' WHERE ${boot}`);
      t.app.answerCache.invalidateTag('catalogue');
      expect((await list('category=boots&stock=1&limit=60')).products.map((p) => p.slug)).not.toContain(
        'jungle-boots-tropik',
      );

      await t.db.execute(sql`UPDATE variations SET is_active = false WHERE ${boot}`);
      t.app.answerCache.invalidateTag('catalogue');
      expect((await list('category=boots&limit=60')).products.map((p) => p.slug)).not.toContain('jungle-boots-tropik');
    } finally {
      for (const row of rows as Array<{
        id: number;
        price: number;
        stock: number;
        availability: string;
        is_active: boolean;
      }>) {
        await t.db.execute(sql`UPDATE variations SET price = ${row.price}, stock = ${row.stock},
          availability = ${row.availability}, is_active = ${row.is_active} WHERE id = ${row.id}`);
      }
      t.app.answerCache.invalidateTag('catalogue');
    }
    expect((await list('category=boots&limit=60')).products.map((p) => p.slug)).toContain('jungle-boots-tropik');
  });
});

describe('bad list input answers 4xx with codes, never 5xx', () => {
  it.each([
    ['offset=-1', 422],
    ['limit=1000', 422],
    ['limit=abc', 422],
    ['price=50-10', 422],
    ['price=ten-20', 422],
    ['optionValue=999999', 422],
    ['optionValue=1;drop', 422],
    ['brands=999999', 422],
    ['sort=cheapest', 422],
    ['game=minecraft', 422],
    ['category=no-such-category', 404],
    ['brand=no-such-brand', 404],
  ])('%s → %i', async (query, status) => {
    const response = await get(`/products?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toMatch(/^(validation_failed|not_found)$/);
  });

  it('answers 404 for the filters of an unknown category', async () => {
    expect((await get('/products/filters/nothing-here')).statusCode).toBe(404);
  });
});

describe('GET /product-kits', () => {
  it('lists kits of a category with prices of their cheapest buyable variation', async () => {
    const response = await get('/product-kits?category=tactical-equipment');
    expect(response.statusCode).toBe(200);
    const kits = response.json().data.productKits as Array<{ slug: string; kind: string; prices: { price: number } }>;
    const promo = kits.find((kit) => kit.slug === 'starter-airsoft-set');
    expect(promo).toMatchObject({ kind: 'kit', prices: { price: 149 } });
  });

  async function kitPage(query: string) {
    const response = await get(`/product-kits?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return { ...kitList.parse(body.data), total: z.number().parse(body.total) };
  }
  const slugsOf = (page: { productKits: Array<{ slug: string }> }) => page.productKits.map((kit) => kit.slug);

  it('lists every active kit without a category, newest first, with the total (the sets page)', async () => {
    const { rows } = await t.db.execute(sql`SELECT slug FROM kits WHERE is_active ORDER BY created_at DESC, id DESC`);
    const all = await kitPage('limit=60');
    expect(all.total).toBe(rows.length);
    expect(slugsOf(all)).toEqual(rows.map((row) => (row as { slug: string }).slug));
    expect(all.productKits.every((kit) => kit.kind === 'kit')).toBe(true);
  });

  it('pages with limit and offset, and keeps the total on every page, past the last one too', async () => {
    const all = slugsOf(await kitPage('limit=60'));
    const first = await kitPage('limit=3');
    const second = await kitPage('limit=3&offset=3');
    expect([...slugsOf(first), ...slugsOf(second)]).toEqual(all.slice(0, 6));
    expect(second.total).toBe(all.length);
    const past = await kitPage(`limit=3&offset=${all.length + 3}`);
    expect(past).toMatchObject({ productKits: [], total: all.length });
  });

  it('sorts by the price of the cheapest variation both ways, ties by id', async () => {
    const prices = (page: { productKits: Array<{ prices: { price: number } }> }) =>
      page.productKits.map((kit) => kit.prices.price);
    const up = await kitPage('sort=price_asc&limit=60');
    const down = await kitPage('sort=price_desc&limit=60');
    expect(prices(up)).toEqual(prices(up).toSorted((a, b) => a - b));
    expect(prices(down)).toEqual(prices(down).toSorted((a, b) => b - a));
    expect(slugsOf(up)).not.toEqual(slugsOf(down));
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['limit=0', 'limit'],
    ['limit=61', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
  ])('refuses %s with a 422 on that field', async (query, field) => {
    const response = await get(`/product-kits?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: expect.any(Array) } });
  });

  it('answers 404 for an unknown category', async () => {
    expect((await get('/product-kits?category=no-such-category')).statusCode).toBe(404);
  });
});

describe('GET /category/{slug}', () => {
  it('serves breadcrumbs, children, texts and alternates', async () => {
    const page = categoryPage.parse((await get('/category/clothing')).json().data);
    expect(page.breadcrumbs).toEqual([
      { name: 'Home', link: '/' },
      { name: 'Clothing', link: '/category/clothing' },
    ]);
    expect(page.categories.map((c) => c.slug)).toContain('boots');
    for (const child of page.categories) if (child.images) expect(child.images.original).toMatch(/^\/media\//);
    expect(page.categories.some((child) => child.images?.icon)).toBe(true);
    expect(page.alternateLinks).toContainEqual({ lang: 'ru', href: 'https://shop.example/ru/category/clothing' });
    const sub = categoryPage.parse((await get('/category/boots', { 'x-app-language': 'ru' })).json().data);
    expect(sub.breadcrumbs.map((b) => b.name)).toEqual(['Главная', 'Одежда', 'Обувь']);
    expect(sub.description).not.toBe('');
    expect((await get('/category/nope')).statusCode).toBe(404);
  });
});

describe('GET /products/topSales', () => {
  it('orders by units sold', async () => {
    const response = await get('/products/topSales?limit=8');
    const cards = response.json().data as Array<{ id: number }>;
    expect(cards).toHaveLength(8);
    const { rows } = await t.db.execute(
      sql`SELECT id FROM products WHERE is_active ORDER BY sales_count DESC, id LIMIT 8`,
    );
    expect(cards.map((c) => c.id)).toEqual(rows.map((r) => (r as { id: number }).id));
  });
});
