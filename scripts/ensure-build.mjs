// Builds the storefront when the build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(paths) {
  let newest = 0;
  const walk = (file) => {
    const stat = fs.statSync(file);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const name of fs.readdirSync(file)) walk(path.join(file, name));
  };
  for (const file of paths) if (fs.existsSync(file)) walk(file);
  return newest;
}

export function ensureStorefrontBuild() {
  const marker = path.join(root, 'apps/web/build/server/index.js');
  // The build's configuration counts too: its plugins change what the server build contains.
  const sources = [
    'apps/web/app',
    'apps/web/public',
    'packages/contract/src',
    'apps/web/vite.config.ts',
    'apps/web/react-router.config.ts',
  ].map((d) => path.join(root, d));
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  if (built >= newestMtime(sources)) return;
  console.log(built ? 'Storefront sources changed: rebuilding…' : 'Building the storefront (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@kordon/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
