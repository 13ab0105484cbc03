#!/usr/bin/env node
// `npm test`: unit, API and browser tests. Browser tests need Debian's Chromium; without it
// the run stops with instructions instead of silently skipping them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureBuilds } from './ensure-build.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `Browser tests need Chromium at ${chromium}, and it is missing.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at an existing Chromium binary).',
  );
  process.exit(1);
}

ensureBuilds();
const args = process.argv.slice(2);
// The stress project is `npm run test:stress`'s; `npm test` runs the other two unless told otherwise.
const projects = args.some((a) => a.startsWith('--project')) ? [] : ['--project', 'unit+api*', '--project', 'browser'];
const result = spawnSync('npx', ['vitest', 'run', ...projects, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
