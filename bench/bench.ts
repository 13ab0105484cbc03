import fs from 'node:fs/promises';
import path from 'node:path';
import { measureLoad } from './load.js';
import { measurePageSpeed } from './page-speed.js';
import { startBenchShop } from './shop.js';

// Bounded: about 10 load runs × SECONDS plus a few Lighthouse runs; well under three minutes.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const only = process.argv
  .slice(2)
  .find((a) => a.startsWith('--only='))
  ?.slice(7);

const loadTargets: [string, string][] = [
  ['health (API, one query)', '/api/v1.2/health'],
  ['categories (API)', '/api/v1.2/categories'],
  ['context (API)', '/api/v1.2/context'],
  ['menu (API)', '/api/v1.2/menu'],
  ['home page (SSR)', '/'],
  ['information page (SSR)', '/information/delivery-types'],
];
const pages: [string, string][] = [
  ['home', '/'],
  ['information', '/information/return'],
];

const shop = await startBenchShop();
const base = shop.url;
console.log(`bench shop at ${base}`);
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, seconds: SECONDS };
try {
  if (!only || only === 'load') {
    const load = [];
    for (const [name, target] of loadTargets) {
      // A short warm-up so JIT and caches reflect a running shop, not a cold start.
      await measureLoad(base, name, target, 1, 8);
      load.push(await measureLoad(base, name, target, SECONDS));
    }
    console.table(load);
    results.load = load;
  }
  if (!only || only === 'pages') {
    const speed = [];
    for (const [name, target] of pages) {
      for (const formFactor of ['desktop', 'mobile'] as const)
        speed.push(await measurePageSpeed(base + target, name, formFactor));
    }
    console.table(speed);
    results.pageSpeed = speed;
  }
  const dir = path.resolve('bench/results');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${results.date as string}.json`.replace(/:/g, '-'));
  await fs.writeFile(file, JSON.stringify(results, null, 2));
  console.log(`results written to ${path.relative(process.cwd(), file)}`);
} finally {
  await shop.stop();
}
