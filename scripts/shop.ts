// Composition root: the API server plus the demo catalogue for an empty database.
import { ConfigError, loadConfig } from '../apps/api/src/config/env.js';
import { runShop } from '../apps/api/src/server.js';
import { seedDemoCatalogue } from '../data/src/index.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
  throw error;
}

try {
  await runShop({
    config,
    seed: async (db, cfg) => {
      const result = await seedDemoCatalogue(db, {
        mediaDir: cfg.mediaDir,
        log: (line) => console.log(line),
      });
      if (result.seeded) console.log('Demo catalogue loaded into the empty database.');
    },
  });
} catch (error) {
  console.error(`Kordon could not start: ${(error as Error).message}`);
  process.exit(1);
}
