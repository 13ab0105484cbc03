import type { LanguageCode } from '@kordon/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { selectRankedPage } from './search.queries.js';
import { searchCondition, searchProductIds, searchRank, toSearchTerms } from './search.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const ALL = { limit: 1000, offset: 0 };
const BALACLAVA = 'balaclava-ninja';

async function slugsOf(ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await t.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.id, ids));
  const slugById = new Map(rows.map((row) => [row.id, row.slug]));
  return ids.map((id) => slugById.get(id) ?? `#${id}`);
}

async function search(q: string, lang: LanguageCode = 'en', page = ALL) {
  const found = await searchProductIds(t.db, q, page, lang);
  return { ...found, slugs: await slugsOf(found.ids) };
}

/** Slugs of the active demo products whose name in `lang` passes `test`. */
async function productsNamed(lang: LanguageCode, test: (name: string) => boolean): Promise<string[]> {
  const rows = await t.db.select({ slug: products.slug, name: products.name }).from(products);
  return rows.filter((row) => test(row.name[lang])).map((row) => row.slug);
}

/** A product on sale (one variation in stock) in the balaclava's brand, type and category. */
async function addProduct(
  sku: string,
  values: Pick<typeof products.$inferInsert, 'slug' | 'name' | 'description' | 'salesCount'>,
) {
  const [template] = await t.db.select().from(products).where(eq(products.slug, BALACLAVA));
  if (!template) throw new Error('the demo catalogue has no balaclava');
  const [added] = await t.db
    .insert(products)
    .values({
      ...values,
      sku,
      brandId: template.brandId,
      productTypeId: template.productTypeId,
      categoryId: template.categoryId,
    })
    .returning({ id: products.id });
  if (!added) throw new Error('insert returned nothing');
  await t.db.insert(variations).values({ productId: added.id, sku: `${sku}-1`, price: 1000, stock: 1 });
}

describe('searchProductIds', () => {
  it.each(['balaklava', 'балоклава', 'Balaklava'])('finds the balaclava through the typo %s', async (q) => {
    const { slugs } = await search(q);
    expect(slugs.slice(0, 3)).toContain(BALACLAVA);
  });

  it('finds a product whose name is singular from a Russian plural', async () => {
    expect((await search('балаклавы', 'ru')).slugs).toContain(BALACLAVA);
    // 'подшлемник' appears only in the balaclava's Russian description.
    expect((await search('подшлемники', 'ru')).slugs).toContain(BALACLAVA);
    const tShirts = await productsNamed('ru', (name) => name.startsWith('Футболка'));
    expect(tShirts.length).toBeGreaterThan(2);
    expect((await search('футболки', 'ru')).slugs).toEqual(expect.arrayContaining(tShirts));
  });

  it('finds a product from an English plural', async () => {
    expect((await search('balaclavas')).slugs).toContain(BALACLAVA);
    // 'neck gaiter' appears only in the description.
    expect((await search('gaiters')).slugs).toContain(BALACLAVA);
  });

  it('finds every product of a brand by its name, in either language', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.name, 'Tankograd Models'));
    if (!brand) throw new Error('the demo catalogue has no Tankograd Models');
    const own = await t.db.select({ slug: products.slug }).from(products).where(eq(products.brandId, brand.id));
    expect(own.length).toBeGreaterThan(2);
    for (const lang of ['en', 'ru'] as const) {
      const { slugs } = await search('tankograd models', lang);
      expect(slugs).toEqual(expect.arrayContaining(own.map((row) => row.slug)));
    }
  });

  it('finds products from the start of a word', async () => {
    expect((await search('balac')).slugs[0]).toBe(BALACLAVA);
    expect((await search('балак', 'ru')).slugs[0]).toBe(BALACLAVA);
    const tShirts = await productsNamed('ru', (name) => name.startsWith('Футболка'));
    expect((await search('футбол', 'ru')).slugs).toEqual(expect.arrayContaining(tShirts));
  });

  it('ranks products named with the word above those that only mention it', async () => {
    for (const word of ['velcro', 'belt']) {
      const named = await productsNamed('en', (name) => new RegExp(`\\b${word}\\b`, 'i').test(name));
      const { slugs, total } = await search(word);
      expect(total).toBeGreaterThan(named.length);
      expect(slugs.slice(0, named.length).sort()).toEqual(named.sort());
    }
  });

  it.each(['zzqx', 'qwertyuiop', 'xylophone', 'the of and', 'и для'])('finds nothing for %s', async (q) => {
    expect(await searchProductIds(t.db, q, ALL, 'en')).toEqual({ ids: [], total: 0 });
  });

  it.each([
    `'); drop table products; --`,
    '&|!:*',
    '<-> !( ) \\ :* ||',
    '😀🔥🪖',
    '"" \'\' -- ;',
    '\u0000\u0007',
    '   ',
  ])('finds nothing and fails nothing for %j', async (q) => {
    expect(await searchProductIds(t.db, q, ALL, 'en')).toEqual({ ids: [], total: 0 });
    expect((await t.db.select({ id: products.id }).from(products).limit(1)).length).toBe(1);
  });

  it('answers any text without an error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (q) => {
        const { ids, total } = await searchProductIds(t.db, q, { limit: 5, offset: 0 }, 'ru');
        expect(ids.length).toBeLessThanOrEqual(Math.min(total, 5));
      }),
      { numRuns: 40 },
    );
  });

  it('counts every match and returns one page of them, best first', async () => {
    const all = await search('polygon wear');
    expect(all.total).toBeGreaterThan(5);
    expect(all.ids).toHaveLength(all.total);
    const first = await search('polygon wear', 'en', { limit: 3, offset: 0 });
    const second = await search('polygon wear', 'en', { limit: 3, offset: 3 });
    expect(first).toMatchObject({ total: all.total, ids: all.ids.slice(0, 3) });
    expect(second).toMatchObject({ total: all.total, ids: all.ids.slice(3, 6) });
    expect(await searchProductIds(t.db, 'polygon wear', { limit: 3, offset: all.total }, 'en')).toEqual({
      ids: [],
      total: all.total,
    });
  });
});

describe('searchProductIds and changes to the catalogue', () => {
  it('leaves out inactive products and products without an active variation', async () => {
    const [product] = await t.db.select().from(products).where(eq(products.slug, BALACLAVA));
    if (!product) throw new Error('the demo catalogue has no balaclava');
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect((await search('balaclava')).slugs).not.toContain(BALACLAVA);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    await t.db.update(variations).set({ isActive: false }).where(eq(variations.productId, product.id));
    expect((await search('balaclava')).slugs).not.toContain(BALACLAVA);
    await t.db.update(variations).set({ isActive: true }).where(eq(variations.productId, product.id));
    expect((await search('balaclava')).slugs).toContain(BALACLAVA);
  });

  it('finds a product added after seeding, also through a typo of its new words', async () => {
    const [template] = await t.db.select().from(products).where(eq(products.slug, BALACLAVA));
    if (!template) throw new Error('the demo catalogue has no balaclava');
    const [added] = await t.db
      .insert(products)
      .values({
        slug: 'zephyr-windbreaker',
        sku: 'TEST-ZEPHYR',
        name: { en: 'Zephyr Windbreaker', ru: 'Ветровка «Зефир»' },
        description: { en: '<p>A packable shell.</p>', ru: '<p>Лёгкая куртка.</p>' },
        brandId: template.brandId,
        productTypeId: template.productTypeId,
        categoryId: template.categoryId,
      })
      .returning({ id: products.id });
    if (!added) throw new Error('insert returned nothing');
    await t.db.insert(variations).values({ productId: added.id, sku: 'TEST-ZEPHYR-1', price: 5000, stock: 3 });
    expect((await search('windbreakers')).slugs).toEqual(['zephyr-windbreaker']);
    expect((await search('ветровки', 'ru')).slugs).toEqual(['zephyr-windbreaker']);
    // The new words joined the vocabulary, so typos of them are corrected too.
    expect((await search('zephyr windbraker')).slugs).toEqual(['zephyr-windbreaker']);
    expect((await search('ветравка', 'ru')).slugs).toEqual(['zephyr-windbreaker']);
  });

  it('follows a renamed brand', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.name, 'Taiga Forge'));
    if (!brand) throw new Error('the demo catalogue has no Taiga Forge');
    const own = await t.db.select({ slug: products.slug }).from(products).where(eq(products.brandId, brand.id));
    await t.db.update(brands).set({ name: 'Boreal Workshop' }).where(eq(brands.id, brand.id));
    expect((await search('boreal')).slugs).toEqual(expect.arrayContaining(own.map((row) => row.slug)));
    expect((await search('boreal workshp')).slugs).toEqual(expect.arrayContaining(own.map((row) => row.slug)));
    expect((await search('taiga forge')).slugs).not.toEqual(expect.arrayContaining(own.map((row) => row.slug)));
  });
});

describe('searchProductIds on a word in many products', () => {
  // Four products with a word of their own: two name it, one mentions it twice, one once but sells most.
  const zorbex = [
    { slug: 'zorbex-strap', name: 'Zorbex Strap', description: 'A strap.', sales: 5 },
    { slug: 'zorbex-pouch', name: 'Zorbex Pouch', description: 'A pouch.', sales: 50 },
    { slug: 'twice-mentioned', name: 'Plain Sling', description: 'Fits a zorbex, like any zorbex.', sales: 10 },
    { slug: 'best-seller', name: 'Plain Bag', description: 'Holds a zorbex.', sales: 100 },
  ];
  beforeAll(async () => {
    for (const [i, item] of zorbex.entries()) {
      await addProduct(`TEST-ZORBEX-${i}`, {
        slug: item.slug,
        name: { en: item.name, ru: 'Товар' },
        description: { en: `<p>${item.description}</p>`, ru: '<p>Описание.</p>' },
        salesCount: item.sales,
      });
    }
  });

  const onSale = [sql`p.is_active`, sql`p.min_price IS NOT NULL`];
  const terms = toSearchTerms('zorbex');
  if (!terms) throw new Error('zorbex has nothing to search');
  const rankedPage = async (candidates: number, page = ALL) =>
    slugsOf((await selectRankedPage(t.db, terms, onSale, 'en', page, candidates)).ids);

  it('ranks every match by cover density while they are fewer than the candidates', async () => {
    expect((await search('zorbex')).slugs).toEqual(['zorbex-pouch', 'zorbex-strap', 'twice-mentioned', 'best-seller']);
  });

  it('ranks only the best candidates by field and then sales; the rest follow by field and sales', async () => {
    // The best seller only mentions the word: products that name it are the candidates, not it.
    // Past them, it comes before the product that mentions the word twice, which ts_rank_cd would put first.
    expect(await rankedPage(2)).toEqual(['zorbex-pouch', 'zorbex-strap', 'best-seller', 'twice-mentioned']);
  });

  it('pages across the end of the candidates without losing or repeating a match', async () => {
    const pages: string[] = [];
    for (let offset = 0; offset < 4; offset++) pages.push(...(await rankedPage(2, { limit: 1, offset })));
    expect(pages).toEqual(['zorbex-pouch', 'zorbex-strap', 'best-seller', 'twice-mentioned']);
    expect(await rankedPage(2, { limit: 2, offset: 1 })).toEqual(['zorbex-strap', 'best-seller']);
    expect(await selectRankedPage(t.db, terms, onSale, 'en', { limit: 2, offset: 4 }, 2)).toEqual({
      ids: [],
      total: 4,
    });
  });

  it('is what GET /products lists for a query without a sort, with the same total', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1.2/products?q=zorbex&limit=2' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: { products: Array<{ slug: string }> }; total: number };
    expect(body.total).toBe(4);
    expect(body.data.products.map((card) => card.slug)).toEqual(['zorbex-pouch', 'zorbex-strap']);
  });
});

describe('GET /products?q= in the request language', () => {
  // One product names the word in English, the other in Russian; all else equal, the lower id first.
  beforeAll(async () => {
    const names = [
      { slug: 'kvarzel-ru', name: { en: 'Field Item', ru: 'Kvarzel' } },
      { slug: 'kvarzel-en', name: { en: 'Kvarzel', ru: 'Полевой товар' } },
    ];
    for (const [i, item] of names.entries()) {
      await addProduct(`TEST-KVARZEL-${i}`, {
        ...item,
        description: { en: '<p>A thing.</p>', ru: '<p>Вещь.</p>' },
        salesCount: 7,
      });
    }
  });

  it('ranks the product named in the language of the request first', async () => {
    const slugsIn = async (lang: LanguageCode) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1.2/products?q=kvarzel&limit=2',
        headers: { 'x-app-language': lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { products: Array<{ slug: string }> } }).data.products.map((c) => c.slug);
    };
    expect(await slugsIn('en')).toEqual(['kvarzel-en', 'kvarzel-ru']);
    expect(await slugsIn('ru')).toEqual(['kvarzel-ru', 'kvarzel-en']);
  });
});

describe('searchCondition and searchRank', () => {
  it('filter and order a query that names products by an alias', async () => {
    const { rows } = await t.db.execute<{ slug: string }>(sql`SELECT p.slug FROM products p
      WHERE ${searchCondition('balaklava')} ORDER BY ${searchRank('balaklava', 'ru')} DESC, p.id`);
    expect(rows.map((row) => row.slug)).toEqual([BALACLAVA]);
  });

  it('match nothing when the query has nothing to search', async () => {
    const { rows } = await t.db.execute(
      sql`SELECT p.id FROM products p WHERE ${searchCondition('&|!')} ORDER BY ${searchRank('&|!')}`,
    );
    expect(rows).toEqual([]);
  });
});

describe('toSearchTerms', () => {
  it('keeps letters and digits of any script as words and folds ё', () => {
    expect(toSearchTerms('Ёлка  T-shirt, AK-74!')).toEqual({
      text: 'елка  t-shirt, ak-74!',
      words: 'елка t shirt ak 74',
    });
  });

  it('leaves words after a minus to websearch_to_tsquery', () => {
    expect(toSearchTerms('cap -black')?.words).toBe('cap');
  });

  it('has nothing to search in punctuation and emoji', () => {
    expect(toSearchTerms('&|!:* 😀')).toBeUndefined();
  });
});
