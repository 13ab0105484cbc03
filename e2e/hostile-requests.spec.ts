import { describe, expect, it } from 'vitest';
import { requestHead, sendRaw } from './fixtures/raw-http.js';
import { useShopSuite } from './fixtures/suite.js';

// Hardening (issue 7): no request, however malformed, may end the shop or get a 5xx.
const suite = useShopSuite();

const targets = [
  '/',
  '/ru',
  '/information/payments',
  '/brands',
  '/product/anything',
  '/no-such-page',
  '/media/o600/missing.webp',
  '/api/v1.2/context',
  '/sitemap.xml',
  '/dev/mail/messages.json',
];
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'SEARCH'];
const badHosts = ['127.0.0.1:99999', '[', 'a b', '', ':::::', 'localhost:-1', '%00', 'x'.repeat(4000), 'éxample'];
const requestLines = [
  'GET //[/ HTTP/1.1',
  'GET http://x/ HTTP/1.1',
  'GET * HTTP/1.1',
  'OPTIONS * HTTP/1.1',
  'GET //evil.example/ HTTP/1.1',
  'GET /%ZZ HTTP/1.1',
  'GET /?%E0%A4%A HTTP/1.1',
  'GET /information/%00 HTTP/1.1',
  'GET /..%2f..%2fetc%2fpasswd HTTP/1.1',
  'GET /ru/%C0%AF HTTP/1.1',
  'GET /\u00ff\u00fe HTTP/1.1',
  `GET /${'a'.repeat(20_000)} HTTP/1.1`,
  'GET / HTTP/9.9',
  'get / HTTP/1.1',
  'GET /\ttab HTTP/1.1',
];

/** Runs the requests a few at a time and returns every answer that is not below 500. */
async function serverErrors(requests: { line: string; host: string }[]) {
  const failures: string[] = [];
  for (let i = 0; i < requests.length; i += 8) {
    await Promise.all(
      requests.slice(i, i + 8).map(async ({ line, host }) => {
        const { status } = await sendRaw(suite.shop.url, requestHead(line, { Host: host }));
        if (status >= 500) failures.push(`${status} ${line.slice(0, 80)} Host: ${host.slice(0, 40)}`);
      }),
    );
  }
  return failures;
}

async function expectShopAlive() {
  const health = await fetch(`${suite.shop.url}/api/v1.2/health`);
  expect(health.status).toBe(200);
  expect((await fetch(`${suite.shop.url}/`)).status).toBe(200);
}

describe('requests that used to stop the shop', () => {
  it('answers TRACE to a page with 405, and the shop keeps serving', async () => {
    const answer = await sendRaw(suite.shop.url, requestHead('TRACE / HTTP/1.1', { Host: 'localhost' }));
    expect(answer.status).toBe(405);
    expect(answer.head).toMatch(/^allow: GET, HEAD$/im);
    await expectShopAlive();
  });

  it('answers a Host with an impossible port with 400', async () => {
    const answer = await sendRaw(suite.shop.url, requestHead('GET / HTTP/1.1', { Host: '127.0.0.1:99999' }));
    expect(answer.status).toBe(400);
    await expectShopAlive();
  });

  it('answers the request line `GET //[/` with a 4xx', async () => {
    const answer = await sendRaw(suite.shop.url, requestHead('GET //[/ HTTP/1.1', { Host: 'localhost' }));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    await expectShopAlive();
  });

  it('shows 404, not 500, for a NUL byte in an information, brand or review slug', async () => {
    for (const path of ['/information/%00', '/brands/%00', '/reviews/%00', '/ru/information/%00']) {
      expect((await fetch(suite.shop.url + path)).status, path).toBe(404);
    }
  });
});

describe('fuzzing methods, Host values and request lines against pages and the API', () => {
  it('answers every method on every kind of path below 500', async () => {
    const requests = methods.flatMap((method) =>
      targets.map((target) => ({ line: `${method} ${target} HTTP/1.1`, host: 'localhost' })),
    );
    expect(await serverErrors(requests)).toEqual([]);
    await expectShopAlive();
  });

  it('answers every malformed Host with 400 on every kind of path', async () => {
    const statuses = new Set<number>();
    for (const host of badHosts) {
      for (const target of targets) {
        const { status } = await sendRaw(suite.shop.url, requestHead(`GET ${target} HTTP/1.1`, { Host: host }));
        statuses.add(status);
      }
    }
    expect([...statuses]).toEqual([400]);
    await expectShopAlive();
  });

  it('answers malformed request lines below 500', async () => {
    const requests = requestLines.flatMap((line) => ['localhost', ...badHosts].map((host) => ({ line, host })));
    expect(await serverErrors(requests)).toEqual([]);
    await expectShopAlive();
  });
});

describe('request bodies', () => {
  const huge = Buffer.alloc(256 * 1024, 0x61);

  it('refuses a 300 MB upload to a page with 413 before reading it', async () => {
    const head = requestHead('POST / HTTP/1.1', { Host: 'localhost', 'Content-Length': '300000000' });
    const answer = await sendRaw(suite.shop.url, head, huge);
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/^connection: close$/im);
  });

  it('refuses any body to a page, chunked or small, with 413', async () => {
    const chunked = requestHead('POST /contacts HTTP/1.1', { Host: 'localhost', 'Transfer-Encoding': 'chunked' });
    expect((await sendRaw(suite.shop.url, chunked, Buffer.from('5\r\nhello\r\n0\r\n\r\n'))).status).toBe(413);
    const small = requestHead('GET / HTTP/1.1', { Host: 'localhost', 'Content-Length': '5' });
    expect((await sendRaw(suite.shop.url, small, Buffer.from('hello'))).status).toBe(413);
  });

  it('refuses a declared body over the limit on every other route too', async () => {
    for (const target of ['/media/o600/missing.webp', '/api/v1.2/health', '/sitemap.xml', '/dev/mail']) {
      const head = requestHead(`GET ${target} HTTP/1.1`, { Host: 'localhost', 'Content-Length': '300000000' });
      expect((await sendRaw(suite.shop.url, head, huge)).status, target).toBe(413);
    }
    await expectShopAlive();
  });
});

describe('a currency cookie the shop does not sell (spec §8)', () => {
  it('renders the page in the default currency instead of redirecting to itself', async () => {
    // A cookie set for a parent domain cannot be cleared by this shop: a redirect would loop.
    const response = await fetch(`${suite.shop.url}/contacts`, {
      headers: { cookie: 'currency=XYZ' },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    // The header's settings button names the currency the page was rendered in.
    expect(await response.text()).toMatch(/data-testid="settings-label">EN · \$ USD</);
  });
});
