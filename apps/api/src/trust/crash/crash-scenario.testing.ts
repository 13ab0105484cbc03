import { type Crash, type CrashCounts, planCrashes, runThroughCrashes } from './crash-run.testing.js';
import { type CrashShop, createCrashShop } from './crash-shop.testing.js';
import { type Audit, auditOrders, stockTwoVariations, withDatabase } from './order-audit.testing.js';
import type { OrderLines, Tally } from './order-loop.testing.js';

export const INITIAL_STOCK = 100_000;

export type CrashOutcome = {
  shop: CrashShop;
  plan: Crash[];
  lines: OrderLines;
  tally: Tally;
  counts: CrashCounts;
  /** Read from the database after the last crash, with the shop running. */
  audit: Audit;
};

/**
 * A shop on its own DATA_DIR, two stocked variations and shoppers ordering through the planned crashes;
 * `started` receives the shop first, so the caller can close it even after a failure.
 */
export async function runCrashScenario(
  options: { kills: number; postgresKills: number; perStretch: number; shoppers: number },
  started: (shop: CrashShop) => void,
): Promise<CrashOutcome> {
  const shop = await createCrashShop();
  started(shop);
  await shop.start();
  const [a, b] = await withDatabase(await shop.databaseUrl(), (client) => stockTwoVariations(client, INITIAL_STOCK));
  if (a === undefined || b === undefined) throw new Error('the demo catalogue has no two stocked variations');
  const lines = [
    { variationId: a, quantity: 1 },
    { variationId: b, quantity: 2 },
  ];
  const plan = planCrashes(options.kills, options.postgresKills, shop.embedded);
  const { tally, counts } = await runThroughCrashes(shop, { ...options, plan, lines });
  const audit = await withDatabase(await shop.databaseUrl(), (client) =>
    auditOrders(client, tally, lines, INITIAL_STOCK),
  );
  return { shop, plan, lines, tally, counts, audit };
}

/** What the ledger must read: every acknowledged order took its lines' units, nothing else did. */
export const expectedLedger = (outcome: CrashOutcome) =>
  outcome.lines
    .map((line) => {
      const ordered = outcome.tally.acknowledged.size * line.quantity;
      return { variationId: line.variationId, initial: INITIAL_STOCK, remaining: INITIAL_STOCK - ordered, ordered };
    })
    .sort((x, y) => x.variationId - y.variationId);
