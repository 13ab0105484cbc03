import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Db } from '../db/client.js';
import { withDatabase } from './global-setup.js';

export type TestDatabase = { db: Db; pool: pg.Pool; url: string; close: () => Promise<void> };

type TemplateSeeder = (db: Db) => Promise<void>;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Cloning fails while another clone of the same template is starting; wait and retry. */
async function cloneDatabase(client: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt > 50 || !String((error as Error).message).includes('being accessed by other users')) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
}

/**
 * A derived template (the base template plus what `seed` writes), built once per run
 * under an advisory lock so parallel test files share it.
 */
async function ensureDerivedTemplate(suffix: string, seed: TemplateSeeder): Promise<string> {
  const base = inject('pgTemplate');
  const name = `${base}_${suffix}`;
  await withAdmin(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await cloneDatabase(client, building, base);
      const { db, pool } = connect(withDatabase(inject('pgAdminUrl'), building), 4);
      try {
        await seed(db);
      } finally {
        await pool.end();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** A fresh, migrated, throwaway database; pass a seeder to start from a shared seeded copy. */
export async function createTestDatabase(
  options: { template?: { name: string; seed: TemplateSeeder } } = {},
): Promise<TestDatabase> {
  const template = options.template
    ? await ensureDerivedTemplate(options.template.name, options.template.seed)
    : inject('pgTemplate');
  const name = `${inject('pgTemplate')}_t${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => cloneDatabase(client, name, template));
  const url = withDatabase(inject('pgAdminUrl'), name);
  const { db, pool } = connect(url, 5);
  return {
    db,
    pool,
    url,
    close: async () => {
      await pool.end();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
