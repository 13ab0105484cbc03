import { describe } from 'vitest';
import { describeFuzzSuite } from './fuzz/fuzz-suite.js';

// The light run of the hostile-input fuzzer (docs/security.md): about 1,500 generated requests with
// a fixed seed, so `npm test` sends the same ones every time; fuzz.stress.ts sends 20,000 with a new seed.
describe('hostile input fuzzer, light', () => {
  describeFuzzSuite({
    requests: { api: 1_200, pages: 180, wire: 120 },
    seed: 20_260_612,
    pool: { visitors: 4, customers: 2 },
    // Each part takes a few seconds; the margin is for a loaded machine.
    timeoutMs: 60_000,
  });
});
