import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashOutcome, expectedLedger, runCrashScenario } from './crash/crash-scenario.testing.js';
import type { CrashShop } from './crash/crash-shop.testing.js';

// The light part of crash-recovery.stress.ts: one SIGKILL of the shop's embedded database, which the
// running shop must bring back by itself (the stress run also kills the shop, and both at once).
let shop: CrashShop | undefined;
let outcome: CrashOutcome;

beforeAll(async () => {
  if (process.env.DATABASE_URL) return; // no embedded server to kill
  outcome = await runCrashScenario({ kills: 0, postgresKills: 1, perStretch: 10, shoppers: 2 }, (started) => {
    shop = started;
  });
});
afterAll(() => shop?.close());

describe.skipIf(process.env.DATABASE_URL)('orders placed while the embedded database is SIGKILLed', () => {
  it('answers every order: the shop lives on and restarts its database itself', () => {
    expect(outcome.counts).toMatchObject({ postgresKills: 1, postgresRestartsByShop: 1, shopKills: 0 });
    expect(outcome.shop.diedByItself()).toBeUndefined();
    expect(outcome.tally.refused).toEqual([]);
  });

  it('loses no acknowledged order, duplicates none and keeps the stock ledger', () => {
    expect(outcome.audit).toEqual({
      lost: [],
      duplicated: [],
      unacknowledged: 0,
      wrongLines: [],
      ledger: expectedLedger(outcome),
    });
  });
});
