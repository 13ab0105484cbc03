import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import { adminAppIsBuilt, mountAdminApp } from './admin-app/admin-app.plugin.js';
import { buildApp } from './app.js';
import { type Config, loadConfig, preferProductionRenderer } from './config/env.js';
import { type Database, type Db, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { internalCallTokenOf } from './http/work-budget.js';
import { httpTransport, inProcessTransport } from './storefront/api-transport.js';
import { mountStorefront, storefrontIsBuilt } from './storefront/storefront.plugin.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webBuildDir = path.resolve(here, '../../web/build');
export const adminBuildDir = path.resolve(here, '../../admin/build');

export type StartOptions = {
  config?: Config;
  /** Fills an empty database (the demo catalogue); skipped when SEED_DEMO=false. */
  seed?: (db: Db, config: Config) => Promise<void>;
};

export type RunningShop = { app: FastifyInstance; database: Database; url: string; stop: () => Promise<void> };

/** The built storefront; its loaders call this process's API, or API_ORIGIN in a web-only process. */
export function builtStorefront(config: Config) {
  return mountStorefront({
    buildDir: webBuildDir,
    mode: config.isProduction ? 'production' : 'development',
    siteUrl: () => config.siteUrl,
    transport: (instance) =>
      config.ROLE === 'web' && config.API_ORIGIN
        ? httpTransport(config.API_ORIGIN, internalCallTokenOf(config.jwtSecret))
        : inProcessTransport(instance, internalCallTokenOf(config.jwtSecret)),
    rendersInFlightMax: config.RENDERS_IN_FLIGHT_MAX,
  });
}

/** Opens (or starts) the database, migrates, seeds when empty, and listens. */
export async function startShop(options: StartOptions = {}): Promise<RunningShop> {
  const config = options.config ?? loadConfig();
  preferProductionRenderer();
  const version = JSON.parse(readFileSync(path.resolve(here, '../../web/package.json'), 'utf8')).version as string;
  const database = await openDatabase(
    config,
    (line) => {
      if (config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace') console.log(`[postgres] ${line}`);
    },
    (line) => {
      if (!['error', 'fatal', 'silent'].includes(config.LOG_LEVEL)) console.warn(`[database] ${line}`);
    },
  );
  try {
    await migrateDatabase(database.pool);
    if (config.SEED_DEMO && options.seed) await options.seed(database.db, config);
    if (config.ROLE !== 'api' && !storefrontIsBuilt(webBuildDir)) {
      throw new Error(`The storefront is not built (${webBuildDir}); run \`npm run build\` or use \`npm start\`.`);
    }
    if (config.ROLE !== 'api' && !adminAppIsBuilt(adminBuildDir)) {
      throw new Error(`The back office is not built (${adminBuildDir}); run \`npm run build\` or use \`npm start\`.`);
    }
    const app = await buildApp(
      { config, db: database.db, pool: database.pool, version },
      { adminApp: mountAdminApp({ buildDir: adminBuildDir }), storefront: builtStorefront(config) },
    );
    answerUnavailableWhileDatabaseRestarts(app, database);
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const { port } = app.server.address() as AddressInfo;
    // With PORT=0 the real port is known only now; links must name it unless SITE_URL says otherwise.
    if (!config.SITE_URL) config.siteUrl = `http://${config.HOST}:${port}`;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        // Page renders finish first: they need the API, which refuses work once closing.
        await app.drainStorefront?.(10_000);
        // close() waits for requests in flight; connections that go idle afterwards (keep-alive)
        // would hold it open until their timeout, so they are closed as they become idle.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
        try {
          await app.close();
          // A handler whose client hung up is past close() but may still need the database.
          await app.handlersInFlight.settled(10_000);
        } finally {
          clearInterval(sweep);
          await database.close();
        }
      })());
    return { app, database, url: address, stop };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * While the embedded server is being restarted every request would fail on the pool: answer 503
 * with Retry-After at once instead. Health answers for itself (503, degraded), as its contract says.
 */
export function answerUnavailableWhileDatabaseRestarts(app: FastifyInstance, database: Pick<Database, 'available'>) {
  const health = `${API_BASE}/health`;
  app.addHook('onRequest', (request, reply, done) => {
    if (database.available() || request.routeOptions.url === health) return done();
    reply.header('retry-after', '1');
    reply.status(503).send({ code: 'unavailable', message: 'The shop restarts its database; try again in a moment.' });
  });
}

/** Runs until SIGTERM/SIGINT, then shuts down gracefully. */
export async function runShop(options: StartOptions = {}) {
  const shop = await startShop(options);
  shop.app.log.info(
    `Kordon is open at ${shop.url} (database: ${shop.database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shop.app.log.info(`${signal} received, finishing requests in flight`);
      // Whatever still hangs after 20 s is cut off, but the database is still shut down cleanly.
      const force = setTimeout(() => {
        shop.database.close().finally(() => process.exit(1));
      }, 20_000);
      force.unref();
      shop.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
  return shop;
}
