// Builds the storefront when the build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  return newest;
}

export function ensureStorefrontBuild() {
  const marker = path.join(root, 'apps/web/build/server/index.js');
  const sources = ['apps/web/app', 'apps/web/public', 'packages/contract/src'].map((d) => path.join(root, d));
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  if (built >= newestMtime(sources)) return;
  console.log(built ? 'Storefront sources changed: rebuilding…' : 'Building the storefront (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@kordon/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
