import { describe, expect, it } from 'vitest';
import { ADMIN_API, expectSessionlessRefresh } from './fixtures/admin.js';
import { openPage } from './fixtures/browser.js';
import { expectConsoleError } from './fixtures/console-guard.js';
import { useShopSuite } from './fixtures/suite.js';

// Issue 29: the back office is its own single-page app under /admin, apart from the shoppers' pages.
const suite = useShopSuite();

describe('the back office page', () => {
  it('answers every screen path with the app, never stored, framed or indexed, under a CSP with no inline script', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/staff', '/admin/audit?page=2']) {
      const response = await fetch(suite.shop.url + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy, path).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('serves its files as immutable, and a missing one as 404', async () => {
    const html = await (await fetch(`${suite.shop.url}/admin`)).text();
    const script = html.match(/src="(\/admin\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const file = await fetch(suite.shop.url + script);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${suite.shop.url}/admin/assets/index-gone.js`)).status).toBe(404);
  });

  it('runs in Chromium with no policy violation and shows the sign-in page to a visitor', async () => {
    const { page, context } = await openPage(suite.browser);
    expectSessionlessRefresh(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    try {
      await page.goto(`${suite.shop.url}/admin/staff`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/staff');
      // The page's own check of the address is the contract's schema (zod), with no eval under the CSP.
      await page.getByLabel('E-mail').fill('not-an-address');
      await page.getByRole('button', { name: 'Send a code' }).click();
      await page.getByText('Invalid email').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('cannot be framed, not even by a page of the shop', async () => {
    const { page, context } = await openPage(suite.browser);
    expectConsoleError(
      page,
      /^Framing .* violates the following Content Security Policy/,
      'the frame the policy refuses',
    );
    try {
      await page.goto(`${suite.shop.url}/contacts`);
      const framed = await page.evaluate(async (src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        document.body.append(frame);
        await loaded;
        // A refused frame holds the browser's error page, whose origin is not the shop's: no document to read.
        return Boolean(frame.contentDocument?.getElementById('root'));
      }, `${suite.shop.url}/admin/login`);
      expect(framed).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe("a shopper's pages", () => {
  it('load nothing from the back office', async () => {
    const { page, context } = await openPage(suite.browser, { width: 390, height: 844 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      for (const path of ['/', `/brands/${suite.slugs.brand.slug}`, '/product/tactical-t-shirt-coolmax', '/login']) {
        await page.goto(suite.shop.url + path, { waitUntil: 'networkidle' });
      }
      expect(requested.length).toBeGreaterThan(10);
      expect(requested.filter((path) => path.startsWith('/admin') || path.startsWith(ADMIN_API))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
