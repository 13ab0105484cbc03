import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../apps/api/src/db/client.js';
import { inTransaction } from '../apps/api/src/db/executor.js';
import { invalidateOnCommit } from '../apps/api/src/platform/invalidation.js';
import { postOrder } from './fixtures/orders.js';
import { BROWSER_AGENT } from './fixtures/shell.js';
import { type ShopUnderTest, startShopUnderTest } from './fixtures/shop.js';

/**
 * Issue 27 §2 on a running shop: a page never shows a value older than an acknowledged write, and
 * a page is kept under the key of exactly what it was rendered with (docs/architecture.md).
 */
let shop: ShopUnderTest;
beforeAll(async () => {
  shop = await startShopUnderTest();
});
afterAll(() => shop?.stop());

// A browser's request: crawlers (and fetch's own `node` agent) are never redirected by language.
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(shop.url + path, { headers: { 'user-agent': BROWSER_AGENT, ...headers }, redirect: 'manual' });
const html = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();
const query = async <T>(text: string, values: unknown[] = []) =>
  (await shop.database.pool.query(text, values)).rows as T[];

/** A product with one stocked variation, its page's path and stock. */
async function stockedProduct() {
  const [row] = await query<{ id: number; slug: string; stock: number }>(
    `SELECT v.id, p.slug, v.stock FROM variations v JOIN products p ON p.id = v.product_id
     WHERE v.availability = 'normal' AND v.is_active AND p.is_active AND v.stock BETWEEN 5 AND 500
       AND (SELECT count(*) FROM variations w WHERE w.product_id = p.id) = 1
     ORDER BY v.id LIMIT 1`,
  );
  const answer = await (await get(`/api/v1.2/products/slug/${row!.slug}`)).json();
  return { ...row!, path: new URL(answer.data.link, shop.url).pathname };
}
/** The count in the product page's own stock line (buy-order.tsx). */
const stockLine = (page: string) => /class="buy-in-stock">[^<]*?(\d[\d\s,.]*)/.exec(page)?.[1]?.replace(/\D/g, '');

/** An anonymous visitor's order of `quantity` units of one variation. */
async function placeOrder(variationId: number, quantity: number) {
  const session = await fetch(`${shop.url}/api/v1.2/auth/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'web', device_id: `truth-${randomBytes(4).toString('hex')}`, store_id: 1 }),
  });
  const { token } = (await session.json()).data;
  await postOrder(shop, token, [{ variationId, quantity }]);
}

describe('a product page after an order', () => {
  it('shows the stock the order left as soon as the order is acknowledged', async () => {
    const product = await stockedProduct();
    expect(stockLine(await html(product.path))).toBe(String(product.stock));
    await placeOrder(product.id, 3);
    expect(stockLine(await html(product.path))).toBe(String(product.stock - 3));
  });
});

describe("another process's write", () => {
  it('drops the cached page within a second (NOTIFY at its commit)', async () => {
    await html('/information/payments');
    // The CLI or another node: its own connection and cache on the same database.
    const other = connect(shop.database.url, 1);
    try {
      await inTransaction(other.db, async (tx) => {
        await tx.execute(
          `UPDATE information_pages SET title = jsonb_set(title, '{en}', '"Changed by another process"') WHERE slug = 'payments'` as never,
        );
        await invalidateOnCommit(tx, ['content']);
      });
    } finally {
      await other.pool.end();
    }
    await expect
      .poll(() => html('/information/payments'), { timeout: 1000, interval: 50 })
      .toContain('Changed by another process');
  });
});

describe('the key of a stored page', () => {
  const label = (page: string) => /data-testid="settings-label">([^<]*)</.exec(page)?.[1] ?? '';

  it.each([
    ['a space before =', 'currency =RUB'],
    ['an escaped letter', 'currency=%52UB'],
    ['a repeated cookie (the first wins)', 'currency=RUB; currency=USD'],
  ])('reads the currency cookie as the renderer does: %s', async (_name, cookie) => {
    const path = `/brands?truth=${randomBytes(3).toString('hex')}`;
    expect(label(await html(path, { cookie }))).toContain('RUB');
    expect(label(await html(path))).not.toContain('RUB');
  });

  it('keys a page without a prefix by the language it would redirect to', async () => {
    const refused = await get('/contacts', { 'accept-language': 'ru;q=0, en' });
    expect(refused.status).toBe(200);
    const russian = await get('/contacts', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(russian.status).toBe(302);
    expect(russian.headers.get('location')).toBe('/ru/contacts');
    expect((await get('/contacts', { cookie: 'locale =en', 'accept-language': 'ru' })).status).toBe(200);
    expect((await get('/contacts', { 'accept-language': 'ru' })).status).toBe(302);
  });

  it('ignores query parameters no page reads (utm_*, ?x=…)', async () => {
    const first = await html('/information/delivery-types');
    await query(
      `UPDATE information_pages SET title = jsonb_set(title, '{en}', '"Behind the cache"') WHERE slug = 'delivery-types'`,
    );
    expect(await html('/information/delivery-types?utm_source=mail&x=1')).toBe(first);
  });

  it("keeps an anonymous page's data (.data) like its page", async () => {
    const data = '/information/return.data?_routes=frame%2Cinformation';
    const first = await (await get(data)).text();
    expect(first).toContain('return');
    await query(
      `UPDATE information_pages SET title = jsonb_set(title, '{en}', '"Data behind the cache"') WHERE slug = 'return'`,
    );
    expect(await (await get(data)).text()).toBe(first);
  });
});
