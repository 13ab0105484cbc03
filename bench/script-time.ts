// `npx tsx bench/script-time.ts <path> <origin> [<origin> …] [--loads N]`: main-thread work per load of
// builds served side by side, loads alternating so a busy minute weighs on both (docs/performance.md).
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/fixtures/browser.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { loads: { type: 'string' } } });
const [path, ...origins] = positionals;
if (!path?.startsWith('/') || origins.length === 0) {
  console.error(
    'usage: npx tsx bench/script-time.ts /category/tactical-equipment http://127.0.0.1:3000 [more origins] [--loads 8]',
  );
  process.exit(2);
}
const loads = Number(values.loads ?? 8);

type Sample = { script: number; task: number; layout: number; blocking: number };

/** Lighthouse's phone slows the CPU four times; a task blocks for what it takes beyond 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number };

function blockingAt4x(events: TraceEvent[]): number {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return Number.NaN;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== paint.pid || event.tid !== paint.tid) continue;
    if (event.ts < paint.ts) continue;
    blocking += Math.max(0, (SLOWDOWN * (event.dur ?? 0)) / 1000 - BLOCKING_AFTER_MS);
  }
  return blocking;
}
const samples = new Map<string, Sample[]>(origins.map((origin) => [origin, []]));
const browser = await launchBrowser();
try {
  for (let load = 0; load < loads; load++) {
    for (const origin of origins) {
      // Lighthouse's phone: a fresh context, so nothing is cached between loads.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
      });
      await page.goto(origin + path, { waitUntil: 'load' });
      await page.waitForFunction(() => '__reactRouterRouteModules' in window);
      // Hydration, the lazy sections and the idle prefetches: what Lighthouse counts before TTI.
      await page.waitForTimeout(3500);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
      samples.get(origin)?.push({
        script: seconds('ScriptDuration') * 1000,
        task: seconds('TaskDuration') * 1000,
        layout: (seconds('LayoutDuration') + seconds('RecalcStyleDuration')) * 1000,
        blocking: blockingAt4x(trace.traceEvents),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
}

const median = (all: number[]) => {
  const list = all.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return list[Math.floor(list.length / 2)] ?? Number.NaN;
};
console.log(`| origin | script (median) | all tasks | style and layout | blocking at 4x | every load's script |`);
console.log('|---|---:|---:|---:|---:|---|');
for (const [origin, list] of samples) {
  const ms = (key: keyof Sample) => `${Math.round(median(list.map((sample) => sample[key])))} ms`;
  const each = list.map((sample) => Math.round(sample.script)).join(', ');
  console.log(`| ${origin} | ${ms('script')} | ${ms('task')} | ${ms('layout')} | ${ms('blocking')} | ${each} |`);
}
