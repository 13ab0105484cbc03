import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ledgerArbitrary, newLedgerStats, runLedger } from './stock-ledger.js';
import { reportFigure } from './stress-size.js';

/** The stock ledger property as one suite; the light and the heavy half differ only in size. */
export function describeStockLedger(suite: string, options: { runs: number; seed?: number; timeoutMs: number }) {
  let t: TestApp;
  const stats = newLedgerStats();
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(async () => {
    reportFigure(suite, 'runs / orders created / refused', `${stats.runs} / ${stats.created} / ${stats.refused}`);
    reportFigure(suite, 'paid / cancelled / expired', `${stats.paid} / ${stats.cancelled} / ${stats.expired}`);
    await t.close();
  });

  describe('stock and coupon uses after creates, payments, cancels and expiries', () => {
    it(
      `initial stock = on hand + held by unpaid orders + sold, in ${options.runs} random runs`,
      async () => {
        const seed = Number(process.env.FUZZ_SEED) || options.seed;
        await fc.assert(
          fc.asyncProperty(ledgerArbitrary, (batches) => runLedger(t, batches, stats)),
          { numRuns: options.runs, seed, endOnFailure: true },
        );
      },
      options.timeoutMs,
    );
  });
}
