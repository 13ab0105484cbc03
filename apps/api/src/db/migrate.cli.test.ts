import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';

const root = path.resolve(import.meta.dirname, '../../../..');
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // Start from nothing, so the command has every migration to apply.
  await database.pool.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA drizzle CASCADE');
});
afterAll(() => database.close());

describe('npm run db:migrate', () => {
  it('applies every migration to DATABASE_URL', async () => {
    const result = spawnSync('npm', ['run', '--silent', 'db:migrate'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).not.toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND/);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\[migrate\] \d+ migrations applied/);
    const { rows } = await database.pool.query("SELECT to_regclass('public.products') AS products");
    expect(rows[0].products).toBe('products');
  });
});
