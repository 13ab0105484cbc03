import { describeStockLedger } from './stock-ledger-suite.js';
import { sized, stressBounded } from './stress-size.js';

// stock-ledger.test.ts with many more runs: a lost race between a cancel, an expiry and a payment shows only now and then.
describeStockLedger('stock ledger stress', {
  runs: sized(200, 40),
  seed: stressBounded ? 270_127 : undefined,
  timeoutMs: 1_200_000,
});
