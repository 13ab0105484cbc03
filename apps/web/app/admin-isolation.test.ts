import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29: no code or style of the back office (apps/admin) reaches a shopper's page. A check on both
 * builds (npm test builds them first): each marker below must be in the back office's build, so that
 * its absence from the storefront's means something, and absent from every file the storefront serves.
 */
const MARKERS = {
  'the back office itself': 'Kordon back office',
  'its styles': 'notice-conflict',
  '@tanstack/react-query': 'No QueryClient set',
  '@tanstack/react-table': 'getToggleSortingHandler',
  'react-hook-form': 'shouldUnregister',
  'Radix UI': 'data-radix-',
};

const root = fileURLToPath(new URL('../../..', import.meta.url));
const storefrontDir = path.join(root, 'apps/web/build/client');
const adminDir = path.join(root, 'apps/admin/build');

/** Every script and stylesheet a build holds (the precompressed twins have the same contents). */
function builtFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    throw new Error(`No build at ${path.relative(root, dir)}: run \`npm run build\` first (\`npm test\` does it).`);
  }
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(js|css|html)$/.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
}

const filesWith = (files: string[], marker: string) =>
  files.filter((file) => fs.readFileSync(file, 'utf8').includes(marker)).map((file) => path.relative(root, file));

describe('the back office stays out of the storefront (issue 29)', () => {
  const storefront = builtFiles(storefrontDir);
  const admin = builtFiles(adminDir);

  it.each(Object.entries(MARKERS))('finds %s in the back office build', (_name, marker) => {
    expect(filesWith(admin, marker).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(MARKERS))('ships no trace of %s to shoppers', (_name, marker) => {
    expect(filesWith(storefront, marker)).toEqual([]);
  });

  it("builds no module of apps/admin or of the back office's libraries into the storefront", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(storefrontDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { src?: string; file: string }
    >;
    const sources = Object.entries(manifest).flatMap(([key, chunk]) => [key, chunk.src ?? '', chunk.file]);
    const foreign = /(^|\/)(admin\/src|@tanstack|@radix-ui|react-hook-form|@hookform|uplot)\//;
    expect(sources.filter((source) => foreign.test(source))).toEqual([]);
  });
});
