import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSoakCatalogue, type SoakCatalogue, stockByVariation } from './soak/soak-catalogue.testing.js';
import { ordersInDatabase, stockLedger, stockMismatches, waitUntilIdle } from './soak/soak-ledger.testing.js';
import { driveShoppers, type LoadRun, sampleMemory } from './soak/soak-load.testing.js';
import { megabytes, memoryOf, type SoakShop, startSoakShop } from './soak/soak-shop.testing.js';
import { CREATE, SoakTally } from './soak/soak-tally.testing.js';
import { reportFigure, sized } from './stress-size.js';

/**
 * Issue 12 item 8 (docs/security.md, "Load"): a real shop under 50 connections of new visitors for a
 * minute, browsing to an order; one variation sells out midway.
 */
const SUITE = 'soak';
const CONNECTIONS = 50;
const SECONDS = sized(60, 20);
/** The heap grows to its working size in the first half minute or so, then stays flat. */
const WARM_UP_SECONDS = sized(30, 10);
/** Few enough that it sells out in the warm-up or soon after, in both sizes. */
const SCARCE_STOCK = 20;
/** Growth of the shop's resident memory from the end of the warm-up to the end of the soak. */
const RSS_GROWTH_BOUND = 150 * 2 ** 20;

let shop: SoakShop;
let catalogue: SoakCatalogue;
let initialStock: Map<number, number>;
let ledger: Awaited<ReturnType<typeof stockLedger>>;
let written: Awaited<ReturnType<typeof ordersInDatabase>>;
let stillBusy: string[];
let answersAfterwards: number | string;
const tally = new SoakTally();
const runs: LoadRun[] = [];
const memory = { start: 0, end: 0, peak: 0, samples: [] as number[] };

beforeAll(async () => {
  shop = await startSoakShop();
  catalogue = await prepareSoakCatalogue(shop.database.pool, SCARCE_STOCK);
  initialStock = await stockByVariation(shop.database.pool);
  const settings = { connections: CONNECTIONS };
  // JIT, caches and pools fill during the warm-up; memory is compared from its end on.
  runs.push(await driveShoppers(shop.url, catalogue, tally, { ...settings, seconds: WARM_UP_SECONDS }));
  memory.start = memoryOf(shop.pid).rss;
  const sampler = sampleMemory(shop.pid);
  runs.push(await driveShoppers(shop.url, catalogue, tally, { ...settings, seconds: SECONDS }));
  const { last, peak, samples } = sampler.stop();
  Object.assign(memory, { end: last, peak, samples });
  stillBusy = await waitUntilIdle(shop.database.pool);
  answersAfterwards = await fetch(`${shop.url}/api/v1.2/products?limit=1`, {
    signal: AbortSignal.timeout(10_000),
  }).then(
    (response) => response.status,
    (error) => String(error),
  );
  ledger = await stockLedger(shop.database.pool);
  written = await ordersInDatabase(shop.database.pool);
  report();
});

afterAll(async () => {
  await shop?.stop();
});

function report() {
  const [warmUp, soak] = runs as [LoadRun, LoadRun];
  reportFigure(
    SUITE,
    'connections × seconds (after a warm-up)',
    `${CONNECTIONS} × ${soak.seconds} (+ ${warmUp.seconds})`,
  );
  reportFigure(SUITE, 'requests (warm-up + soak)', `${warmUp.requests + soak.requests}`);
  reportFigure(SUITE, 'requests per second in the soak', Math.round(soak.requests / soak.seconds));
  for (const line of tally.lines()) reportFigure(SUITE, 'answers', line);
  reportFigure(SUITE, 'connection errors / timeouts', `${sumOf('errors')} / ${sumOf('timeouts')}`);
  reportFigure(SUITE, 'orders answered 201 / written', `${tally.orders().size} / ${written.length}`);
  reportFigure(SUITE, 'orders still in flight when the load stopped', tally.inFlight().size);
  const { create409, create422, validate } = tally.soldOut;
  reportFigure(SUITE, 'sold out: create 409 / create 422 / validate', `${create409} / ${create422} / ${validate}`);
  reportFigure(
    SUITE,
    'shop RSS after warm-up / at the end / peak (MB)',
    `${megabytes(memory.start)} / ${megabytes(memory.end)} / ${megabytes(memory.peak)}`,
  );
  const everyTenSeconds = memory.samples.filter((_rss, i) => i % 10 === 0).map(megabytes);
  reportFigure(SUITE, 'shop RSS every 10 s of the soak (MB)', everyTenSeconds.join(', '));
  reportFigure(SUITE, 'lines logged at level error', shop.errorLines.length);
}

const sumOf = (key: 'errors' | 'timeouts') => runs.reduce((sum, run) => sum + run[key], 0);

describe(`soak: ${CONNECTIONS} connections of shoppers for ${SECONDS} s`, () => {
  it('answers every request: no connection error, no timeout, no 5xx', () => {
    expect(sumOf('errors')).toBe(0);
    expect(sumOf('timeouts')).toBe(0);
    expect(tally.countOf('5')).toBe(0);
    // Every kind of request of the visit was answered with success.
    for (const [kind, byStatus] of tally.statuses) {
      expect(byStatus.get(kind === CREATE ? 201 : 200) ?? 0, kind).toBeGreaterThan(0);
    }
    expect(tally.statuses.size).toBe(13);
  });

  it('refuses an order only because the scarce variation sold out', () => {
    expect(tally.unexpected).toEqual([]);
    expect(tally.unexpectedCount).toBe(0);
    const { create409, create422 } = tally.soldOut;
    expect(tally.countOf('4')).toBe(create409 + create422);
    expect(create409 + create422).toBeGreaterThan(0);
  });

  it(`keeps its memory: RSS grows by at most ${megabytes(RSS_GROWTH_BOUND)} MB after the warm-up`, () => {
    expect(memory.end - memory.start).toBeLessThanOrEqual(RSS_GROWTH_BOUND);
  });

  it('takes exactly the ordered units from stock, down to zero and no further', () => {
    expect(stockMismatches(initialStock, ledger)).toEqual([]);
    const scarce = ledger.find((row) => row.id === catalogue.scarce);
    expect(scarce).toMatchObject({ stock: 0, units: SCARCE_STOCK });
  });

  it('wrote exactly the orders it answered 201 for, each from a session of its own', () => {
    const inFlight = tally.inFlight();
    // Orders sent as the load stopped may or may not have been written; every other one is known.
    const answered = new Map(written.filter((o) => !inFlight.has(o.key)).map((o) => [o.key, o.number]));
    expect(answered).toEqual(tally.orders());
    expect(new Set(written.map((o) => o.session)).size).toBe(written.length);
    expect(written.filter((o) => o.lines === 0)).toEqual([]);
  });

  it('leaves no transaction open once the shoppers have gone, and still answers', () => {
    expect(stillBusy).toEqual([]);
    expect(answersAfterwards).toBe(200);
  });

  it('logs no error meanwhile', () => {
    expect(shop.errorLines).toEqual([]);
  });
});
