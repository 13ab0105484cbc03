import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReachableBinaries, RELOCATION_ROOT } from './embedded-postgres.dirs.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-embedded-'));
  await fs.chmod(dir, 0o755);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = async (pgdata: string) =>
  Number((await fs.readFile(path.join(pgdata, 'postmaster.pid'), 'utf8')).split('\n')[0]);

describe('startEmbeddedPostgres', () => {
  it('initialises a cluster, keeps data across restarts and stops cleanly', async () => {
    const pgdata = path.join(dir, 'a');
    const first = await startEmbeddedPostgres({ dataDir: pgdata });
    await query(first.url(), 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    await first.stop();
    await expect(fs.access(path.join(pgdata, 'postmaster.pid'))).rejects.toThrow();

    const second = await startEmbeddedPostgres({ dataDir: pgdata });
    expect(await query(second.url(), 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    await second.stop();
  });

  it('takes over from a server left running by a process that was killed', async () => {
    const pgdata = path.join(dir, 'b');
    const orphan = await startEmbeddedPostgres({ dataDir: pgdata });
    const orphanPid = await postmasterPid(pgdata);
    // Starting again without stopping is what a restart after `kill -9` of Node looks like.
    const lines: string[] = [];
    const next = await startEmbeddedPostgres({ dataDir: pgdata, log: (l) => lines.push(l) });
    expect(lines.some((l) => l.includes('left running by a previous run'))).toBe(true);
    expect(await postmasterPid(pgdata)).not.toBe(orphanPid);
    expect(await query(next.url(), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await next.stop();
    await orphan.stop();
  });

  it('recovers from a crashed server and its stale postmaster.pid', async () => {
    const pgdata = path.join(dir, 'c');
    const crashed = await startEmbeddedPostgres({ dataDir: pgdata });
    await query(crashed.url(), 'CREATE TABLE t (n int); INSERT INTO t VALUES (1)');
    process.kill(await postmasterPid(pgdata), 'SIGKILL');
    await crashed.stop();
    // A pid that is certainly not a postgres process: ours.
    const pidFile = path.join(pgdata, 'postmaster.pid');
    const content = (await fs.readFile(pidFile, 'utf8').catch(() => `0\n${pgdata}\n`)).split('\n');
    content[0] = String(process.pid);
    await fs.writeFile(pidFile, content.join('\n'));

    const restarted = await startEmbeddedPostgres({ dataDir: pgdata });
    expect(await query(restarted.url(), 'SELECT n FROM t')).toEqual([{ n: 1 }]);
    await restarted.stop();
  });

  it('refuses to take over a server that another live shop process supervises', async () => {
    const pgdata = path.join(dir, 'd');
    const first = await startEmbeddedPostgres({ dataDir: pgdata });
    const otherShop = spawn('sleep', ['30']);
    await fs.writeFile(path.join(pgdata, 'kordon.owner'), String(otherShop.pid));
    try {
      await expect(startEmbeddedPostgres({ dataDir: pgdata })).rejects.toThrow(/in use by another running shop/);
      expect(await query(first.url(), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    } finally {
      otherShop.kill();
      await first.stop();
    }
  });

  it('leaves alone another PostgreSQL server whose pid a stale postmaster.pid names', async () => {
    // After a reboot the pid in the file may belong to anything, another cluster's server included.
    const other = await startEmbeddedPostgres({ dataDir: path.join(dir, 'other') });
    const otherPid = await postmasterPid(path.join(dir, 'other'));
    const pgdata = path.join(dir, 'f');
    const before = await startEmbeddedPostgres({ dataDir: pgdata });
    const pidFile = path.join(pgdata, 'postmaster.pid');
    const content = (await fs.readFile(pidFile, 'utf8')).split('\n');
    await before.stop();
    content[0] = String(otherPid);
    await fs.writeFile(pidFile, content.join('\n'));
    try {
      const lines: string[] = [];
      const restarted = await startEmbeddedPostgres({ dataDir: pgdata, log: (l) => lines.push(l) });
      expect(lines.some((l) => l.includes('stale postmaster.pid'))).toBe(true);
      expect(await query(other.url(), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
      expect(await postmasterPid(path.join(dir, 'other'))).toBe(otherPid);
      await restarted.stop();
    } finally {
      await other.stop();
    }
  });

  it('tells its supervisor when the server dies without being stopped', async () => {
    const pgdata = path.join(dir, 'g');
    const server = await startEmbeddedPostgres({ dataDir: pgdata });
    const died = new Promise<string>((resolve) => server.onUnexpectedExit(resolve));
    process.kill(await postmasterPid(pgdata), 'SIGKILL');
    expect(await died).toBe('killed by SIGKILL');
    // Asking after the fact still tells.
    expect(await new Promise<string>((resolve) => server.onUnexpectedExit(resolve))).toBe('killed by SIGKILL');
    await server.stop();
  });

  it('says nothing of a server that was stopped on purpose', async () => {
    const pgdata = path.join(dir, 'h');
    const server = await startEmbeddedPostgres({ dataDir: pgdata });
    const told: string[] = [];
    server.onUnexpectedExit((reason) => told.push(reason));
    await server.stop();
    server.onUnexpectedExit((reason) => told.push(reason));
    expect(told).toEqual([]);
  });

  it('stops at once when the server already died from a signal', async () => {
    const pgdata = path.join(dir, 'e');
    const server = await startEmbeddedPostgres({ dataDir: pgdata });
    process.kill(await postmasterPid(pgdata), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    await server.stop();
  });
});

describe.skipIf(process.getuid?.() !== 0)('startEmbeddedPostgres as root, inside a folder only root may enter', () => {
  const run = promisify(execFile);
  let locked: string;
  beforeAll(async () => {
    locked = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-root-only-'));
    await fs.chmod(locked, 0o700); // what /root looks like
  });
  afterAll(() => fs.rm(locked, { recursive: true, force: true }));

  it('keeps the cluster in a folder the postgres user owns, found again on the next start', async () => {
    const pgdata = path.join(locked, 'shop', 'var', 'pg');
    const lines: string[] = [];
    try {
      const first = await startEmbeddedPostgres({ dataDir: pgdata, log: (l) => lines.push(l) });
      const relocated = await fs.readlink(pgdata);
      await query(first.url(), 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
      expect(await query(first.url(), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
      await first.stop();

      expect(path.dirname(relocated)).toBe(RELOCATION_ROOT);
      expect((await fs.stat(relocated)).uid).toBe(Number((await run('id', ['-u', 'postgres'])).stdout.trim()));
      expect(lines.some((l) => l.includes(relocated))).toBe(true);
      const second = await startEmbeddedPostgres({ dataDir: pgdata });
      expect(await fs.readlink(pgdata)).toBe(relocated);
      expect(await query(second.url(), 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
      // The leftover-server takeover works on the relocated cluster as well.
      const third = await startEmbeddedPostgres({ dataDir: pgdata, log: (l) => lines.push(l) });
      expect(lines.some((l) => l.includes('left running by a previous run'))).toBe(true);
      expect(await query(third.url(), 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
      await third.stop();
      await second.stop();
    } finally {
      const relocated = await fs.readlink(pgdata).catch(() => undefined);
      if (relocated) await fs.rm(relocated, { recursive: true, force: true });
      if (relocated) await fs.rm(`${relocated}-socket`, { recursive: true, force: true });
    }
  });

  it('runs binaries installed in such a folder from a copy the postgres user can execute', async () => {
    const installed = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
    const clone = path.join(locked, 'shop', 'native');
    await fs.cp(path.dirname(path.dirname(installed.postgres)), clone, { recursive: true, verbatimSymlinks: true });
    const bin = path.join(clone, 'bin');
    const owner = {
      uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
      gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
    };
    const copy = await ensureReachableBinaries({ initdb: `${bin}/initdb`, postgres: `${bin}/postgres` }, owner);
    try {
      expect(path.dirname(path.dirname(path.dirname(copy.postgres)))).toBe(RELOCATION_ROOT);
      // Loads its libraries through the copied relative symlinks, as the user that runs the server.
      expect((await run(copy.postgres, ['--version'], owner)).stdout).toMatch(/PostgreSQL\) 18/);
      expect((await run(copy.initdb, ['--version'], owner)).stdout).toMatch(/PostgreSQL\) 18/);
      expect(await ensureReachableBinaries({ initdb: `${bin}/initdb`, postgres: `${bin}/postgres` }, owner)).toEqual(
        copy,
      );
    } finally {
      await fs.rm(path.dirname(path.dirname(copy.postgres)), { recursive: true, force: true });
    }
  });

  it('refuses to hide an existing cluster the postgres user cannot reach, and says what to do', async () => {
    const pgdata = path.join(locked, 'old', 'pg');
    await fs.mkdir(pgdata, { recursive: true });
    await fs.writeFile(path.join(pgdata, 'PG_VERSION'), '18\n');
    await expect(startEmbeddedPostgres({ dataDir: pgdata })).rejects.toThrow(/chmod o\+x.*or move the cluster to/);
    expect(await fs.readFile(path.join(pgdata, 'PG_VERSION'), 'utf8')).toBe('18\n');
  });
});
