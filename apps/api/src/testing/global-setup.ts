import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/client.js';
import { type RunningPostgres, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migrateDatabase } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    testRunDir: string;
  }
}

/**
 * One PostgreSQL server per test run: the embedded one in a temporary folder, or the
 * server named by DATABASE_URL. A migrated template database is cloned by every test file.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const runDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-test-'));
  // As root the server runs as the postgres user, which must be able to enter the folder.
  await fs.chmod(runDir, 0o755);
  let server: RunningPostgres | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    server = await startEmbeddedPostgres({ dataDir: path.join(runDir, 'pg') });
    adminUrl = server.url('postgres');
  }
  const template = `kordon_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const { pool } = connect(withDatabase(adminUrl, template), 2);
  await migrateDatabase(pool);
  await pool.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('testRunDir', runDir);

  return async () => {
    // Templates derived during the run (e.g. the demo catalogue) share the prefix.
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${template}%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await server?.stop();
    await fs.rm(runDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
