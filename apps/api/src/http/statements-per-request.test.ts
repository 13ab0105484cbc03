import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../features/auth/auth.testing.js';
import { putCart, visitor } from '../features/cart/cart.testing.js';
import { create, orderBody, validate } from '../features/checkout/checkout.testing.js';
import { recordStatements, type StatementLog } from '../testing/statement-count.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Round trips per request (issue 9: no N+1): 24 cards cost what 2 do, and each write has a ceiling, so
 * an added round trip in the cart or the checkout is a decision, not an accident.
 */
let t: TestApp;
let log: StatementLog;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ token } = await visitor(t));
  log = recordStatements();
});
afterAll(async () => {
  log?.stop();
  await t?.close();
});

/** Statements one request sends; the stored catalogue answers are dropped first, so the answer cache misses. */
async function statementsOf(send: () => Promise<{ statusCode: number }>): Promise<string[]> {
  return log.measure(async () => {
    const answer = await send();
    expect(answer.statusCode).toBeLessThan(300);
  });
}
const get = (path: string) => () => {
  t.app.answerCache.invalidateTag('catalogue');
  return t.app.inject({ method: 'GET', url: `${API}${path}` });
};

async function ids(query: string): Promise<number[]> {
  return (await t.pool.query(query)).rows.map((row: { id: number }) => row.id);
}

describe('catalogue reads cost the same number of statements whatever the page size', () => {
  it.each([
    [
      'a category list',
      '/products?category=tactical-equipment&limit=2',
      '/products?category=tactical-equipment&limit=24',
    ],
    ['a search', '/products?q=patch&limit=2', '/products?q=patch&limit=24'],
    ['a brand list', '/products?brand=severny-rubezh&limit=2', '/products?brand=severny-rubezh&limit=24'],
    ['the kits', '/product-kits?limit=2', '/product-kits?limit=24'],
    ['top sales', '/products/topSales?limit=2', '/products/topSales?limit=12'],
  ])('%s', async (_name, small, large) => {
    await get(small)();
    const few = await statementsOf(get(small));
    const many = await statementsOf(get(large));
    expect(many.length).toBe(few.length);
  });

  it('a product page costs the same for a product with one variation and one with many', async () => {
    const [one, many] = await Promise.all([
      t.pool.query(`SELECT p.slug FROM products p JOIN variations v ON v.product_id = p.id WHERE p.is_active
        GROUP BY p.id HAVING count(*) = 1 ORDER BY p.id LIMIT 1`),
      t.pool.query(`SELECT p.slug FROM products p JOIN variations v ON v.product_id = p.id WHERE p.is_active
        GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`),
    ]);
    const slugOf = (r: { rows: { slug: string }[] }) => r.rows[0]!.slug;
    await get(`/products/slug/${slugOf(one)}`)();
    const single = await statementsOf(get(`/products/slug/${slugOf(one)}`));
    const several = await statementsOf(get(`/products/slug/${slugOf(many)}`));
    expect(several.length).toBe(single.length);
  });
});

describe('cart and checkout round trips', () => {
  it('PUT /cart: a new cart is written in one transaction; re-pricing it unchanged reads twice and writes nothing', async () => {
    const lines = await ids(`SELECT v.id FROM variations v JOIN products p ON p.id = v.product_id
      WHERE v.is_active AND p.is_active AND v.stock > 5 AND v.availability = 'normal' ORDER BY v.id LIMIT 3`);
    const cart = { products: lines.map((variationId) => ({ variationId, quantity: 1 })), countryCode: 'DE' };
    const first = await statementsOf(() => putCart(t, token, cart));
    expect(first.filter((s) => /^(begin|commit)$/i.test(s))).toHaveLength(2);
    // The session (with its cart's stamp) and the catalogue facts.
    const again = await statementsOf(() => putCart(t, token, cart));
    expect(again).toHaveLength(2);
    expect(again.filter((s) => /^\s*(update|insert|delete)/i.test(s))).toEqual([]);
    // A minute on, the unchanged cart's updated_at is moved by one more statement.
    await t.pool.query(`UPDATE carts SET updated_at = now() - interval '2 minutes'`);
    expect(await statementsOf(() => putCart(t, token, cart))).toHaveLength(3);
  });

  it('ten shoppers re-pricing their carts at once share the session read, the catalogue read and the touch', async () => {
    const lines = await ids(`SELECT v.id FROM variations v JOIN products p ON p.id = v.product_id
      WHERE v.is_active AND p.is_active AND v.stock > 5 AND v.availability = 'normal' ORDER BY v.id LIMIT 2`);
    const cart = { products: lines.map((variationId) => ({ variationId, quantity: 1 })), countryCode: 'DE' };
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => visitor(t)));
    await Promise.all(shoppers.map((s) => putCart(t, s.token, cart)));
    // Kept over a minute ago, so each unchanged cart is touched.
    await t.pool.query(`UPDATE carts SET updated_at = now() - interval '2 minutes'`);
    const texts = await log.measure(async () => {
      const answers = await Promise.all(shoppers.map((s) => putCart(t, s.token, cart)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    });
    expect(texts.length).toBeLessThan(10);
    const touches = texts.filter((s) => /^\s*UPDATE carts/.test(s));
    expect(touches.length).toBeGreaterThan(0);
    expect(touches.length).toBeLessThan(10);
    expect(texts.filter((s) => /insert into "carts"/i.test(s))).toEqual([]);
  });

  it('ten shoppers validating at once share the session and catalogue reads', async () => {
    const [line] = await ids(
      `SELECT v.id FROM variations v WHERE v.availability = 'drop_ship' AND v.is_active LIMIT 1`,
    );
    const body = orderBody({ products: [{ variationId: line!, quantity: 1 }] });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => visitor(t)));
    const texts = await log.measure(async () => {
      const answers = await Promise.all(shoppers.map((s) => validate(t, s.token, body)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    });
    const sessionReads = texts.filter((s) => /FROM sessions s/.test(s));
    expect(sessionReads.length).toBeGreaterThan(0);
    const catalogueReads = texts.filter((s) => /FROM variations v/.test(s));
    expect(catalogueReads.length).toBeGreaterThan(0);
    expect(sessionReads.length).toBeLessThan(10);
    expect(catalogueReads.length).toBeLessThan(10);
  });

  it('POST /checkout/validate writes nothing and reads twice', async () => {
    const [line] = await ids(
      `SELECT v.id FROM variations v WHERE v.availability = 'drop_ship' AND v.is_active LIMIT 1`,
    );
    const body = orderBody({ products: [{ variationId: line!, quantity: 1 }] });
    await validate(t, token, body);
    expect(await statementsOf(() => validate(t, token, body))).toHaveLength(2);
    // Both are planned once per connection, not on every call (db/prepared.ts).
    const names = await log.preparedNames(async () => {
      await validate(t, token, body);
    });
    expect(names).toEqual(['auth_session_check', 'cart_variation_lines']);
  });

  it('POST /checkout/create: four statements for drop-shipped goods, and one stock update whatever the number of lines', async () => {
    const [dropShip] = await ids(
      `SELECT v.id FROM variations v WHERE v.availability = 'drop_ship' AND v.is_active LIMIT 1`,
    );
    const stocked = await ids(`SELECT v.id FROM variations v JOIN products p ON p.id = v.product_id
      WHERE v.is_active AND p.is_active AND v.stock > 5 AND v.availability = 'normal' ORDER BY v.id LIMIT 3`);
    const body = orderBody({ products: [{ variationId: dropShip!, quantity: 1 }] });
    await create(t, token, body);
    // Session, idempotency key, catalogue facts, and the whole order in one insert that checks the goods
    // are still drop-shipped: nothing is held, so no transaction.
    expect(await statementsOf(() => create(t, token, body))).toHaveLength(4);
    const three = orderBody({ products: stocked.map((variationId) => ({ variationId, quantity: 1 })) });
    const statements = await statementsOf(() => create(t, token, three));
    expect(statements.filter((s) => /^\s*(WITH notice AS \(.*\)\s*)?UPDATE\s+"?variations/is.test(s))).toHaveLength(1);
    // Stocked goods: begin, stock lock, stock update and commit on top.
    expect(statements).toHaveLength(8);
  });

  it('POST /checkout/create: concurrent orders look their idempotency keys up in one statement', async () => {
    const [dropShip] = await ids(
      `SELECT v.id FROM variations v WHERE v.availability = 'drop_ship' AND v.is_active LIMIT 1`,
    );
    const body = orderBody({ products: [{ variationId: dropShip!, quantity: 1 }] });
    const shoppers = await Promise.all([visitor(t), visitor(t), visitor(t), visitor(t)]);
    const statements = await log.measure(async () => {
      const answers = await Promise.all(shoppers.map((shopper) => create(t, shopper.token, body)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    });
    // One look-up per event-loop turn in which requests reach it: the four arrive in one or two.
    expect(statements.filter((s) => /idempotency_key\s*=\s*k\.key/.test(s)).length).toBeLessThan(4);
    expect(statements.filter((s) => /insert into "orders"/i.test(s))).toHaveLength(4);
  });
});
