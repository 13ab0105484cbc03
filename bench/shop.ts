import path from 'node:path';
import { loadConfig } from '../apps/api/src/config/env.js';
import { startShop } from '../apps/api/src/server.js';
import { seedDemoCatalogue } from '../data/src/index.js';

/** A production-mode shop over its own embedded database in var/bench (seeded once, then reused). */
export async function startBenchShop() {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-bench-only-secret-0000',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? path.resolve('var/bench'),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  return startShop({
    config,
    seed: async (db, cfg) => {
      await seedDemoCatalogue(db, { mediaDir: cfg.mediaDir });
    },
  });
}
