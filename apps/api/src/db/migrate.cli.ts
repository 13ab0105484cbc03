import { loadConfig } from '../config/env.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded server. */
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    const started = Date.now();
    await migrateDatabase(database.pool);
    const { rows } = await database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    console.log(`[migrate] ${rows[0]?.count ?? 0} migrations applied, up to date in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
