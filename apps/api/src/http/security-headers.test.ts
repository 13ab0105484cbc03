import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { pageSecurityPolicy } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('headers on every answer', () => {
  it('sends nosniff, a referrer policy, a permissions policy and forbids framing', async () => {
    // Cached answers twice: made, then served from memory, which writes its headers itself.
    // A cached call's error (bad query) goes through Fastify and must carry them too.
    const cached = ['/api/v1.2/menu', '/api/v1.2/menu', '/api/v1.2/context', '/api/v1.2/products?limit=-1'];
    for (const url of ['/api/v1.2/health', '/api/v1.2/no-such-call', '/media/categories/books.svg', ...cached]) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('lets nothing in an API answer load or run', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/v1.2/health' });
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it('serves SVG images with a policy that runs nothing, and lets other sites show images', async () => {
    const { headers, statusCode } = await t.app.inject({ method: 'GET', url: '/media/categories/books.svg' });
    expect(statusCode).toBe(200);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends no HSTS outside production: a development browser would remember it', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/v1.2/health' });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        SITE_URL: 'https://shop.example',
      },
    });
    try {
      const { headers } = await production.app.inject({ method: 'GET', url: '/api/v1.2/health' });
      expect(headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    } finally {
      await production.close();
    }
  });
});

describe('pageSecurityPolicy', () => {
  it('allows scripts from the shop and the listed inline ones only, never any inline script', () => {
    const policy = pageSecurityPolicy(["'sha256-abc='"]);
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/object-src 'none'/);
  });
});
