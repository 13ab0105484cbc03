import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopUnderTest, startShopUnderTest } from './fixtures/shop.js';

/**
 * Issue 27 §3: a client flooding uncached work gets 429 once its budget is spent, while another visitor
 * of a cached page goes on; throughput is printed for docs/security.md, not asserted.
 */
let shop: ShopUnderTest;
beforeAll(async () => {
  // The production defaults (tests turn the budget off unless asked).
  shop = await startShopUnderTest({ CLIENT_WORK_MS_PER_SECOND: '250', CLIENT_WORK_BURST_MS: '2000' });
});
afterAll(() => shop?.stop());

type Tally = { ok: number; limited: number; busy: number; other: number; retryAfter: boolean };

function send(path: string, localAddress: string, agent: http.Agent): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${shop.url}${path}`, { agent, localAddress }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'] as string | undefined,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** `connections` loops sending `next()` until `until`; answers counted by kind. */
async function drive(next: () => string, from: string, connections: number, until: number): Promise<Tally> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const tally: Tally = { ok: 0, limited: 0, busy: 0, other: 0, retryAfter: false };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const { status, retryAfter } = await send(next(), from, agent);
        if (status === 200) tally.ok++;
        else if (status === 429) {
          tally.limited++;
          tally.retryAfter ||= Boolean(retryAfter);
        } else if (status === 503) tally.busy++;
        else tally.other++;
      }
    }),
  );
  agent.destroy();
  return tally;
}

describe('a client flooding uncached work', () => {
  it('is refused with 429 and Retry-After while a visitor of a cached page goes on', async () => {
    const [product] = (
      await shop.database.pool.query<{ slug: string; optionValueId: number }>(
        `SELECT p.slug, ov.id AS "optionValueId" FROM products p JOIN option_values ov ON true WHERE p.is_active LIMIT 1`,
      )
    ).rows;
    const page = '/contacts';
    expect((await send(page, '127.0.0.1', new http.Agent())).status).toBe(200);
    const seconds = 4;

    const alone = await drive(() => page, '127.0.0.1', 2, Date.now() + seconds * 1000);
    let n = 0;
    const unique = () => {
      n++;
      const kind = n % 3;
      if (kind === 0) return `/search?text=flood${n}`;
      if (kind === 1) return `/api/v1.2/products?q=flood${n}&limit=24`;
      return `/product/${product?.slug}.data?o${product?.optionValueId}=${n}`;
    };
    // The flood first spends its burst; the visitor is measured once it is throttled.
    const start = Date.now() + 3000;
    const until = start + seconds * 1000;
    const [visitor, flood] = await Promise.all([
      new Promise((resolve) => setTimeout(resolve, 3000)).then(() => drive(() => page, '127.0.0.1', 2, until)),
      drive(unique, '127.0.0.2', 8, until),
    ]);

    console.log(
      `[trust] flood · visitor alone: ${(alone.ok / seconds).toFixed(0)} req/s; with the flood: ${(visitor.ok / seconds).toFixed(0)} req/s (${(visitor.ok / alone.ok).toFixed(2)}); flood: ${flood.ok} done, ${flood.limited} refused (429), ${flood.busy} busy (503) in ${seconds + 3} s`,
    );
    expect(flood.limited).toBeGreaterThan(0);
    expect(flood.retryAfter).toBe(true);
    expect(flood.other).toBe(0);
    expect(visitor.limited + visitor.busy + visitor.other).toBe(0);
  });
});
