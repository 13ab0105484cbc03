import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const serverBuild = fileURLToPath(new URL('../../build/server/index.js', import.meta.url));

// A process of its own, so the test runner's async bookkeeping does not count; with promise hooks
// off, code after an `await` has execution id 0. The API is down: any page uses the same renderer.
const child = `
import { executionAsyncId } from 'node:async_hooks';
import { createRequestHandler } from 'react-router';
const build = await import(process.argv[1]);
const handle = createRequestHandler(build, 'production');
const api = async () => Response.json({ code: 'unavailable', message: 'down' }, { status: 503 });
const hooksOn = async () => { await null; return executionAsyncId() !== 0; };
const before = await hooksOn();
const response = await handle(new Request('http://shop.test/category/tactical-equipment'), { api });
const html = await response.text();
console.log(JSON.stringify({ before, after: await hooksOn(), html: html.slice(0, 15) }));
`;

describe('server rendering', () => {
  // vite/renderer-without-request-storage.ts; decision 0014 has what the hooks cost.
  it('leaves Node’s promise hooks off, so a rendered page does not slow every later request', async () => {
    expect(fs.existsSync(serverBuild), 'npm run build first (npm test does it)').toBe(true);
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', child, serverBuild], {
      env: { ...process.env, NODE_ENV: 'production' },
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
    expect(result.html).toBe('<!DOCTYPE html>');
    expect(result.before).toBe(false);
    expect(result.after).toBe(false);
  });
});
