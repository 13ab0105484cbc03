import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers, oneTimeCodes } from '../db/schema/index.js';
import { uniqueEmail } from '../features/auth/auth.testing.js';
import { loginLimits } from '../features/auth/login.limits.js';
import type { Shop } from './accounts-attack.js';
import {
  ATTACKING_IPS,
  attackOneAddress,
  burnCodes,
  exhaustClients,
  newRunLog,
  type RunLog,
} from './accounts-guessing.js';
import {
  expectedFigures,
  expectedProbes,
  GUESS,
  guessesIn,
  oneAddressSchedule,
  type Plan,
  TICK_SECONDS,
} from './accounts-model.js';
import { reportFigure } from './stress-size.js';

/** The guessing run of accounts.test.ts and accounts.stress.ts: run, check, print. */

const CODE_VALUES = 900_000;

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

async function databaseFigures(shop: Shop) {
  const { rows } = await shop.t.db.execute<{ wrongChecks: number; customerSessions: number }>(sql`
    SELECT (SELECT count(*) FROM one_time_codes WHERE purpose = 'login_check')::int AS "wrongChecks",
           (SELECT count(*) FROM sessions WHERE customer_id IS NOT NULL)::int AS "customerSessions"`);
  return rows[0]!;
}

/** Runs the plan against the shop; the attacked address belongs to an existing customer. */
export async function runGuessing(shop: Shop, plan: Plan) {
  const victim = uniqueEmail('owner');
  const [owner] = await shop.t.db
    .insert(customers)
    .values({ storeId: shop.storeId, email: victim, firstname: 'Olga' })
    .returning({ id: customers.id });
  const before = await databaseFigures(shop);
  const log = newRunLog();
  await burnCodes(shop, plan, log);
  await exhaustClients(shop, plan, log);
  await attackOneAddress(shop, plan, log, victim);
  const after = await databaseFigures(shop);
  const victimCodes = await shop.t.db
    .select({ attempts: oneTimeCodes.attempts, consumedAt: oneTimeCodes.consumedAt })
    .from(oneTimeCodes)
    .where(sql`${oneTimeCodes.email} = ${victim} AND ${oneTimeCodes.purpose} = 'login'`)
    .orderBy(oneTimeCodes.createdAt);
  const ownerSessions = await shop.t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM sessions WHERE customer_id = ${owner!.id}`,
  );
  return {
    log,
    victimCodes,
    ownerSessions: ownerSessions.rows[0]!.n,
    wrongChecks: after.wrongChecks - before.wrongChecks,
    customerSessions: after.customerSessions - before.customerSessions,
  };
}

type Run = Awaited<ReturnType<typeof runGuessing>>;

const comparedIn = (log: RunLog) => (log.guesses[GUESS.wrong] ?? 0) + (log.guesses[GUESS.burning] ?? 0);

/** Everything the rules predict, answer by answer, and what the database recorded. */
export function expectRulesHeld(run: Run, plan: Plan) {
  const { log } = run;
  const expected = expectedFigures(plan);
  expect(log.guesses[GUESS.accepted]).toBeUndefined();
  expect(log.guesses).toEqual(expected.guesses);
  expect(log.logins).toEqual(expected.logins);
  expect(log.probes).toEqual(expectedProbes(plan));
  expect(log.codeTicks).toEqual(oneAddressSchedule(plan.oneAddress).codeTicks);
  // Every compared guess left its row for the per-IP count; only the probes that should sign in did.
  expect(run.wrongChecks).toBe(comparedIn(log) + log.leadUp);
  expect(run.customerSessions).toBe(3);
  expect(run.ownerSessions).toBe(1);
  const attacked = log.codeTicks.length;
  expect(run.victimCodes.map((row) => row.attempts)).toEqual([
    ...Array(attacked).fill(loginLimits.maxWrongAttempts),
    0,
  ]);
  expect(run.victimCodes.map((row) => row.consumedAt !== null)).toEqual([...Array(attacked).fill(false), true]);
}

export function reportGuessing(suite: string, run: Run, plan: Plan, seconds: number) {
  const { log } = run;
  const compared = comparedIn(log);
  reportFigure(suite, 'guesses sent', sumOf(log.guesses));
  reportFigure(suite, 'successes', log.guesses[GUESS.accepted] ?? 0);
  reportFigure(suite, 'guesses compared with a live code', compared);
  reportFigure(suite, 'chance that any of them hits (compared / 900 000)', (compared / CODE_VALUES).toExponential(2));
  for (const [rule, n] of Object.entries(log.guesses)) reportFigure(suite, `guesses · ${rule}`, n);
  for (const [answer, n] of Object.entries(log.answers)) reportFigure(suite, `answers · ${answer}`, n);
  for (const [rule, n] of Object.entries(log.logins)) reportFigure(suite, `code requests · ${rule}`, n);
  for (const [probe, n] of Object.entries(log.probes)) reportFigure(suite, `right-code probes · ${probe}`, n);
  const hours = Number(((plan.oneAddress.ticks * TICK_SECONDS) / 3600).toFixed(1));
  const attack = `one address from ${ATTACKING_IPS} IPs for ${hours} simulated hours`;
  reportFigure(suite, `${attack} · codes sent`, log.codeTicks.length);
  reportFigure(
    suite,
    `${attack} · guesses sent, compared with a code`,
    `${plan.oneAddress.ticks * plan.oneAddress.attemptsPerTick * 5}, ${log.codeTicks.length * loginLimits.maxWrongAttempts}`,
  );
  reportFigure(suite, 'clients spraying fresh addresses', plan.perIp.clients);
  reportFigure(suite, 'planned guesses', guessesIn(plan));
  reportFigure(suite, 'run time (s)', seconds.toFixed(1));
}
