import { parseArgs } from 'node:util';
import { loadConfig } from '@kordon/api/config/env.js';
import { openDatabase } from '@kordon/api/db/client.js';
import { migrateDatabase } from '@kordon/api/db/migrate.js';
import { seedDemoCatalogue } from './seed-demo.js';
import { seedLargeCatalogue } from './seed-large.js';

/** `npm run db:seed [-- --products N] [--media-dir DIR]`: demo shop, plus N generated products. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, 'media-dir': { type: 'string' } },
  });
  const extra = values.products === undefined ? 0 : Number(values.products);
  if (!Number.isInteger(extra) || extra < 0)
    throw new Error(`--products expects a whole number, got "${values.products}"`);

  const config = loadConfig();
  const log = (line: string) => console.log(`[seed] ${line}`);
  const mediaDir = values['media-dir'] ?? config.mediaDir;
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database.pool);
    let started = Date.now();
    const { seeded } = await seedDemoCatalogue(database.db, { mediaDir, log });
    log(
      seeded
        ? `demo catalogue ready in ${Date.now() - started} ms`
        : 'the database already has a store: demo catalogue left as it is',
    );
    if (extra > 0) {
      started = Date.now();
      await seedLargeCatalogue(database.db, extra, log);
      log(`${extra} extra products added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
