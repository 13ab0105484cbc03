// Builds the storefront and the back office when a build is missing or older than its sources.
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

/** Runs a workspace's build unless `marker` is newer than every source; the build's configuration counts too. */
function ensureBuild({ label, workspace, marker, sources }) {
  const markerPath = path.join(root, marker);
  const built = fs.existsSync(markerPath) ? fs.statSync(markerPath).mtimeMs : 0;
  if (built >= newestMtime(sources.map((source) => path.join(root, source)))) return;
  console.log(built ? `${label} sources changed: rebuilding…` : `Building the ${label.toLowerCase()} (first start)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureStorefrontBuild() {
  ensureBuild({
    label: 'Storefront',
    workspace: '@kordon/web',
    marker: 'apps/web/build/server/index.js',
    // Its plugins change what the server build contains.
    sources: [
      'apps/web/app',
      'apps/web/public',
      'packages/contract/src',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
    ],
  });
}

export function ensureAdminBuild() {
  ensureBuild({
    label: 'Back office',
    workspace: '@kordon/admin',
    marker: 'apps/admin/build/index.html',
    sources: ['apps/admin/src', 'apps/admin/index.html', 'packages/contract/src', 'apps/admin/vite.config.ts'],
  });
}

/** Everything the shop server serves: the storefront and the back office. */
export function ensureBuilds() {
  ensureStorefrontBuild();
  ensureAdminBuild();
}
