import { parseArgs } from 'node:util';

export type BenchOptions = {
  /** Measured seconds per target and server; the warm-up comes on top. */
  seconds: number;
  connections: number;
  /** Seed the 100 000-product catalogue before the shop starts. */
  large: boolean;
  /** Run only the load half or only the Lighthouse half. */
  only?: 'load' | 'pages';
  /** The unthrottled desktop Lighthouse runs beside the published mobile ones. */
  desktop: boolean;
  /** Mobile Lighthouse runs per page; the table shows the median one, as Lighthouse's docs advise. */
  lighthouseRuns: number;
  /** Only the load targets whose name contains one of these comma-separated texts (a quicker run). */
  match?: string;
};

const USAGE = `npm run bench [-- options]
  --seconds N       measured seconds per target and server (default 10, env BENCH_SECONDS)
  --connections N   autocannon connections (default 50, env BENCH_CONNECTIONS)
  --large           seed 100 000 products first, about a minute more (env BENCH_LARGE=1)
  --only load|pages only autocannon or only Lighthouse
  --no-desktop      skip the unthrottled desktop Lighthouse runs (env BENCH_DESKTOP=0)
  --runs N          mobile Lighthouse runs per page, the median published (default 3, env BENCH_LIGHTHOUSE_RUNS)
  --match A,B       only the load targets whose name contains A or B, e.g. --match cart,checkout
Set DATABASE_URL to bench against a fresh database on that server instead of the embedded one.`;

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} expects a positive whole number, got "${raw}"`);
  return value;
}

const truthy = (raw: string | undefined) => raw !== undefined && /^(1|true|yes)$/i.test(raw);

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string' },
      connections: { type: 'string' },
      large: { type: 'boolean' },
      only: { type: 'string' },
      'no-desktop': { type: 'boolean' },
      match: { type: 'string' },
      runs: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.only !== undefined && values.only !== 'load' && values.only !== 'pages')
    throw new Error(`--only expects load or pages, got "${values.only}"`);
  return {
    seconds: positiveInt(values.seconds ?? env.BENCH_SECONDS, 10, '--seconds'),
    connections: positiveInt(values.connections ?? env.BENCH_CONNECTIONS, 50, '--connections'),
    large: values.large ?? truthy(env.BENCH_LARGE),
    only: values.only,
    desktop: !(values['no-desktop'] ?? env.BENCH_DESKTOP === '0'),
    lighthouseRuns: positiveInt(values.runs ?? env.BENCH_LIGHTHOUSE_RUNS, 3, '--runs'),
    match: values.match,
  };
}
