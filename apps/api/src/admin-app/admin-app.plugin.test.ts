import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { mountAdminApp } from './admin-app.plugin.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/admin/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

let app: FastifyInstance;
let buildDir: string;
const storefrontPaths: string[] = [];
const adminPathsSeenByStorefront = () => storefrontPaths.filter((url) => /^\/admin(\/|\?|$)/.test(url));

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
  fs.mkdirSync(path.join(buildDir, 'assets'));
  fs.writeFileSync(path.join(buildDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(buildDir, 'assets', 'index-abc123.js'), 'console.log("admin")');
  app = Fastify();
  registerSecurityHeaders(app, { production: false });
  await mountAdminApp({ buildDir })(app);
  // Stands in for the storefront's catch-all (storefront.plugin.ts): it must never see /admin.
  app.all('/*', async (request) => {
    storefrontPaths.push(request.url);
    return 'storefront page';
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

describe('the back office page', () => {
  it('answers its index.html for /admin and for every client route under it', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/staff', '/admin/audit?object_type=staff&page=2']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(INDEX);
    }
    expect(adminPathsSeenByStorefront()).toEqual([]);
  });

  it('is never stored, framed or indexed', async () => {
    const { headers } = await app.inject({ method: 'GET', url: '/admin/staff' });
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it("runs scripts from the shop's origin only: no inline script, no eval, no frames", async () => {
    const { headers } = await app.inject({ method: 'GET', url: '/admin' });
    const policy = String(headers['content-security-policy']);
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('frame-src')).toBe("frame-src 'none'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('allows an inline script the build wrote by its hash only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><script>window.x=1</script></html>');
    const other = Fastify();
    await mountAdminApp({ buildDir: dir })(other);
    try {
      const { headers } = await other.inject({ method: 'GET', url: '/admin' });
      expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
      expect(headers['content-security-policy']).not.toMatch(/unsafe-inline'?[^;]*script|script-src[^;]*unsafe/);
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers HEAD like GET, and refuses other methods without reaching the storefront', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/admin/orders' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/admin/staff' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    expect(adminPathsSeenByStorefront()).toEqual([]);
  });

  it('leaves paths that only begin with the same letters to the storefront', async () => {
    const response = await app.inject({ method: 'GET', url: '/administration' });
    expect(response.body).toBe('storefront page');
  });
});

describe('the back office files', () => {
  it('serves a built file as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("admin")');
  });

  it('answers 404, not the page, for a file that is not there, and lists no folder', async () => {
    const expected = { '/admin/assets/index-old999.js': 404, '/admin/assets/nested/x.css': 404, '/admin/assets/': 403 };
    for (const [url, status] of Object.entries(expected)) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).not.toContain('<html');
      expect(String(response.headers['cache-control']), url).not.toMatch(/immutable/);
    }
    expect(adminPathsSeenByStorefront()).toEqual([]);
  });
});
