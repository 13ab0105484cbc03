import { createTestDatabase, type TestDatabase } from '@kordon/api/testing/test-db.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_KIT_PRICE, PROMO_KIT_SLUG } from './catalogue/kits.js';
import { seedDemoCatalogue, seedLargeCatalogue } from './index.js';

const COUNTED_TABLES = [
  'stores',
  'store_settings',
  'languages',
  'currencies',
  'categories',
  'menu_items',
  'brands',
  'games',
  'product_types',
  'options',
  'option_values',
  'products',
  'variations',
  'variation_option_values',
  'product_images',
  'product_materials',
  'product_features',
  'kits',
  'kit_variations',
  'kit_variation_items',
  'reviews',
  'review_attachments',
  'information_pages',
  'posts',
  'post_tags',
  'announcements',
  'slides',
  'countries',
  'country_zones',
  'shipping_methods',
  'shipping_tariffs',
  'pickup_points',
  'payment_methods',
  'coupons',
];

describe('seedDemoCatalogue', () => {
  let database: TestDatabase;
  const number = async (query: string): Promise<number> => Number((await database.pool.query(query)).rows[0]?.n);
  const column = async (query: string): Promise<string[]> =>
    (await database.pool.query(query)).rows.map((r) => String(r.v));
  const countAll = async () =>
    Object.fromEntries(
      await Promise.all(COUNTED_TABLES.map(async (t) => [t, await number(`SELECT count(*) AS n FROM ${t}`)])),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    // The rows do not depend on the pictures; the image pipeline has its own test below.
    const result = await seedDemoCatalogue(database.db, { renderImages: false });
    expect(result).toEqual({ seeded: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates one store with both languages and the USD, EUR and RUB currencies', async () => {
    expect(await column(`SELECT code || ':' || name AS v FROM stores`)).toEqual(['default:Kordon']);
    expect(await column(`SELECT code AS v FROM languages ORDER BY position`)).toEqual(['en', 'ru']);
    expect(await column(`SELECT code AS v FROM currencies ORDER BY position`)).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'RUB']),
    );
    expect(await column(`SELECT code AS v FROM currencies WHERE is_default AND rate = 1`)).toEqual(['USD']);
  });

  it('creates at least six top-level categories, each with subcategories, and a menu item for each', async () => {
    expect(await number(`SELECT count(*) AS n FROM categories WHERE parent_id IS NULL`)).toBeGreaterThanOrEqual(6);
    expect(
      await number(
        `SELECT count(*) AS n FROM categories c WHERE parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM categories s WHERE s.parent_id = c.id)`,
      ),
    ).toBe(0);
    expect(
      await number(
        `SELECT count(*) AS n FROM menu_items m JOIN categories c ON c.id = m.category_id AND c.parent_id IS NULL`,
      ),
    ).toBe(await number(`SELECT count(*) AS n FROM categories WHERE parent_id IS NULL`));
  });

  it('creates at least ten brands, 150 products and six kits', async () => {
    expect(await number(`SELECT count(*) AS n FROM brands`)).toBeGreaterThanOrEqual(10);
    expect(await number(`SELECT count(*) AS n FROM products`)).toBeGreaterThanOrEqual(150);
    expect(await number(`SELECT count(*) AS n FROM kits`)).toBeGreaterThanOrEqual(6);
    expect(
      await number(
        `SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await number(
        `SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`,
      ),
    ).toBe(0);
  });

  it('sells the promotional set at exactly 149 USD, below the sum of its items', async () => {
    const rows = (
      await database.pool.query(
        `SELECT kv.price, kv.old_price, (SELECT sum(v.price * kvi.quantity) FROM kit_variation_items kvi JOIN variations v ON v.id = kvi.variation_id WHERE kvi.kit_variation_id = kv.id) AS items
         FROM kit_variations kv JOIN kits k ON k.id = kv.kit_id WHERE k.slug = $1`,
        [PROMO_KIT_SLUG],
      )
    ).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.price).toBe(PROMO_KIT_PRICE);
      expect(Number(row.items)).toBeGreaterThan(PROMO_KIT_PRICE);
    }
    expect(
      await number(
        `SELECT count(*) AS n FROM kit_variations kv WHERE kv.price >= (SELECT sum(v.price * kvi.quantity) FROM kit_variation_items kvi JOIN variations v ON v.id = kvi.variation_id WHERE kvi.kit_variation_id = kv.id)`,
      ),
    ).toBe(0);
    // Every kit combination can be bought: none contains a sold-out part.
    expect(
      await number(
        `SELECT count(*) AS n FROM kit_variation_items kvi JOIN variations v ON v.id = kvi.variation_id WHERE v.stock = 0 AND v.availability = 'normal'`,
      ),
    ).toBe(0);
    // The home slider advertises the set at the same price; the figure is not typed into the title.
    expect(await number(`SELECT count(*) AS n FROM slides WHERE price = ${PROMO_KIT_PRICE}`)).toBe(1);
    expect(await number(`SELECT count(*) AS n FROM slides WHERE title::text LIKE '%$%'`)).toBe(0);
  });

  it('writes the six information pages and at least five review posts with tags', async () => {
    expect((await column(`SELECT slug AS v FROM information_pages`)).sort()).toEqual([
      'delivery-types',
      'payments',
      'privacy',
      'public-offer',
      'return',
      'wholesales',
    ]);
    expect(await number(`SELECT count(*) AS n FROM posts`)).toBeGreaterThanOrEqual(5);
    expect(
      await number(
        `SELECT count(*) AS n FROM posts p WHERE NOT EXISTS (SELECT 1 FROM post_tags t WHERE t.post_id = p.id)`,
      ),
    ).toBe(0);
  });

  it('gives every size value all five size systems', async () => {
    const missing = await number(
      `SELECT count(*) AS n FROM option_values ov JOIN options o ON o.id = ov.option_id WHERE o.type = 'size'
       AND (size_international IS NULL OR size_us IS NULL OR size_ru IS NULL OR size_inches IS NULL OR size_centimeters IS NULL)`,
    );
    expect(missing).toBe(0);
    expect(
      await number(
        `SELECT count(*) AS n FROM option_values ov JOIN options o ON o.id = ov.option_id WHERE o.code = 'clothing-size'`,
      ),
    ).toBe(7);
  });

  it('includes preorder, drop-ship, out-of-stock, digital and on-sale products', async () => {
    const productsWith = (condition: string) =>
      number(
        `SELECT count(DISTINCT p.id) AS n FROM products p JOIN variations v ON v.product_id = p.id JOIN product_types pt ON pt.id = p.product_type_id WHERE ${condition}`,
      );
    expect(await productsWith(`v.availability = 'preorder'`)).toBeGreaterThanOrEqual(3);
    expect(await productsWith(`v.availability = 'drop_ship'`)).toBeGreaterThanOrEqual(3);
    expect(await productsWith(`pt.is_digital`)).toBeGreaterThanOrEqual(10);
    expect(await productsWith(`v.old_price > v.price`)).toBeGreaterThanOrEqual(10);
    expect(await productsWith(`v.old_price IS NOT NULL AND v.old_price <= v.price`)).toBe(0);
    expect(
      await number(
        `SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM variations v WHERE v.product_id = p.id AND (v.stock > 0 OR v.availability <> 'normal'))`,
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it('fills geography, delivery, payment and coupon tables', async () => {
    expect(await number(`SELECT count(*) AS n FROM countries`)).toBeGreaterThan(240);
    expect(await column(`SELECT name->>'ru' AS v FROM countries WHERE code = 'RU'`)).toEqual(['Россия']);
    expect(await number(`SELECT count(*) AS n FROM country_zones WHERE country_code = 'RU'`)).toBeGreaterThanOrEqual(
      83,
    );
    expect(await column(`SELECT name->>'en' AS v FROM country_zones WHERE code = 'RU-MOW'`)).toEqual(['Moscow']);
    expect((await column(`SELECT code AS v FROM shipping_methods`)).sort()).toEqual([
      'cdek',
      'premium',
      'russianpost',
      'russianpostru',
      'saferoute',
    ]);
    expect(
      await number(
        `SELECT count(*) AS n FROM shipping_methods m WHERE NOT EXISTS (SELECT 1 FROM shipping_tariffs t WHERE t.shipping_code = m.code)`,
      ),
    ).toBe(0);
    expect(await number(`SELECT count(*) AS n FROM pickup_points`)).toBeGreaterThanOrEqual(20);
    expect((await column(`SELECT code AS v FROM payment_methods`)).sort()).toEqual(['bank_transfer', 'card', 'paypal']);
    expect(await number(`SELECT count(*) AS n FROM coupons WHERE ends_at < now()`)).toBeGreaterThanOrEqual(1);
  });

  it('does nothing the second time', async () => {
    const before = await countAll();
    expect(await seedDemoCatalogue(database.db, { renderImages: false })).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
  });

  it('adds generated products with one to three variations each, reusing demo pictures', async () => {
    const demoProducts = await number(`SELECT count(*) AS n FROM products`);
    await seedLargeCatalogue(database.db, 300);
    expect(await number(`SELECT count(*) AS n FROM products`)).toBe(demoProducts + 300);
    const perProduct = await column(
      `SELECT count(v.id) AS v FROM products p LEFT JOIN variations v ON v.product_id = p.id WHERE p.sku LIKE 'KRX-%' GROUP BY p.id`,
    );
    expect(perProduct.every((n) => Number(n) >= 1 && Number(n) <= 3)).toBe(true);
    expect(
      await number(
        `SELECT count(*) AS n FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.sku LIKE 'KRX-%' AND i.path NOT IN (SELECT path FROM product_images j JOIN products d ON d.id = j.product_id WHERE d.sku LIKE 'KRD-%')`,
      ),
    ).toBe(0);
  });
});
