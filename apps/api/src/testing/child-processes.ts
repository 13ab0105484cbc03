// Child processes of the bench and of the trust suite's soak and crash tests: a shop, a baseline,
// the large seed, each in a Node process of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';

/** A loopback port nobody listens on right now (the child binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `node --import tsx <script>`: the shop and the baseline run as the same kind of process, each
 * apart from the load generator, so neither competes with autocannon for its event loop.
 */
export function spawnNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  label: string,
  nodeArgs: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline
      .createInterface({ input: stream })
      .on('line', (line) => console.log(line.startsWith(`[${label}]`) ? line : `[${label}] ${line}`));
  }
  return child;
}

/** Runs a script to completion (the large seed); rejects on a non-zero exit. */
export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv, label: string): Promise<void> {
  const child = spawnNode(script, args, env, label);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} exited with code ${code}`))));
  });
}

/** SIGTERM (the shop shuts down gracefully, its PostgreSQL with it), SIGKILL if it hangs. */
export function stopChild(child: ChildProcess, graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls until the URL answers 2xx; fails early when the child dies first. */
export async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process serving ${url} exited with code ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
