import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { expectConsoleError } from './fixtures/console-guard.js';
import { useShopSuite } from './fixtures/suite.js';

// Hardening (issue 7, item 5): pages run only the scripts the shop itself wrote.
const suite = useShopSuite();

const scriptHashes = (policy: string | null) => [...(policy ?? '').matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('Content-Security-Policy of a page', () => {
  it('allows exactly the inline scripts the renderer wrote, by hash, and no inline script otherwise', async () => {
    const response = await fetch(`${suite.shop.url}/`);
    const policy = response.headers.get('content-security-policy');
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await response.text();
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !(m[1] ?? '').includes('application/ld+json') && !(m[1] ?? '').includes('src='))
      .map((m) => m[2] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    expect(scriptHashes(policy).sort()).toEqual([...new Set(inline.map(sha256))].sort());
  });

  it('sends the other protective headers with the page', async () => {
    const { headers } = await fetch(`${suite.shop.url}/ru/contacts`);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('hydrates in Chromium with no violation, and refuses a script injected into the page', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser);
    expectConsoleError(page, /Content Security Policy/, 'the script the test injects is refused');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    try {
      await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
      // Hydrated: the client router handles a link click without a full page load.
      await page
        .getByRole('link', { name: /contacts/i })
        .first()
        .click();
      await page.waitForURL(/\/contacts$/);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      expect(violations).toContain('script-src-elem');
      // The blocked injection is the only console error.
      expect(consoleErrors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
