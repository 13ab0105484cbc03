import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config/env.js';
import type { Db } from '../db/client.js';
import { builtStorefront } from '../server.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export type TestApp = TestDatabase & { app: FastifyInstance; config: Config };

/**
 * The demo pictures are deterministic, so test runs share one folder and draw them only once
 * per checkout instead of once per run.
 */
export const testMediaDir = path.resolve(import.meta.dirname, '../../../../var/test-media');

/** Seeds the demo catalogue (data/) into a template once per test run. */
export const demoCatalogue = {
  name: 'demo',
  seed: async (db: Db) => {
    const { seedDemoCatalogue } = await import('../../../../data/src/index.js');
    await seedDemoCatalogue(db, { mediaDir: testMediaDir });
  },
};

/**
 * An app on its own throwaway database; `demo` starts from the demo catalogue, `storefront` serves
 * the built pages too (`npm run build` first).
 */
export async function createTestApp(
  options: { demo?: boolean; storefront?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.demo ? { template: demoCatalogue } : {});
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: inject('testRunDir'),
    MEDIA_DIR: testMediaDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    // Every injected request comes from 127.0.0.1: a file's orders would share one client key's
    // unpaid-order cap. trust/unpaid-cap.test.ts turns it on.
    CHECKOUT_UNPAID_PER_CLIENT: '0',
    ...options.env,
  });
  const app = await buildApp(
    { config, db: database.db, pool: database.pool, version: 'test' },
    {
      logger: false,
      checkResponses: true,
      storefront: options.storefront ? builtStorefront(config) : undefined,
    },
  );
  await app.ready();
  return {
    ...database,
    app,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
