import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ru from './locales/ru.json';
import routes from './routes';

/**
 * Issue 9 page weight: what a page loads before it works, gzip-compressed file by file and summed.
 * A size check on the build (npm test builds the storefront first), not a timing: those live in bench/.
 */
// Issue 9: at most 120 KB. What every page runs before its own route: React, React DOM and React
// Router 104.7 KB (their browser builds without React Router's unused parts, framework/vite/react-router-build.ts), the
// layout's shell chunk 11.6 KB (header panels, focus trap, error pages and the footer's code load
// when used; decision 0008), the bundler's runtime and the route facades 0.7 KB: 117.0 KB. Pages
// are at 117.0-119.5 KB (2026-11-27) (docs/performance.md has the table per route module); what a page shows
// below its first view or after its data hydrates when its chunk arrives (listing-lazy.tsx,
// home-sections-lazy.tsx, the product page's sections).
const JS_BUDGET_KB = 120;
const CSS_BUDGET_KB = 20;
const KB = 1000;

const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
const manifestPath = path.join(clientDir, '.vite', 'manifest.json');

/** One chunk of Vite's build manifest (build.manifest in vite.config.ts). */
type Chunk = { file: string; name?: string; imports?: string[]; css?: string[] };
type PageWeight = { module: string; routeIds: string[]; js: number; framework: number; css: number };

function readManifest(): Record<string, Chunk> {
  if (!fs.existsSync(manifestPath)) {
    throw new Error(
      `No storefront build to weigh: ${path.relative(process.cwd(), manifestPath)} is missing. ` +
        'Run `npm run build` first (`npm test` does it), with build.manifest on in apps/web/vite.config.ts.',
    );
  }
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
}

/** Every route with the modules a page load of it runs: the root, its layouts, its own module. */
function routeChains(entries: RouteConfigEntry[], parents: string[] = ['root.tsx']): { id: string; files: string[] }[] {
  return entries.flatMap((entry) => {
    const files = [...parents, entry.file];
    return [{ id: entry.id ?? entry.file, files }, ...routeChains(entry.children ?? [], files)];
  });
}

function weigher(manifest: Record<string, Chunk>) {
  // Route modules are keyed `app/routes/home.tsx?__react-router-build-client-route`.
  const keyOf = new Map(Object.keys(manifest).map((key) => [key.split('?')[0], key]));
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const chunkKey = (source: string) => {
    const key = keyOf.get(`app/${source}`);
    if (!key) throw new Error(`app/${source} is not in the build manifest: rebuild the storefront.`);
    return key;
  };

  /** The files loaded up front: the modules and their static imports, never their dynamic import()s. */
  return (sources: string[]) => {
    const seen = new Set<string>();
    const js = new Set<string>();
    const css = new Set<string>();
    // React, React DOM and React Router: framework/vite/layout-chunks.ts puts the libraries every page runs in one chunk.
    const framework = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The build manifest names ${key} but has no entry for it.`);
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      if (chunk.name === 'framework') framework.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of ['entry.client.tsx', ...sources]) visit(chunkKey(source));
    const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
    return { js: total(js), framework: total(framework), css: total(css) };
  };
}

function weighPages(): PageWeight[] {
  const weigh = weigher(readManifest());
  const pages = new Map<string, PageWeight>();
  for (const { id, files } of routeChains(routes)) {
    const key = files.join(' > ');
    const page = pages.get(key) ?? { module: files.at(-1) ?? key, routeIds: [], ...weigh(files) };
    page.routeIds.push(id);
    pages.set(key, page);
  }
  return [...pages.values()].sort((a, b) => b.js - a.js);
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function printTable(pages: PageWeight[]) {
  const rows = pages.map((p) => [p.module, String(p.routeIds.length), kb(p.js), kb(p.framework), kb(p.css)]);
  const head = ['route module', 'routes', 'JS KB gz', 'of it framework', 'CSS KB gz'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    [`Page weight (budget: JS ${JS_BUDGET_KB} KB, CSS ${CSS_BUDGET_KB} KB gzip)`, line(head), ...rows.map(line)].join(
      '\n',
    ),
  );
}

describe('page weight (issue 9)', () => {
  let pages: PageWeight[] = [];

  beforeAll(() => {
    pages = weighPages();
    printTable(pages);
  });

  it('weighs every route of the route table', () => {
    expect(pages.flatMap((p) => p.routeIds).length).toBe(routeChains(routes).length);
  });

  it(`loads at most ${JS_BUDGET_KB} KB of JavaScript (gzip) on any page`, () => {
    const over = pages.filter((p) => p.js > JS_BUDGET_KB * KB).map((p) => `${p.module}: ${kb(p.js)} KB`);
    expect(over, 'pages over the JavaScript budget').toEqual([]);
  });

  it(`loads at most ${CSS_BUDGET_KB} KB of CSS (gzip) on any page`, () => {
    const over = pages.filter((p) => p.css > CSS_BUDGET_KB * KB).map((p) => `${p.module}: ${kb(p.css)} KB`);
    expect(over, 'pages over the CSS budget').toEqual([]);
  });

  it("leaves React Router's form submission code out (framework/vite/react-router-build.ts; GET forms use get-form.tsx)", () => {
    // A message of the code behind its <Form> and useSubmit: in the framework chunk, every page would load it.
    const assets = path.join(clientDir, 'assets');
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    const withForm = scripts.filter((file) =>
      fs.readFileSync(path.join(assets, file), 'utf8').includes('Cannot submit element that is not <form>'),
    );
    expect(withForm).toEqual([]);
  });

  it('ships no message catalogue in the JavaScript (a page gets its language with the root loader)', () => {
    const assets = path.join(clientDir, 'assets');
    const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
    const withTexts = scripts.filter((file) => {
      const code = fs.readFileSync(path.join(assets, file), 'utf8');
      return [en, ru].some((catalogue) => code.includes(catalogue.errorPage500Info));
    });
    expect(withTexts).toEqual([]);
  });
});
