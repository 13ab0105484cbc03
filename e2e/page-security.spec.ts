import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { useShopSuite } from './fixtures/suite.js';

// Hardening (issue 7, item 5): pages run only the scripts the shop itself wrote.
const suite = useShopSuite();

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('Content-Security-Policy of a page', () => {
  it('gives every executable inline script this response’s nonce, a new one per response', async () => {
    const first = await fetch(`${suite.shop.url}/`);
    const second = await fetch(`${suite.shop.url}/`);
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    const scripts = [...(await first.text()).matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    const executable = scripts.filter((attributes) => !attributes.includes('application/ld+json'));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('sends the other protective headers with the page', async () => {
    const { headers } = await fetch(`${suite.shop.url}/ru/contacts`);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('hydrates in Chromium with no violation, and refuses a script injected without the nonce', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser);
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
