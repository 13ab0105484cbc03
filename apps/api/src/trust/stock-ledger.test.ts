import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ledgerArbitrary, newLedgerStats, runLedger } from './stock-ledger.js';
import { reportFigure } from './stress-size.js';

// The light half of the stock ledger (stock-ledger.ts); stock-ledger.stress.ts runs it longer.
const SUITE = 'stock ledger';
const RUNS = 12;

let t: TestApp;
const stats = newLedgerStats();
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  reportFigure(SUITE, 'runs / orders created / refused', `${stats.runs} / ${stats.created} / ${stats.refused}`);
  reportFigure(SUITE, 'paid / cancelled / expired', `${stats.paid} / ${stats.cancelled} / ${stats.expired}`);
  await t.close();
});

describe('stock and coupon uses after creates, payments, cancels and expiries', () => {
  it(`initial stock = on hand + held by unpaid orders + sold, in ${RUNS} random runs`, async () => {
    const seed = Number(process.env.FUZZ_SEED) || undefined;
    await fc.assert(
      fc.asyncProperty(ledgerArbitrary, (batches) => runLedger(t, batches, stats)),
      { numRuns: RUNS, seed, endOnFailure: true },
    );
  }, 120_000);
});
