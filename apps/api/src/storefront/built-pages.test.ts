import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuildDir } from '../server.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { storefrontIsBuilt } from './storefront.plugin.js';

// The framework overrides checked on the real build and real pages (apps/web/app/framework/OVERRIDES.md).
const PAGES = [
  '/',
  '/category/tactical-equipment',
  '/product/starter-airsoft-set',
  '/search?q=plate',
  '/ru/brands',
  '/contacts',
  '/no-such-page',
];

const assets = path.join(webBuildDir, 'client', 'assets');
const clientScripts = () =>
  fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: fs.readFileSync(path.join(assets, file), 'utf8') }));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let shop: TestApp;
const served = new Map<string, { status: number; html: string; policy: string }>();

beforeAll(async () => {
  expect(storefrontIsBuilt(webBuildDir), 'npm run build first (npm test does it)').toBe(true);
  shop = await createTestApp({ demo: true, storefront: true });
  for (const page of PAGES) {
    const response = await shop.app.inject({ url: page, headers: { accept: 'text/html' } });
    served.set(page, {
      status: response.statusCode,
      html: response.body,
      policy: String(response.headers['content-security-policy']),
    });
  }
});

afterAll(() => shop?.close());

describe('the staged boot on the built pages (framework/deferred-boot.server.ts)', () => {
  it.each(PAGES)('%s: React Router’s preloads and module script are replaced by the staged boot', (page) => {
    const { status, html } = served.get(page)!;
    expect(status).toBe(page === '/no-such-page' ? 404 : 200);
    // Matches only, never the whole page, in a failure's message.
    expect(html.match(/<link[^>]* rel="modulepreload"[^>]*>/g) ?? []).toEqual([]);
    expect(html.match(/<script[^>]* type="module"[^>]*>/g) ?? []).toEqual([]);
    const boot = /<script type="text\/plain" data-modules="([^"]+)">([\s\S]*?)<\/script><script>\(\(\)=>\{/.exec(html);
    expect(boot, 'the inert script and the boot script after it').not.toBeNull();
    const modules = (boot?.[1] ?? '').split(' ');
    const staged = boot?.[2] ?? '';
    expect(staged.match(/^\s*import \* as .*$/gm) ?? []).toEqual([]);

    // Framework, then shell, then each route module React Router registers, each in a step of its own.
    const steps = [...staged.matchAll(/^(?:(\w+)=)?await import\("([^"]+)"\);await pause\(\);$/gm)];
    expect(steps.map(([, , href]) => /\/assets\/(\w+)-/.exec(href ?? '')?.[1]).slice(0, 2)).toEqual([
      'framework',
      'shell',
    ]);
    const registered = [...(/__reactRouterRouteModules = \{([^}]*)\}/.exec(staged)?.[1] ?? '').matchAll(/:(\w+)/g)];
    expect(registered.length).toBeGreaterThan(1);
    const imported = steps.map(([, name]) => name).filter(Boolean);
    expect(imported).toEqual(registered.map(([, name]) => name));
    for (const [, , href] of steps) expect(modules).toContain(href);
    expect(staged).toMatch(/\nimport\("\/assets\/entry\.client-[\w-]+\.js"\);\s*$/);
  });

  it.each(PAGES)('%s: the page’s policy allows the inert script, which the boot script copies, by hash', (page) => {
    const { html, policy } = served.get(page)!;
    const [, staged = '', loader = ''] =
      /<script type="text\/plain" data-modules="[^"]+">([\s\S]*?)<\/script><script>([\s\S]*?)<\/script>/.exec(html) ??
      [];
    expect(policy).toContain(sha256(staged));
    expect(policy).toContain(sha256(loader));
  });

  it("reads React DOM's keys that the built framework chunk still has: __reactProps$, _reactListening", () => {
    const framework = clientScripts().filter(({ file }) => file.startsWith('framework-'));
    expect(framework).toHaveLength(1);
    expect(framework[0]?.code).toContain('__reactProps$');
    expect(framework[0]?.code).toContain('_reactListening');
  });
});

describe('the shell stylesheet, linked once (framework/vite/shell-stylesheet-once.ts)', () => {
  it('is linked by the page and named by the lazy chunks with the same `#` address', () => {
    const linked = /<link rel="stylesheet" href="\/(assets\/shell-[\w-]+\.css#)"/.exec(served.get('/')!.html)?.[1];
    expect(linked).toBeDefined();
    const named = clientScripts().flatMap(({ code }) => [...code.matchAll(/"(assets\/shell-[\w-]+\.css#?)"/g)]);
    expect(named.length).toBeGreaterThan(0);
    for (const [, href] of named) expect(href).toBe(linked);
  });
});
