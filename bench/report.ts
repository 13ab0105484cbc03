import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadFigures } from './load.js';
import type { PageSpeed } from './page-speed.js';

export type LoadRow = {
  name: string;
  request: string;
  /** measured; skipped because the shop answers 404 ("not yet built"); or failed, with the reason. */
  outcome: 'measured' | 'not yet built' | 'failed';
  note?: string;
  /** The shop's answer as captured for the baseline; firstMs is that first, cold request's time. */
  response?: {
    status: number;
    firstMs: number;
    bytes: number;
    contentType?: string;
    contentEncoding?: string;
    identical: boolean;
  };
  shop?: LoadFigures;
  baseline?: LoadFigures;
  /** shop req/s ÷ baseline req/s: the share of a bare server's throughput the shop keeps. */
  ratio?: number;
};

export type Machine = {
  cpuModel: string;
  cpus: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** 1-minute load average when the bench started: above 0 means other work shared the cores. */
  loadAverageAtStart: number;
};

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverageAtStart: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

export const machineLine = (m: Machine) =>
  `${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.os}, load average ${m.loadAverageAtStart} at start`;

const num = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US'));
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : `${num(n)} ms`);

const cpu = (n: number | undefined) => (n === undefined ? '–' : `${n.toFixed(2)} ms`);

export function loadTable(rows: LoadRow[]): string {
  const lines = [
    '| target | shop req/s | p50 | p99 | baseline req/s | ratio | shop CPU per request |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const target = `${row.name} \`${row.request}\``;
    if (row.outcome !== 'measured') {
      lines.push(`| ${target} | ${row.outcome}${row.note ? `: ${row.note}` : ''} | | | | | |`);
      continue;
    }
    const ratio = row.ratio === undefined ? '–' : row.ratio.toFixed(2);
    lines.push(
      `| ${target} | ${num(row.shop?.requestsPerSecond)} | ${ms(row.shop?.p50Ms)} | ${ms(row.shop?.p99Ms)} | ${num(row.baseline?.requestsPerSecond)} | ${ratio} | ${cpu(row.shop?.cpuMsPerRequest)} |`,
    );
  }
  return lines.join('\n');
}

/** What a reader of the table should not miss: uncompressed answers, errors, non-2xx, copies that differ. */
export function loadNotes(rows: LoadRow[]): string[] {
  const notes: string[] = [];
  for (const row of rows.filter((r) => r.outcome === 'measured')) {
    const r = row.response;
    if (r && !r.contentEncoding) notes.push(`${row.name}: ${num(r.bytes)} bytes, not compressed`);
    if (r && r.status >= 300) notes.push(`${row.name}: the shop answers ${r.status}`);
    if (r && !r.identical) notes.push(`${row.name}: the baseline's answer differs from the shop's`);
    for (const [who, f] of [
      ['shop', row.shop],
      ['baseline', row.baseline],
    ] as const) {
      if (f && (f.errors > 0 || f.non2xx > 0))
        notes.push(`${row.name} (${who}): ${f.errors} errors, ${f.non2xx} non-2xx`);
    }
  }
  return notes;
}

export function pageSpeedTable(rows: PageSpeed[]): string {
  const lines = [
    '| page | preset | performance | FCP | LCP | TBT | CLS | TTFB | every run: score/TBT |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const preset = r.preset === 'mobile' ? 'mobile (simulated throttling)' : 'desktop (unthrottled)';
    lines.push(
      `| ${r.page} \`${r.path}\` | ${preset} | ${r.performance} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls} | ${ms(r.ttfbMs)} | ${(r.runs ?? []).map((x) => `${x.performance}/${x.tbtMs}`).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

/** bench/results/ is git-ignored: results belong to a machine and a moment, the doc quotes them. */
export async function writeResults(results: unknown): Promise<string> {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}
