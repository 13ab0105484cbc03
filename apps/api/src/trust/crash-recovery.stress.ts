import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashOutcome, expectedLedger, runCrashScenario } from './crash/crash-scenario.testing.js';
import type { CrashShop } from './crash/crash-shop.testing.js';
import { reportFigure, sized } from './stress-size.js';

// Issue 12 item 2: no acknowledged order is lost when the shop or its embedded database dies.
const SUITE = 'crash recovery';
const KILLS = sized(5, 2);
const POSTGRES_KILLS = sized(3, 1);
const PER_STRETCH = sized(60, 20);

let shop: CrashShop | undefined;
let outcome: CrashOutcome;

beforeAll(async () => {
  outcome = await runCrashScenario(
    { kills: KILLS, postgresKills: POSTGRES_KILLS, perStretch: PER_STRETCH, shoppers: 4 },
    (started) => {
      shop = started;
    },
  );
  report();
});
afterAll(() => shop?.close());

function report() {
  const { tally, counts, audit } = outcome;
  const embedded = outcome.shop.embedded;
  reportFigure(SUITE, 'database', embedded ? 'embedded PostgreSQL of the shop' : 'DATABASE_URL (shop kills only)');
  reportFigure(SUITE, 'orders acknowledged', tally.acknowledged.size);
  reportFigure(SUITE, 'requests sent', tally.attempts);
  reportFigure(SUITE, 'retries with the same key', tally.retries);
  reportFigure(SUITE, 'retries after no answer', tally.networkErrors);
  const statuses = [...tally.serverErrors].map(([status, n]) => `${n} × ${status}`).join(', ');
  reportFigure(SUITE, 'retries after a 5xx', statuses || 'none');
  reportFigure(SUITE, 'shop SIGKILLs / restarts', `${counts.shopKills} / ${counts.shopRestarts}`);
  reportFigure(SUITE, 'embedded servers left running by a killed shop', counts.orphansLeft);
  reportFigure(SUITE, 'embedded PostgreSQL SIGKILLs', counts.postgresKills);
  reportFigure(SUITE, 'embedded PostgreSQL restarted by the running shop', counts.postgresRestartsByShop);
  for (const row of audit.ledger) {
    const figure = `initial ${row.initial} = remaining ${row.remaining} + ordered ${row.ordered}`;
    reportFigure(SUITE, `ledger of variation ${row.variationId}`, figure);
  }
}

describe('orders placed while the shop and its database are SIGKILLed', () => {
  it('went through every crash of the plan, the running shop restarting its killed database itself', () => {
    const embedded = outcome.shop.embedded;
    expect(outcome.counts.shopKills).toBe(KILLS);
    expect(outcome.counts.shopRestarts).toBe(KILLS);
    expect(outcome.counts.postgresKills).toBe(embedded ? POSTGRES_KILLS + Math.floor(KILLS / 2) : 0);
    expect(outcome.counts.postgresRestartsByShop).toBe(embedded ? POSTGRES_KILLS : 0);
  });

  it('got an answer for every order, and no order was refused', () => {
    expect(outcome.tally.refused).toEqual([]);
    expect(outcome.tally.acknowledged.size).toBeGreaterThanOrEqual(PER_STRETCH * (outcome.plan.length + 1));
  });

  it('finds every acknowledged order in the database, with the lines that were sent', () => {
    expect(outcome.audit.lost).toEqual([]);
    expect(outcome.audit.wrongLines).toEqual([]);
  });

  it('wrote one order per key: no retry made a second one, and none exists that was not acknowledged', () => {
    expect(outcome.audit.duplicated).toEqual([]);
    expect(outcome.audit.unacknowledged).toBe(0);
  });

  it('keeps the stock ledger: initial = remaining + ordered, and ordered is what was acknowledged', () => {
    expect(outcome.audit.ledger).toEqual(expectedLedger(outcome));
  });
});
