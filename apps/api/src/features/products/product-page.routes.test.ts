import { kitVariationAnswer, productPage, productStock, variationInfo, variationStock } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { intArray } from './sql-arrays.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SITE_URL: 'https://shop.example' } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1.2${url}`, headers: { 'x-app-language': 'en', ...headers } });
const fresh = () => t.app.answerCache.invalidateTag('catalogue');

async function page(slug: string, headers?: Record<string, string>) {
  const response = await get(`/products/slug/${slug}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return productPage.parse(response.json().data);
}

const setStock = (where: ReturnType<typeof sql>, stock: number, availability = 'normal') =>
  t.db.execute(sql`UPDATE variations SET stock = ${stock}, availability = ${availability} WHERE ${where}`);

describe('GET /products/slug/{slug}', () => {
  it('carries every product field of spec §3', async () => {
    const shirt = await page('tactical-t-shirt-coolmax');
    expect(shirt).toMatchObject({ kind: 'product', type: 'physical', name: 'Tactical T-shirt Coolmax' });
    expect(shirt.breadcrumbs.map((b) => b.link)).toEqual([
      '/',
      '/category/clothing',
      '/category/t-shirts',
      '/product/tactical-t-shirt-coolmax',
    ]);
    expect(shirt.options.map((o) => o.type)).toEqual(['color', 'size']);
    const size = shirt.options.find((o) => o.type === 'size')?.values.find((v) => v.name === 'M');
    expect(size).toMatchObject({ sizeInternational: 'M', sizeUs: '38-40', sizeRu: '48-50', sizeCentimeters: '96-100' });
    expect(shirt.materials).toEqual([{ name: expect.any(String), percent: 100 }]);
    expect(shirt.features.length).toBeGreaterThan(0);
    // spec §3: images.cover.o600 is the cover; the gallery holds every picture, the cover first.
    expect(shirt.images.cover?.o600).toMatch(/^\/media\/o600\//);
    expect(shirt.images.gallery.length).toBeGreaterThan(1);
    expect(shirt.images.gallery[0]).toEqual(shirt.images.cover);
    expect(shirt.brand?.manufacturer_id).toBe(shirt.brand?.id);
    expect(shirt.variation?.optionValues).toHaveLength(2);
    expect(shirt.alternateLinks).toContainEqual({
      lang: 'ru',
      href: 'https://shop.example/ru/product/tactical-t-shirt-coolmax',
    });
    expect(shirt.seo.jsonSchema).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    const ru = await page('tactical-t-shirt-coolmax', { 'x-app-language': 'ru', 'x-app-currency': 'RUB' });
    expect(ru.name).toBe('Тактическая футболка Coolmax');
    expect(ru.prices.priceString).toMatch(/₽$/);
  });

  it('answers 404 for an unknown slug, a disabled product and one without variations on sale', async () => {
    expect((await get('/products/slug/no-such-thing')).statusCode).toBe(404);
    await t.db.execute(sql`UPDATE variations SET is_active = false
      WHERE product_id = (SELECT id FROM products WHERE slug = 'airsoft-boots-light')`);
    fresh();
    expect((await get('/products/slug/airsoft-boots-light')).statusCode).toBe(404);
    await t.db.execute(sql`UPDATE variations SET is_active = true
      WHERE product_id = (SELECT id FROM products WHERE slug = 'airsoft-boots-light')`);
    fresh();
  });
});

describe('variations and stock', () => {
  it('resolves chosen option values to a variation with its prices and stock', async () => {
    const shirt = await page('tactical-t-shirt-coolmax');
    const [color, size] = shirt.options;
    const black = color?.values.find((v) => v.code === 'black');
    const xl = size?.values.find((v) => v.code === 'xl');
    const response = await get(`/products/${shirt.id}/variation?optionValues=${black?.id},${xl?.id}`);
    const variation = variationInfo.parse(response.json().data);
    expect(variation.optionValues.sort()).toEqual([black?.id, xl?.id].sort());
    const { rows } = await t.db.execute(sql`SELECT stock FROM variations WHERE id = ${variation.id}`);
    expect(variation.stock).toBe((rows[0] as { stock: number }).stock);
  });

  it('answers 422 for a value the product does not have and 400/404 for bad ids', async () => {
    const shirt = await page('tactical-t-shirt-coolmax');
    const other = await page('tactical-boots-ural-t');
    const bootSize = other.options.find((o) => o.type === 'size')?.values[0]?.id;
    expect((await get(`/products/${shirt.id}/variation?optionValues=${bootSize}`)).statusCode).toBe(422);
    expect((await get(`/products/${shirt.id}/variation?optionValues=a,b`)).statusCode).toBe(422);
    expect((await get('/products/abc/variation?optionValues=1')).statusCode).toBe(422);
    expect((await get('/products/99999999/variation?optionValues=1')).statusCode).toBe(404);
    expect((await get('/products/variation/99999999/checkStock')).statusCode).toBe(404);
  });

  it('applies the quantity rules of spec §4 to normal, preorder and drop-ship stock', async () => {
    const shirt = await page('tactical-t-shirt-coolmax');
    const id = shirt.variation?.id as number;
    const check = async (path = 'checkStock') =>
      variationStock.parse((await get(`/products/variation/${id}/${path}`)).json().data);
    await setStock(sql`id = ${id}`, 7);
    expect(await check()).toMatchObject({ stock: 7, maxQuantity: 7, availability: 'normal' });
    await setStock(sql`id = ${id}`, 500);
    expect((await check()).maxQuantity).toBe(99);
    await setStock(sql`id = ${id}`, 0, 'drop_ship');
    expect(await check()).toMatchObject({ maxQuantity: 99, availability: 'drop_ship' });
    expect(await check('stockRetail')).toMatchObject({ stock: 0, maxQuantity: 0 });
    await setStock(sql`id = ${id}`, 3, 'preorder');
    expect(await check()).toMatchObject({ maxQuantity: 3, availability: 'preorder' });
    await setStock(sql`id = ${id}`, 0, 'preorder');
    expect((await check()).maxQuantity).toBe(0);
    await setStock(sql`id = ${id}`, 10);
  });

  it('marks option values that no orderable variation has', async () => {
    const shirt = await page('tactical-t-shirt-coolmax');
    const black = shirt.options[0]?.values.find((v) => v.code === 'black')?.id as number;
    await setStock(
      sql`id IN (SELECT variation_id FROM variation_option_values WHERE option_value_id = ${black})
        AND product_id = ${shirt.id}`,
      0,
    );
    const stock = productStock.parse((await get(`/products/${shirt.id}/checkStock`)).json().data);
    expect(stock.options.find((o) => o.valueId === black)?.inStock).toBe(false);
    expect(stock.options.filter((o) => o.inStock).length).toBeGreaterThan(0);
    expect(stock.stock).toBeGreaterThan(0);
  });
});

describe('kits', () => {
  it('serves the 149 USD promotional set as a product page with its items', async () => {
    const response = await get('/product-kits/slug/starter-airsoft-set');
    const kit = productPage.parse(response.json().data);
    expect(kit).toMatchObject({ kind: 'kit', prices: { price: 149, priceString: '$149.00' } });
    expect(kit.items).toHaveLength(6);
    expect(kit.images.cover?.o600).toMatch(/^\/media\/o600\//);
    expect(kit.options.map((o) => o.code)).toEqual(expect.arrayContaining(['color', 'clothing-size']));
  });

  it("limits a kit's stock to the least its items allow, and explains a combination not sold", async () => {
    const kit = productPage.parse((await get('/product-kits/slug/starter-airsoft-set')).json().data);
    const kitVariationId = kit.variation?.id as number;
    const { rows } = await t.db.execute(
      sql`SELECT variation_id FROM kit_variation_items WHERE kit_variation_id = ${kitVariationId}`,
    );
    const items = rows.map((r) => (r as { variation_id: number }).variation_id);
    await setStock(sql`id = ANY(${intArray(items)})`, 40);
    await setStock(sql`id = ${items[1]}`, 3);
    const stock = variationStock.parse((await get(`/product-kits/variation/${kitVariationId}/checkStock`)).json().data);
    expect(stock).toMatchObject({ stock: 3, maxQuantity: 3 });
    await setStock(sql`id = ${items[1]}`, 0);
    const values = kit.variation?.optionValues.join(',');
    const answer = kitVariationAnswer.parse(
      (await get(`/product-kits/${kit.id}/variation?optionValues=${values}`)).json().data,
    );
    expect(answer.message).toMatch(/not available/);
    expect((await get(`/product-kits/${kit.id}/checkStock`)).statusCode).toBe(200);
    await setStock(sql`id = ANY(${intArray(items)})`, 40);
  });
});

describe('GET /products/{id}/related', () => {
  it('lists other products of the same category first', async () => {
    const shirt = await page('tactical-t-shirt-coolmax');
    const related = (await get(`/products/${shirt.id}/related`)).json().data as Array<{ id: number; link: string }>;
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((r) => r.id)).not.toContain(shirt.id);
    expect((await get('/products/99999999/related')).statusCode).toBe(404);
  });
});
