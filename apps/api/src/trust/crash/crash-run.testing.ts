import type { CrashShop } from './crash-shop.testing.js';
import { newTally, type OrderLines, openSession, placeOrders, type Tally } from './order-loop.testing.js';

/** What is SIGKILLed between two stretches of ordering: the shop (restarted), its PostgreSQL (it restarts it), or both. */
export type Crash = 'shop' | 'postgres' | 'shop and postgres';

export type CrashCounts = {
  shopKills: number;
  postgresKills: number;
  /** Starts of the shop after a kill (on the same DATA_DIR). */
  shopRestarts: number;
  /** Embedded servers the running shop started again by itself after theirs was killed. */
  postgresRestartsByShop: number;
  /** Servers a SIGKILLed shop left running, found by the next start. */
  orphansLeft: number;
};

/**
 * `kills` shop kills and `postgresKills` server kills, interleaved; every second shop kill takes
 * its server down with it. Without an embedded server (DATABASE_URL) only the shop is killed.
 */
export function planCrashes(kills: number, postgresKills: number, embedded: boolean): Crash[] {
  const plan: Crash[] = [];
  for (let i = 0; i < Math.max(kills, postgresKills); i++) {
    if (i < kills) plan.push(embedded && i % 2 === 1 ? 'shop and postgres' : 'shop');
    if (i < postgresKills && embedded) plan.push('postgres');
  }
  return plan;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, failed: () => Error | undefined) {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    const error = failed();
    if (error) throw error;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * Shoppers place orders without pause; after every `perStretch` acknowledged orders the next
 * crash of the plan happens, with orders in flight. A last stretch follows the last crash.
 */
export async function runThroughCrashes(
  shop: CrashShop,
  options: { plan: Crash[]; perStretch: number; shoppers: number; lines: OrderLines },
): Promise<{ tally: Tally; counts: CrashCounts }> {
  const tally = newTally();
  const counts: CrashCounts = {
    shopKills: 0,
    postgresKills: 0,
    shopRestarts: 0,
    postgresRestartsByShop: 0,
    orphansLeft: 0,
  };
  const tokens = await Promise.all(Array.from({ length: options.shoppers }, () => openSession(shop.url)));
  let finished = false;
  let abandoned = false;
  let failure: Error | undefined;
  const loop = { done: () => finished, abandoned: () => abandoned };
  const shoppers = Promise.all(
    tokens.map((token) =>
      placeOrders(shop.url, token, options.lines, tally, loop).catch((error: Error) => {
        failure ??= error;
      }),
    ),
  );
  const failed = () => failure ?? shop.diedByItself();
  const reached = async (target: number) =>
    waitFor(`${target} answered orders`, () => tally.acknowledged.size + tally.refused.length >= target, failed);
  try {
    let target = 0;
    for (const crash of options.plan) {
      target += options.perStretch;
      await reached(target);
      await perform(shop, crash, counts, failed);
    }
    await reached(target + options.perStretch);
  } catch (error) {
    abandoned = true;
    throw error;
  } finally {
    finished = true;
    await shoppers;
  }
  const error = failed();
  if (error) throw error;
  return { tally, counts };
}

async function perform(shop: CrashShop, crash: Crash, counts: CrashCounts, failed: () => Error | undefined) {
  if (crash === 'postgres') {
    const killed = await shop.killPostgres();
    counts.postgresKills++;
    await waitFor(
      'the shop to start its embedded server again',
      async () => {
        const pid = await shop.livePostmaster();
        return pid !== undefined && pid !== killed;
      },
      failed,
    );
    counts.postgresRestartsByShop++;
    return;
  }
  if (crash === 'shop and postgres') {
    await shop.killPostgres();
    counts.postgresKills++;
  }
  await shop.killShop();
  counts.shopKills++;
  if (await shop.livePostmaster()) counts.orphansLeft++;
  await shop.start();
  counts.shopRestarts++;
}
