import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { envSchema } from '../../config/env.js';
import { freePort, spawnNode, stopChild, waitForUrl } from '../../testing/child-processes.js';
import { demoCatalogue, testMediaDir } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';

const repo = path.resolve(import.meta.dirname, '../../../../..');

export type SoakShop = {
  url: string;
  /** The shop's own process: its memory is read from /proc, apart from the load generator's. */
  pid: number;
  database: TestDatabase;
  /** Lines the shop logged at level error or fatal (pino: 50, 60). */
  errorLines: string[];
  stop: () => Promise<void>;
};

/**
 * The shop as `npm start` runs it, in its own process; behind one trusted proxy, so each shopper has its
 * own address for the session brake; order brakes lifted for thousands of orders a minute.
 */
export async function startSoakShop(): Promise<SoakShop> {
  const database = await createTestDatabase({ template: demoCatalogue });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-soak-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The shop's settings come from here only, not from the test run's environment.
  for (const key of Object.keys(envSchema.shape)) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    MEDIA_DIR: testMediaDir,
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    TRUST_PROXY: '1',
    JWT_SECRET: 'soak-only-secret-soak-only-secret-00000000',
    CHECKOUT_CREATES_PER_SESSION: '1000000',
    CHECKOUT_CREATES_PER_CLIENT: '1000000',
    CHECKOUT_UNPAID_PER_SESSION: '0',
    CHECKOUT_UNPAID_PER_CLIENT: '0',
    TEST_CARD_ENABLED: 'true',
    TEST_CARD_SECRET: 'soak-only-test-card-secret-000000000000',
  });
  const child = spawnNode(path.join(repo, 'scripts/shop.ts'), [], env, 'soak shop');
  const errorLines = collectErrorLines(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/api/v1.2/health`, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid as number, database, errorLines, stop };
}

function collectErrorLines(child: ChildProcess): string[] {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (/"level":(50|60)\b/.test(line)) lines.push(line);
    });
  }
  return lines;
}

/** Resident and peak resident memory of a process, in bytes (VmRSS, VmHWM of /proc/<pid>/status). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

export const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
