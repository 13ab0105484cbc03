import { afterAll, beforeAll, describe, it } from 'vitest';
import { insertStore } from '../features/auth/auth.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { Shop } from './accounts-attack.js';
import { planFor } from './accounts-model.js';
import { expectRulesHeld, reportGuessing, runGuessing } from './accounts-run.js';
import { sized } from './stress-size.js';

/** Issue 12 item 4: 10 000 guesses at sign-in codes through the real API (docs/security.md). */

// Short enough that CI runs the full figure too.
const GUESSES = sized(10_000, 10_000);

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp();
  shop = { t, storeId: await insertStore(t) };
});
afterAll(() => t.close());

describe(`${GUESSES.toLocaleString('en')} guesses at sign-in codes`, () => {
  it('none succeeds: each guess is refused by the rule the limits predict, and the right code works only where they allow', async () => {
    const plan = planFor(GUESSES);
    const started = performance.now();
    const run = await runGuessing(shop, plan);
    reportGuessing('accounts', run, plan, (performance.now() - started) / 1000);
    expectRulesHeld(run, plan);
  });
});
