// `npm run bench`: the shop and a bare-Fastify copy of its answers under the same load, then Lighthouse.
import { type Baseline, type BenchRequest, capture, sameAnswer, startBaseline } from './baseline.js';
import type { Captured } from './baseline-server.js';
import { cpuMsOfTree } from './cpu-time.js';
import { measurePair } from './load.js';
import { parseOptions } from './options.js';
import { measurePageSpeed, medianRun, type PageSpeed } from './page-speed.js';
import {
  describeMachine,
  type LoadRow,
  loadNotes,
  loadTable,
  machineLine,
  pageSpeedTable,
  writeResults,
} from './report.js';
import { startBenchShop } from './shop.js';
import { discover, requestOf, type Target, targets } from './targets.js';
import { warmUpPages } from './warm-up.js';

const options = parseOptions(process.argv.slice(2));
const started = Date.now();
// The shop gets a longer warm-up: JIT, its caches and the database pool; a bare server needs little.
const WARM_UP = { shop: 2, baseline: 1 };
const machine = describeMachine();
const results = {
  date: new Date().toISOString(),
  machine,
  options,
  database: '',
  load: [] as LoadRow[],
  notes: [] as string[],
  pageSpeed: [] as PageSpeed[],
  elapsedSeconds: 0,
  complete: false,
};
const elapsed = () => Math.round((Date.now() - started) / 1000);
console.log(`Machine: ${machineLine(machine)}`);

type Plan = { target: Target; request: BenchRequest; captured: Captured; row: LoadRow; firstMs: number };

const shop = await startBenchShop({ large: options.large });
results.database = shop.database;
let baseline: Baseline | undefined;
const cleanup = async () => {
  await baseline?.stop();
  await shop.stop();
};
// Nothing may outlive the bench: children stopped on Ctrl-C and when the watchdog fires.
const abort = async (why: string) => {
  console.error(`bench aborted: ${why}`);
  results.elapsedSeconds = elapsed();
  await writeResults(results).catch(() => {});
  await cleanup().finally(() => process.exit(1));
};
process.once('SIGINT', () => void abort('interrupted'));
// A hang guard, not the budget (about 5 min by default): a slow start, every target in the table
// measured (built or not), Lighthouse runs with retries.
const perTarget = 2 * options.seconds + WARM_UP.shop + WARM_UP.baseline;
const limitSeconds = 180 + (options.large ? 60 : 0) + targets.length * perTarget + 300;
setTimeout(() => void abort(`over ${limitSeconds} s`), limitSeconds * 1000).unref();

try {
  console.log(`shop at ${shop.url} (${shop.database}), ready after ${elapsed()} s`);
  const discovered = await discover(shop.url, options.connections);
  // One request per target: 404 means not yet built; the rest are the answers the baseline serves.
  const plans: Plan[] = [];
  for (const target of targets.filter(
    (t) => !options.match || options.match.split(',').some((part) => t.name.includes(part)),
  )) {
    const request = requestOf(target, discovered);
    const row: LoadRow = { name: target.name, request: `${request.method} ${request.path}`, outcome: 'measured' };
    results.load.push(row);
    try {
      const first = performance.now();
      const captured = await capture(shop.url, request);
      if (captured.status === 404) row.outcome = 'not yet built';
      else plans.push({ target, request, captured, row, firstMs: Math.round(performance.now() - first) });
    } catch (error) {
      Object.assign(row, { outcome: 'failed', note: (error as Error).message });
    }
  }
  baseline = await startBaseline(plans.map((p) => p.captured));
  for (const { request, captured, row, firstMs } of plans) {
    const header = (name: string) => captured.headers.find(([n]) => n.toLowerCase() === name)?.[1];
    row.response = {
      status: captured.status,
      firstMs,
      bytes: Buffer.byteLength(captured.body, 'base64'),
      contentType: header('content-type'),
      contentEncoding: header('content-encoding'),
      identical: await sameAnswer(baseline.url, request, captured),
    };
  }

  if (options.only !== 'pages') {
    const settings = { seconds: options.seconds, connections: options.connections, warmUp: WARM_UP };
    for (const { target, request, row } of plans) {
      console.log(`load: ${row.name} (${row.request})`);
      const pair = await measurePair(
        shop.url,
        baseline.url,
        request,
        { ...settings, connections: target.connections ?? settings.connections },
        {
          idempotencyKey: target.freshIdempotencyKey,
          bypassCache: target.bypassCache,
          tokens: target.manyShoppers ? discovered.shopperTokens : undefined,
        },
        () => cpuMsOfTree(shop.pid),
      );
      const ratio = pair.shop.requestsPerSecond / Math.max(pair.baseline.requestsPerSecond, 1);
      Object.assign(row, pair, { ratio: Math.round(ratio * 100) / 100 });
    }
    results.notes = loadNotes(results.load);
  }
  await baseline.stop();

  if (options.only !== 'load') {
    const pages = plans.filter((p) => p.target.lighthouse && p.captured.status === 200);
    const warmed = await warmUpPages(
      shop.url,
      pages.map((p) => p.request.path),
    );
    console.log(`warm-up: ${warmed} pictures of the Lighthouse pages requested once`);
    for (const preset of options.desktop ? (['mobile', 'desktop'] as const) : (['mobile'] as const)) {
      const runs = preset === 'mobile' ? options.lighthouseRuns : 1;
      for (const { request, row } of pages) {
        const measured: PageSpeed[] = [];
        for (let run = 1; run <= runs; run++) {
          console.log(`lighthouse: ${row.name} (${preset}) ${run}/${runs}`);
          // Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP); a second attempt settles it.
          for (let attempt = 1; attempt <= 2; attempt++) {
            try {
              measured.push(await measurePageSpeed(shop.url + request.path, row.name, preset));
              break;
            } catch (error) {
              const note = `lighthouse ${row.name} (${preset}), attempt ${attempt}: ${(error as Error).message}`;
              console.log(note);
              if (attempt === 2) results.notes.push(note);
            }
          }
        }
        const median = medianRun(measured);
        if (median) results.pageSpeed.push(median);
      }
    }
  }
  results.complete = true;
} finally {
  results.elapsedSeconds = elapsed();
  await cleanup();
  // A failed run still leaves what it measured, marked "complete": false.
  if (!results.complete) await writeResults(results);
}

const header = `${results.date.slice(0, 10)}, ${machineLine(machine)}; ${shop.database}, ${options.seconds} s per run, ${options.connections} connections${options.large ? ', 100 000 products' : ''}`;
console.log(`\n## Bench: ${header}\n`);
if (options.only !== 'pages') console.log(`### Load\n\n${loadTable(results.load)}\n`);
for (const note of results.notes) console.log(`- ${note}`);
if (options.only !== 'load') console.log(`\n### Lighthouse\n\n${pageSpeedTable(results.pageSpeed)}`);
console.log(`\n${await writeResults(results)} written; the bench took ${results.elapsedSeconds} s`);
