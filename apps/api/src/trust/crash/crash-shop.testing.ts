import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { envSchema } from '../../config/env.js';
import { runningEmbeddedUrl } from '../../db/embedded-postgres.js';
import { freePort, stopChild, waitForUrl } from '../../testing/child-processes.js';
import { testMediaDir } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';

const repo = path.resolve(import.meta.dirname, '../../../../..');

export type CrashShop = {
  url: string;
  /** False when the test run names a server (DATABASE_URL): then the shop has no server of its own to kill. */
  embedded: boolean;
  /** Where the test reads the shop's data while it runs: its embedded server, or the throwaway database. */
  databaseUrl: () => Promise<string>;
  /** Runs `node scripts/start.mjs --role api` and waits until /health answers 200. */
  start: () => Promise<void>;
  /** SIGKILL of the shop's Node process; its embedded server is left running, orphaned. */
  killShop: () => Promise<void>;
  /** SIGKILL of the embedded postmaster; answers its pid. */
  killPostgres: () => Promise<number>;
  /** The pid in postmaster.pid if that process lives, else undefined. */
  livePostmaster: () => Promise<number | undefined>;
  /** Set when the shop's process ended without the test killing or stopping it. */
  diedByItself: () => Error | undefined;
  /** The shop's last lines of output, for a failure message. */
  output: () => string;
  close: () => Promise<void>;
};

/** The shop as a user runs it, in its own process on a DATA_DIR that survives restarts; order brakes lifted. */
export async function createCrashShop(): Promise<CrashShop> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-crash-'));
  // As root the embedded server runs as `postgres`, which must get through (mkdtemp makes 0700).
  await fs.chmod(dataDir, 0o755);
  const pgdata = path.join(dataDir, 'pg');
  const external: TestDatabase | undefined = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = shopEnv({ dataDir, port, databaseUrl: external?.url });
  const lines: string[] = [];
  let child: ChildProcess | undefined;
  let died: Error | undefined;
  const ending = new WeakSet<ChildProcess>();

  const postmasterPid = async () =>
    Number((await fs.readFile(path.join(pgdata, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]) ||
    undefined;
  const livePostmaster = async () => {
    const pid = await postmasterPid();
    return pid && (await isLive(pid)) ? pid : undefined;
  };

  const start = async () => {
    const started = spawn(process.execPath, ['scripts/start.mjs', '--role', 'api'], { cwd: repo, env });
    child = started;
    started.once('exit', (code, signal) => {
      if (started === child && !ending.has(started)) {
        died ??= new Error(`the shop ended by itself (${signal ?? `code ${code}`}):\n${lines.join('\n')}`);
      }
    });
    for (const stream of [started.stdout, started.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (lines.length > 200) lines.shift();
      });
    }
    await waitForUrl(`${url}/api/v1.2/health`, started, 120_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${lines.join('\n')}`);
    });
  };

  const killShop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    ending.add(running);
    running.kill('SIGKILL');
    await exited;
  };

  const killPostgres = async () => {
    const pid = await livePostmaster();
    if (!pid) throw new Error('no embedded PostgreSQL server runs to be killed');
    process.kill(pid, 'SIGKILL');
    return pid;
  };

  const close = async () => {
    if (child) ending.add(child);
    if (child) await stopChild(child);
    await stopOrphan(await livePostmaster());
    await external?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  return {
    url,
    embedded: !external,
    databaseUrl: async () => {
      const found = external?.url ?? (await runningEmbeddedUrl(pgdata));
      if (!found) throw new Error(`no running shop serves the database in ${pgdata}`);
      return found;
    },
    start,
    killShop,
    killPostgres,
    livePostmaster,
    diedByItself: () => died,
    output: () => lines.join('\n'),
    close,
  };
}

function shopEnv(options: { dataDir: string; port: number; databaseUrl?: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The shop's settings come from here only, not from the test run's environment.
  for (const key of Object.keys(envSchema.shape)) delete env[key];
  return Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    SITE_URL: `http://127.0.0.1:${options.port}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: options.dataDir,
    MEDIA_DIR: testMediaDir,
    SEED_DEMO: 'true',
    JWT_SECRET: 'crash-only-secret-crash-only-secret-000000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    CHECKOUT_CREATES_PER_SESSION: '1000000',
    CHECKOUT_CREATES_PER_CLIENT: '1000000',
    CHECKOUT_UNPAID_PER_SESSION: '0',
    CHECKOUT_UNPAID_PER_CLIENT: '0',
    // Every order comes from one loopback client; on a loaded machine its work budget ran out.
    CLIENT_WORK_MS_PER_SECOND: '0',
    TEST_CARD_ENABLED: 'true',
    TEST_CARD_SECRET: 'crash-only-test-card-secret-0000000000',
    ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
  });
}

async function isLive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return !/^\d+ \(.*\) Z/.test(stat);
}

/** The last shop killed may have left its server running; it is ours to stop. */
async function stopOrphan(pid: number | undefined) {
  if (!pid) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && (await isLive(pid)); i++) await new Promise((r) => setTimeout(r, 100));
}
