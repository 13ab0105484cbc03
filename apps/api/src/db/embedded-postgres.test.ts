import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('stops at once when the server already died from a signal', async () => {
    const pgdata = path.join(dir, 'e');
    const server = await startEmbeddedPostgres({ dataDir: pgdata });
    process.kill(await postmasterPid(pgdata), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    await server.stop();
  });
});
