import { describe } from 'vitest';
import { describeFuzzSuite } from './fuzz/fuzz-suite.js';
import { sized, stressBounded } from './stress-size.js';

// The full hostile-input fuzzer (docs/security.md): 20,000 generated requests (10,000 in CI) with a
// new seed each run; the seed is printed, and a failure names the shrunk request, so a run can be replayed.
const requests = sized(20_000, 10_000);

describe('hostile input fuzzer', () => {
  describeFuzzSuite({
    // Pages cost far more than an API call, so they get a small share of the run.
    requests: {
      api: Math.round(requests * 0.8),
      pages: Math.round(requests * 0.15),
      wire: Math.round(requests * 0.05),
    },
    // A new seed each full run finds new things; CI (bounded) keeps one, so a submission's CI does
    // not fail on a defect it did not bring.
    seed: Number(process.env.FUZZ_SEED) || (stressBounded ? 429560394 : Math.floor(Math.random() * 2 ** 31)),
    pool: { visitors: 12, customers: 4 },
    timeoutMs: 600_000,
  });
});
