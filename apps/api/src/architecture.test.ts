import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The direction of imports (docs/architecture.md): features reach each other only through their
// services; shared layers never reach into features; data/ uses the API's package entry.
const src = import.meta.dirname;
const repo = path.resolve(src, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isTestCode = (file: string) => /\.(test|testing|test-helper)\.tsx?$/.test(file) || file.includes('/testing/');

/** Relative imports of a file, resolved to paths under the repository. */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)].map((m) => m[1] as string);
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

const area = (file: string) => path.relative(src, file).split(path.sep);

function violations(rule: (from: string[], to: string[]) => string | undefined) {
  const found: string[] = [];
  for (const file of sourceFiles(src).filter((f) => !isTestCode(f))) {
    for (const target of relativeImports(file)) {
      const problem = rule(area(file), area(target));
      if (problem) found.push(`${path.relative(repo, file)} → ${path.relative(repo, target)}: ${problem}`);
    }
  }
  return found;
}

describe('import direction in apps/api', () => {
  it('a feature imports other features only through their *.service.ts', () => {
    const found = violations((from, to) => {
      if (from[0] !== 'features' || to[0] !== 'features' || from[1] === to[1]) return undefined;
      return /\.service\.(js|ts)$/.test(to.at(-1) ?? '') ? undefined : 'not a service';
    });
    expect(found).toEqual([]);
  });

  it('platform/, http/, db/ and config/ import no feature', () => {
    const shared = new Set(['platform', 'http', 'db', 'config']);
    const found = violations((from, to) =>
      shared.has(from[0] ?? '') && to[0] === 'features' ? `${from[0]}/ is shared` : undefined,
    );
    expect(found).toEqual([]);
  });

  it('only app.ts, server.ts and the storefront wiring import app.ts', () => {
    const found = violations((from, to) =>
      to.join('/') === 'app.ts' || to.join('/') === 'app.js'
        ? ['server.ts', 'storefront'].includes(from[0] ?? '')
          ? undefined
          : 'imports the app'
        : undefined,
    );
    expect(found).toEqual([]);
  });
});

describe('data/ reaches the API through its package entry', () => {
  it('has no relative import into apps/api/src', () => {
    const apiSrc = path.join(repo, 'apps/api/src');
    const found = sourceFiles(path.join(repo, 'data/src'))
      .flatMap((file) => relativeImports(file).map((target) => ({ file, target })))
      .filter(({ target }) => target.startsWith(apiSrc))
      .map(({ file, target }) => `${path.relative(repo, file)} → ${path.relative(repo, target)}`);
    expect(found).toEqual([]);
  });
});

describe('tests reach no bench code', () => {
  // Timings live in bench/ and tests assert behaviour (docs/testing.md); what both need, such as the
  // child-process helpers, lives in apps/api/src/testing/, which the bench imports by package name.
  it('has no import from apps/, packages/, data/, e2e/ or scripts/ into bench/', () => {
    const bench = path.join(repo, 'bench');
    const found = ['apps', 'packages', 'data', 'e2e', 'scripts']
      .flatMap((dir) => sourceFiles(path.join(repo, dir)))
      .flatMap((file) => relativeImports(file).map((target) => ({ file, target })))
      .filter(({ target }) => target.startsWith(bench + path.sep))
      .map(({ file, target }) => `${path.relative(repo, file)} → ${path.relative(repo, target)}`);
    expect(found).toEqual([]);
  });
});

describe('test files that replace modules', () => {
  it('are named *.isolated.test.ts(x): the other test files share a module cache (vitest.config.ts)', () => {
    const mocking = ['apps', 'packages', 'data']
      .flatMap((dir) => sourceFiles(path.join(repo, dir)))
      .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/i.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(repo, file));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !/\.isolated\.test\.tsx?$/.test(file))).toEqual([]);
  });
});

describe('server code and async context', () => {
  it('imports no async_hooks: one AsyncLocalStorage run slows every later await on Node 20 (decision 0014)', () => {
    const found = ['apps/api/src', 'apps/web/app', 'packages/contract/src', 'data/src']
      .flatMap((dir) => sourceFiles(path.join(repo, dir)))
      .filter((file) => !isTestCode(file))
      .filter((file) => /['"](node:)?async_hooks['"]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(repo, file));
    expect(found).toEqual([]);
  });
});
