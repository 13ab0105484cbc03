import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useShopSuite } from './fixtures/suite.js';

// Speed (issue 9): compressed, cached and revalidated answers.
const suite = useShopSuite();

const get = (path: string, headers: Record<string, string> = {}) => fetch(suite.shop.url + path, { headers });
/** Raw bytes as sent: fetch would decode them for us. */
function rawBody(path: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(suite.shop.url + path, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('pages', () => {
  it('are served from memory: a change in the database shows only after the cache entry expires', async () => {
    const first = await (await get('/information/payments')).text();
    await suite.shop.database.pool.query(
      `UPDATE information_pages SET title = jsonb_set(title, '{en}', '"Changed behind the cache"') WHERE slug = 'payments'`,
    );
    const second = await (await get('/information/payments')).text();
    expect(second).toBe(first);
    expect(second).not.toContain('Changed behind the cache');
  });

  it('carry a strong ETag and answer a conditional request with 304', async () => {
    const first = await get('/contacts');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/contacts')).headers.get('etag')).toBe(etag);
    const conditional = await get('/contacts', { 'if-none-match': etag ?? '' });
    expect(conditional.status).toBe(304);
  });

  it('tell a CDN it may hold them, and vary on what they depend on', async () => {
    const { headers } = await get('/contacts');
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(headers.get('vary')).toMatch(/Accept-Encoding.*Cookie.*Accept-Language/);
  });

  it('are compressed with brotli first and gzip as a fallback, to the same bytes', async () => {
    const plain = (await rawBody('/brands', 'identity')).bytes;
    const br = await rawBody('/brands', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await rawBody('/brands', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.bytes).equals(plain)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.length / 3);
  });

  it('are cached per currency: another currency cookie renders its own page', async () => {
    const usd = await (await get('/', { cookie: 'currency=USD' })).text();
    const rub = await (await get('/', { cookie: 'currency=RUB' })).text();
    // The header's language and currency button names the page's currency.
    expect(usd).toMatch(/data-testid="settings-label">[^<]*USD</);
    expect(rub).not.toBe(usd);
    expect(rub).toMatch(/data-testid="settings-label">[^<]*RUB</);
  });
});

describe("a page's data for client navigations", () => {
  const data = '/brands.data?_routes=frame%2Cbrands';

  it('is compressed, but neither kept for a CDN nor revalidated', async () => {
    const plain = await rawBody(data, 'identity');
    const br = await rawBody(data, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(br.headers.etag).toBeUndefined();
    expect(br.headers['cache-control']).toBeUndefined();
  });

  it("may answer the click that follows the browser's prefetch, for 30 seconds", async () => {
    const prefetched = await get(data, { 'sec-purpose': 'prefetch' });
    expect(prefetched.status).toBe(200);
    expect(prefetched.headers.get('cache-control')).toBe('private, max-age=30');
    // A navigation's or a revalidation's own fetch is never kept: it must show what is current.
    expect((await get(data)).headers.get('cache-control')).toBeNull();
    expect((await get('/brands', { 'sec-purpose': 'prefetch' })).headers.get('cache-control')).toMatch(/^public/);
  });
});

describe('built assets', () => {
  it('are immutable for a year and sent precompressed', async () => {
    const html = await (await get('/')).text();
    const asset = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const { headers } = await rawBody(asset ?? '', 'br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding']).toBe('br');
  });
});

describe('API answers', () => {
  it('are compressed and revalidated with an ETag', async () => {
    const { headers } = await rawBody('/api/v1.2/menu', 'br');
    expect(headers['content-encoding']).toBe('br');
    const etag = String(headers.etag ?? '');
    expect(etag).not.toBe('');
    expect((await get('/api/v1.2/menu', { 'if-none-match': etag })).status).toBe(304);
  });
});
