import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { connect, keepRunning, openDatabase } from './client.js';
import type { RunningPostgres } from './embedded-postgres.js';

/** A server whose death the test decides. */
function fakeServer() {
  let listener: ((reason: string) => void) | undefined;
  const server = {
    url: () => 'postgresql://postgres@localhost/fake',
    stop: vi.fn(async () => {}),
    onUnexpectedExit: (l: (reason: string) => void) => {
      listener = l;
    },
    die: () => listener?.('killed by SIGKILL'),
  };
  return server satisfies RunningPostgres;
}

const nextTurn = () => new Promise((r) => setTimeout(r, 0));

describe('connect', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lets a client in use lose its connection without ending the process: its next query fails', async () => {
    const uncaught: Error[] = [];
    const monitor = (error: Error) => uncaught.push(error);
    process.on('uncaughtExceptionMonitor', monitor);
    const { pool } = connect(database.url, 2);
    // Checked out and between two queries, as inside a transaction.
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      let ended = false;
      client.once('end', () => {
        ended = true;
      });
      await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await vi.waitFor(() => expect(ended || uncaught.length > 0).toBe(true));
      expect(uncaught).toEqual([]);
      await expect(client.query('SELECT 1')).rejects.toThrow();
    } finally {
      process.off('uncaughtExceptionMonitor', monitor);
      client.release(true);
    }
    expect((await pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await pool.end();
  });
});

describe('keepRunning', () => {
  it('starts the server again when it dies, and is unavailable until it runs', async () => {
    const first = fakeServer();
    const second = fakeServer();
    let release!: () => void;
    const starts = [async () => first, () => new Promise<typeof second>((r) => (release = () => r(second)))];
    const notes: string[] = [];
    const supervised = await keepRunning(
      () => starts.shift()!(),
      (line) => notes.push(line),
    );
    expect(supervised.available()).toBe(true);

    first.die();
    expect(supervised.available()).toBe(false);
    release();
    await nextTurn();
    expect(supervised.available()).toBe(true);
    expect(supervised.current()).toBe(second);
    expect(notes).toEqual([
      'the embedded PostgreSQL server stopped unexpectedly (killed by SIGKILL); restarting it',
      'the embedded PostgreSQL server is running again',
    ]);
    await supervised.stop();
    expect(second.stop).toHaveBeenCalledOnce();
  });

  it('keeps trying while a restart fails', async () => {
    const first = fakeServer();
    const last = fakeServer();
    const busy = async (): Promise<typeof last> => {
      throw new Error('pre-existing shared memory block is still in use');
    };
    const starts = [async () => first, busy, busy, async () => last];
    const notes: string[] = [];
    const supervised = await keepRunning(
      () => starts.shift()!(),
      (line) => notes.push(line),
      () => 0,
    );
    first.die();
    await vi.waitFor(() => expect(supervised.available()).toBe(true));
    expect(supervised.current()).toBe(last);
    expect(notes.filter((n) => n.includes('failed'))).toEqual([
      'restarting the embedded PostgreSQL server failed (attempt 1): pre-existing shared memory block is still in use',
      'restarting the embedded PostgreSQL server failed (attempt 2): pre-existing shared memory block is still in use',
    ]);
    await supervised.stop();
  });

  it('stops, rather than keeps, a server that came up after stop() was asked', async () => {
    const first = fakeServer();
    const late = fakeServer();
    let release!: () => void;
    const starts = [async () => first, () => new Promise<typeof late>((r) => (release = () => r(late)))];
    const supervised = await keepRunning(
      () => starts.shift()!(),
      () => {},
    );
    first.die();
    const stopped = supervised.stop();
    release();
    await stopped;
    expect(late.stop).toHaveBeenCalledOnce();
    expect(supervised.available()).toBe(false);
  });
});

describe('openDatabase on the embedded server', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-client-'));
    await fs.chmod(dataDir, 0o755); // as root the server runs as `postgres`
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('restarts a server that was killed, and the pool reaches the same data again', async () => {
    const notes: string[] = [];
    let runningAgain!: () => void;
    const running = new Promise<void>((resolve) => (runningAgain = resolve));
    const database = await openDatabase(
      { DATABASE_URL: undefined, DATABASE_POOL_SIZE: 2, dataDir },
      undefined,
      (line) => {
        notes.push(line);
        if (line.includes('running again')) runningAgain();
      },
    );
    try {
      await database.pool.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      const killed = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
      process.kill(killed, 'SIGKILL');
      await running;
      expect(notes[0]).toBe('the embedded PostgreSQL server stopped unexpectedly (killed by SIGKILL); restarting it');
      expect(database.available()).toBe(true);
      expect((await database.pool.query('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
      expect(Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0])).not.toBe(killed);
    } finally {
      await database.close();
    }
  });
});
