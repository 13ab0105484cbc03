import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The system user that runs PostgreSQL when the shop runs as root. */
export type Owner = { uid: number; gid: number };
export type Binaries = { initdb: string; postgres: string };

/**
 * Where the cluster and a copy of the binaries go when the postgres user cannot reach the shop's
 * folder (e.g. a clone in /root). Not os.tmpdir(): tmp may be wiped at boot, and the shop's data with it.
 */
export const RELOCATION_ROOT = '/var/lib/kordon';

const WHAT_TO_DO =
  'Move the shop out of a folder only root may enter, set DATA_DIR to a folder the postgres user can reach, ' +
  'or set DATABASE_URL to an external PostgreSQL server.';

/** Unix socket paths are limited to ~107 bytes; fall back to a short directory in tmp. */
export async function prepareSocketDir(pgdata: string): Promise<string> {
  const preferred = `${pgdata}-socket`;
  const dir =
    preferred.length < 80
      ? preferred
      : path.join(os.tmpdir(), `kordon-pg-${createHash('sha1').update(pgdata).digest('hex').slice(0, 12)}`);
  await fs.mkdir(dir, { recursive: true });
  await fs.chmod(dir, 0o755);
  return dir;
}

/**
 * A cluster directory the owner can reach: `pgdata`, or one under RELOCATION_ROOT derived from it (so every
 * start finds the same cluster) with `pgdata` a symlink to it, so an operator finds it too.
 */
export async function ensureReachableDataDir(pgdata: string, owner: Owner, log: (line: string) => void) {
  // Created with the default mode: `mkdir -p` with 0700 would make DATA_DIR itself a root-only folder.
  await fs.mkdir(path.dirname(pgdata), { recursive: true });
  if (await canTraverse(path.dirname(pgdata), owner)) return pgdata;
  const target = path.join(RELOCATION_ROOT, `pg-${shortHash(pgdata)}`);
  await ensureRelocationRoot(owner, `the postgres user cannot reach ${pgdata}`);
  await linkToRelocated(pgdata, target);
  await fs.mkdir(target, { recursive: true, mode: 0o700 });
  log(`the postgres user cannot reach ${pgdata}; the cluster lives in ${target}, and ${pgdata} is a symlink to it`);
  return target;
}

/**
 * Binaries the owner can execute: they load their libraries relative to their own path, so binaries in a
 * clone under /root are copied out, once per installed build.
 */
export async function ensureReachableBinaries(binaries: Binaries, owner: Owner): Promise<Binaries> {
  const bin = path.dirname(binaries.postgres);
  if (await canTraverse(bin, owner)) return binaries;
  const native = await fs.realpath(path.dirname(bin));
  const { size, mtimeMs } = await fs.stat(binaries.postgres);
  const target = path.join(RELOCATION_ROOT, `pg-bin-${shortHash(`${native}\n${size}\n${mtimeMs}`)}`);
  if (!(await exists(target))) {
    await ensureRelocationRoot(owner, `the postgres user cannot run the PostgreSQL binaries in ${native}`);
    await copyReadableForAll(native, target);
  }
  const moved = (file: string) => path.join(target, path.basename(bin), path.basename(file));
  return { initdb: moved(binaries.initdb), postgres: moved(binaries.postgres) };
}

/**
 * Whether every directory on the way to `dir` lets the owner through, by uid and primary gid only:
 * Node drops supplementary groups when it spawns a child with another uid.
 */
export async function canTraverse(dir: string, owner: Owner): Promise<boolean> {
  const real = await fs.realpath(dir).catch(() => dir);
  const dirs = new Set([...selfAndAncestors(path.resolve(dir)), ...selfAndAncestors(real)]);
  for (const each of dirs) {
    const stats = await fs.stat(each).catch(() => undefined);
    if (stats && !grantsSearch(stats, owner)) return false;
  }
  return true;
}

function grantsSearch(stats: Stats, owner: Owner): boolean {
  if (stats.uid === owner.uid) return (stats.mode & 0o100) !== 0;
  if (stats.gid === owner.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

function selfAndAncestors(dir: string): string[] {
  const parent = path.dirname(dir);
  return parent === dir ? [dir] : [dir, ...selfAndAncestors(parent)];
}

async function ensureRelocationRoot(owner: Owner, reason: string) {
  try {
    await fs.mkdir(RELOCATION_ROOT, { recursive: true, mode: 0o755 });
  } catch (error) {
    throw new Error(`${reason}, and ${RELOCATION_ROOT} cannot be created (${(error as Error).message}). ${WHAT_TO_DO}`);
  }
  if (!(await canTraverse(RELOCATION_ROOT, owner))) {
    throw new Error(`${reason}, nor ${RELOCATION_ROOT}. ${WHAT_TO_DO}`);
  }
}

/** Leaves a symlink at `pgdata`; refuses to hide a cluster or files that are already there. */
async function linkToRelocated(pgdata: string, target: string) {
  const stats = await fs.lstat(pgdata).catch(() => undefined);
  if (stats?.isSymbolicLink() && (await fs.readlink(pgdata)) === target) return;
  if (stats?.isDirectory()) {
    const entries = await fs.readdir(pgdata);
    if (entries.includes('PG_VERSION')) {
      throw new Error(
        `The PostgreSQL cluster in ${pgdata} cannot be reached by the postgres user. Let it through every ` +
          `folder above (chmod o+x), or move the cluster to ${target} and leave a symlink at ${pgdata}.`,
      );
    }
    // An empty folder is what an earlier, failed start as root left behind.
    if (entries.length === 0) await fs.rmdir(pgdata);
  }
  try {
    await fs.symlink(target, pgdata);
  } catch (error) {
    throw new Error(
      `The postgres user cannot reach ${pgdata}, and it cannot be replaced by a link to ${target} ` +
        `(${(error as Error).message}). ${WHAT_TO_DO}`,
    );
  }
}

/** Copies into a temporary name first and renames, so a copy cut short is never mistaken for a full one. */
async function copyReadableForAll(source: string, target: string) {
  const partial = `${target}.partial-${process.pid}`;
  await fs.rm(partial, { recursive: true, force: true });
  // verbatimSymlinks keeps the libraries' relative links pointing inside the copy.
  await fs.cp(source, partial, { recursive: true, verbatimSymlinks: true });
  await grantReadToAll(partial);
  await fs.rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
    await fs.rm(partial, { recursive: true, force: true });
    // Another shop starting at the same moment finished its copy first; theirs is as good.
    if (!(await exists(target))) throw error;
  });
}

/** A root umask of 077 at install time would leave the copy unreadable for the postgres user. */
async function grantReadToAll(dir: string) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const { mode } = await fs.stat(file);
    const execute = entry.isDirectory() || mode & 0o100 ? 0o111 : 0;
    await fs.chmod(file, (mode & 0o7777) | 0o444 | execute);
    if (entry.isDirectory()) await grantReadToAll(file);
  }
  const { mode } = await fs.stat(dir);
  await fs.chmod(dir, (mode & 0o7777) | 0o555);
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
