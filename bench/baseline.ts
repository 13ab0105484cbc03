import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnNode, stopChild } from '@kordon/api/testing/child-processes.js';
import type { Captured } from './baseline-server.js';

export type BenchRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

/** Set per connection and message by whichever server answers; everything else is copied. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * One request with node:http, not fetch: fetch would decode a compressed body, and the baseline
 * must hold the exact bytes on the wire.
 */
export function capture(baseUrl: string, request: BenchRequest): Promise<Captured> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, method: request.method, path: request.path, headers, agent: false, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const [name, value] = [res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? ''];
            if (!HOP_BY_HOP.has(name.toLowerCase())) pairs.push([name, value]);
          }
          const body = Buffer.concat(chunks).toString('base64');
          resolve({ method: request.method, url: request.path, status: res.statusCode ?? 0, headers: pairs, body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${request.method} ${request.path} timed out`)));
    req.on('error', reject);
    req.end(request.body);
  });
}

/** True when the baseline answers the request with the same status, headers and body bytes. */
export async function sameAnswer(baselineUrl: string, request: BenchRequest, expected: Captured): Promise<boolean> {
  const got = await capture(baselineUrl, request);
  return got.status === expected.status && got.body === expected.body && sameHeaders(got, expected);
}

function sameHeaders(a: Captured, b: Captured): boolean {
  const norm = (c: Captured) =>
    c.headers
      .map(([n, v]) => `${n.toLowerCase()}: ${v}`)
      .sort()
      .join('\n');
  return norm(a) === norm(b);
}

export type Baseline = { url: string; stop: () => Promise<void> };

/** Starts bench/baseline-server.ts in its own Node process with the captured answers. */
export async function startBaseline(answers: Captured[]): Promise<Baseline> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline-server.ts');
  const child = spawnNode(script, [], { ...process.env, NODE_ENV: 'production' }, 'baseline');
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the baseline server did not start within 30 s')), 30_000);
    child.on('message', (message: { ready?: boolean; port?: number }) => {
      if (message.ready) return child.send(answers);
      clearTimeout(timer);
      resolve(message.port ?? 0);
    });
    child.once('exit', (code) => reject(new Error(`the baseline server exited with code ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child, 5_000) };
}
