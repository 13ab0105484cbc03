import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema } from '@kordon/api/config/env.js';
import { freePort, runNode, spawnNode, stopChild, waitForUrl } from '@kordon/api/testing/child-processes.js';
import pg from 'pg';
import { BENCH_CACHE_BYPASS_TOKEN } from './load.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LARGE_PRODUCTS = 100_000;

export type BenchShop = {
  url: string;
  database: 'embedded PostgreSQL' | 'DATABASE_URL';
  /** The shop's process: its CPU time, with its embedded PostgreSQL's, is read from /proc. */
  pid: number;
  stop: () => Promise<void>;
};

/** The shop as `npm start` runs it, on loopback, over a database nobody used before (removed afterwards). */
export async function startBenchShop(options: { large: boolean }): Promise<BenchShop> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-bench-'));
  // mkdtemp makes it 0700; run as root, the embedded server runs as `postgres` and must get through.
  await fs.chmod(dataDir, 0o755);
  const external = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The shop's own settings come from here only, not from whatever the caller's shell exported.
  for (const key of Object.keys(envSchema.shape)) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    // Drawing the demo pictures takes a while; they do not change, so every run shares one folder.
    MEDIA_DIR: path.join(root, 'var/bench/media'),
    JWT_SECRET: 'bench-only-secret-bench-only-secret-0000',
    // One bench session places thousands of orders: the per-session and per-client brakes are lifted.
    CHECKOUT_CREATES_PER_SESSION: '1000000000',
    CHECKOUT_CREATES_PER_CLIENT: '1000000000',
    // Its one address stands for many shoppers: the per-client work budget is off (docs/security.md).
    CLIENT_WORK_MS_PER_SECOND: '0',
    // Its uncached targets miss the caches on purpose (bench/load.ts).
    CACHE_BYPASS_TOKEN: BENCH_CACHE_BYPASS_TOKEN,
    CHECKOUT_UNPAID_PER_SESSION: '0',
    CHECKOUT_UNPAID_PER_CLIENT: '0',
    // Production mode has no card gateway unless one is configured: the built-in one takes the bench's orders.
    TEST_CARD_ENABLED: 'true',
    TEST_CARD_SECRET: 'bench-only-test-card-secret-0000000000',
    ...(external && { DATABASE_URL: external.url }),
  });
  let child: ReturnType<typeof spawnNode> | undefined;
  const stop = async () => {
    if (child) await stopChild(child);
    await stopOrphanPostgres(path.join(dataDir, 'pg'));
    await external?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (options.large) {
      // The same path as `npm run db:seed -- --products 100000`; the shop then finds a seeded store.
      console.log(`seeding the demo catalogue plus ${LARGE_PRODUCTS} products…`);
      await runNode(path.join(root, 'data/src/seed.cli.ts'), ['--products', String(LARGE_PRODUCTS)], env, 'seed');
    }
    // BENCH_CPU_PROF=<dir>: the shop writes a V8 CPU profile there when it stops (docs/performance.md).
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    child = spawnNode(path.join(root, 'scripts/shop.ts'), [], env, 'shop', profile);
    const url = `http://127.0.0.1:${port}`;
    await waitForUrl(`${url}/api/v1.2/health`, child, 180_000);
    return { url, database: external ? 'DATABASE_URL' : 'embedded PostgreSQL', pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A new, empty database on the DATABASE_URL server (needs CREATEDB), dropped when the bench ends. */
async function createDatabase(url: string) {
  const name = `kordon_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return { url: fresh.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A shop killed with SIGKILL leaves its embedded server running; that server is ours to stop. */
async function stopOrphanPostgres(pgdata: string) {
  const pid = Number((await fs.readFile(path.join(pgdata, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres')) return; // the pid file outlived its server
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // already gone
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
}
