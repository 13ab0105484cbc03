import { type ProductFilter, productFilter } from '@kordon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

type Checkboxes = Extract<ProductFilter, { type: 'checkbox-list' }>;
/** A filter panel's ticks, by query parameter: `{ brands: '3,5', stock: '1' }`. */
type Ticks = Partial<Record<'brands' | 'optionValue' | 'game' | 'stock' | 'price', string>>;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1.2${url}`, headers: { 'x-app-language': 'en', ...headers } });
const queryOf = (ticks: Ticks) => new URLSearchParams(ticks as Record<string, string>).toString();

async function filtersOf(slug: string, ticks: Ticks = {}) {
  const response = await get(`/products/filters/${slug}?${queryOf(ticks)}`);
  expect(response.statusCode, response.body).toBe(200);
  return z.array(productFilter).parse(response.json().data);
}
const checkboxesOf = async (slug: string, ticks: Ticks = {}) =>
  (await filtersOf(slug, ticks)).filter((f): f is Checkboxes => f.type === 'checkbox-list');

async function totalOf(slug: string, ticks: Ticks) {
  const response = await get(`/products?category=${slug}&limit=1&${queryOf(ticks)}`);
  expect(response.statusCode, response.body).toBe(200);
  return z.number().parse(response.json().total);
}

/**
 * The ticks with this value alone in its own filter: an option's other values are dropped, the
 * other options' stay (they share the `optionValue` parameter).
 */
function withOnly(ticks: Ticks, filter: Checkboxes, id: string): Ticks {
  if (filter.param !== 'optionValue') return { ...ticks, [filter.param]: id };
  const own = new Set(filter.values.map((value) => value.id));
  const others = (ticks.optionValue?.split(',') ?? []).filter((value) => !own.has(value));
  return { ...ticks, optionValue: [...others, id].join(',') };
}

const find = (filters: Checkboxes[], code: string) => {
  const filter = filters.find((f) => f.code === code);
  if (!filter) throw new Error(`The demo category has no ${code} filter`);
  return filter;
};
const countsOf = (filter: Checkboxes | undefined) => filter?.values.map((value) => [value.id, value.count]);

/** Ticks of the demo's clothing to try, built from its own filters so they stay meaningful. */
async function clothingTicks(): Promise<Ticks[]> {
  const filters = await checkboxesOf('clothing');
  const brands = find(filters, 'brands').values;
  const colours = find(filters, 'option:color').values.toSorted((a, b) => b.count - a.count);
  const sizes = filters.find((f) => f.code.startsWith('option:') && f.code !== 'option:color')?.values ?? [];
  const price = (await filtersOf('clothing')).find((f) => f.type === 'range');
  const middle = price ? `${price.min}-${Math.round((price.min + price.max) / 2)}` : undefined;
  const [b1, b2] = brands;
  const [c1, c2] = colours;
  return [
    { brands: `${b1?.id}` },
    { brands: `${b1?.id},${b2?.id}`, optionValue: `${c1?.id}` },
    { optionValue: [c1?.id, sizes[0]?.id].filter(Boolean).join(',') },
    { optionValue: `${c1?.id},${c2?.id}`, stock: '1' },
    { stock: '1', brands: `${b2?.id}` },
    ...(middle ? [{ price: middle, optionValue: `${c2?.id}` }] : []),
  ];
}

describe('GET /products/filters/{category} with ticks', () => {
  it('counts each value as the list would total with the other ticks and that value', async () => {
    const tried = await clothingTicks();
    let narrowed = 0;
    const unfiltered = await checkboxesOf('clothing');
    for (const ticks of tried) {
      for (const filter of await checkboxesOf('clothing', ticks)) {
        for (const value of filter.values) {
          const expected = await totalOf('clothing', withOnly(ticks, filter, value.id));
          expect(value.count, `${queryOf(ticks)} → ${filter.code}=${value.name}`).toBe(expected);
        }
        const before = unfiltered.find((f) => f.code === filter.code);
        // Every value of the category stays listed, however the counts change.
        expect(filter.values.map((value) => value.id)).toEqual(before?.values.map((value) => value.id));
        if (JSON.stringify(countsOf(filter)) !== JSON.stringify(countsOf(before))) narrowed += 1;
      }
    }
    // The ticks really narrowed other filters' counts, so the comparison above has teeth.
    expect(narrowed).toBeGreaterThan(3);
  });

  it("does not shrink a filter's counts by its own ticks", async () => {
    const unfiltered = await checkboxesOf('clothing');
    const brands = find(unfiltered, 'brands');
    const colours = find(unfiltered, 'option:color');
    const ticked = await checkboxesOf('clothing', {
      brands: `${brands.values[0]?.id}`,
      optionValue: `${colours.values[0]?.id}`,
    });
    const byBrand = await checkboxesOf('clothing', { brands: `${brands.values[0]?.id}` });
    const byColour = await checkboxesOf('clothing', { optionValue: `${colours.values[0]?.id}` });
    // Ticking a brand leaves the brands' counts; the colour tick alone decides them.
    expect(countsOf(find(byBrand, 'brands'))).toEqual(countsOf(brands));
    expect(countsOf(find(ticked, 'brands'))).toEqual(countsOf(find(byColour, 'brands')));
    expect(countsOf(find(byColour, 'option:color'))).toEqual(countsOf(colours));
    expect(countsOf(find(ticked, 'option:color'))).toEqual(countsOf(find(byBrand, 'option:color')));
  });

  it("keeps the category's whole price range whatever is ticked, in the request currency", async () => {
    const range = async (ticks: Ticks, currency = 'USD') =>
      (await get(`/products/filters/clothing?${queryOf(ticks)}`, { 'x-app-currency': currency }))
        .json()
        .data.find((f: ProductFilter) => f.type === 'range');
    const whole = await range({});
    const brand = find(await checkboxesOf('clothing'), 'brands').values[0]?.id;
    expect(await range({ brands: `${brand}`, price: `${whole.min}-${whole.min + 1}` })).toEqual(whole);
    expect((await range({ price: '100-200000' }, 'RUB')).currency.code).toBe('RUB');
  });

  it('answers a price range in the request currency like the list does', async () => {
    const ticks = { price: '1000-5000' };
    const stock = find(await checkboxesOf('clothing', ticks), 'stock');
    const response = await get(`/products/filters/clothing?${queryOf(ticks)}`, { 'x-app-currency': 'RUB' });
    const rubStock = z
      .array(productFilter)
      .parse(response.json().data)
      .find((f): f is Checkboxes => f.code === 'stock');
    const rubTotal = await get(`/products?category=clothing&limit=1&stock=1&${queryOf(ticks)}`, {
      'x-app-currency': 'RUB',
    });
    expect(rubStock?.values[0]?.count).toBe(rubTotal.json().total);
    expect(rubStock?.values[0]?.count).not.toBe(stock.values[0]?.count);
  });
});

describe('bad ticks answer 4xx with codes, never 5xx', () => {
  it.each([
    ['price=50-10', 'price'],
    ['price=ten-20', 'price'],
    ['optionValue=999999', 'optionValue'],
    ['optionValue=1;drop', 'optionValue'],
    ['brands=999999', 'brands'],
    ['brands=abc', 'brands'],
    ['game=minecraft', 'game'],
    ['stock=2', 'stock'],
  ])('%s → 422 on %s', async (query, field) => {
    const response = await get(`/products/filters/clothing?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: expect.any(Array) } });
  });

  it('answers 404 for an unknown category before looking at the ticks', async () => {
    expect((await get('/products/filters/nothing-here?brands=999999')).statusCode).toBe(404);
  });
});
