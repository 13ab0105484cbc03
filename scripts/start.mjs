#!/usr/bin/env node
// `npm start`: build what is not yet built, then run the shop in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const roleIndex = args.indexOf('--role');
if (roleIndex >= 0) process.env.ROLE = args[roleIndex + 1] ?? '';
const role = process.env.ROLE || 'all';

/** Newest modification time of any file under the given folders. */
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

if (role !== 'api') {
  const marker = path.join(root, 'apps/web/build/server/index.js');
  const sources = ['apps/web/app', 'apps/web/public', 'packages/contract/src'].map((d) => path.join(root, d));
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  if (built < newestMtime(sources)) {
    console.log(built ? 'Storefront sources changed: rebuilding…' : 'Building the storefront (first start)…');
    const result = spawnSync('npm', ['run', 'build', '-w', '@kordon/web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import('./shop.ts');
