import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { TestApp } from '../testing/test-app.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

/** Runs `npm run shop -- <args>` against the test's database, as an operator would. */
export const runShopCli = (t: Pick<TestApp, 'url'>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/shop.cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: inject('testRunDir'), LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  });
