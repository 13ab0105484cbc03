import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../db/schema/index.js';
import { insertStore, uniqueEmail } from '../features/auth/auth.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { addressPool, bump, type Counts, checkAnswer, pendingSignIn, type Shop, tryCode } from './accounts-attack.js';
import { guessesIn, type Plan } from './accounts-model.js';
import { expectRulesHeld, reportGuessing, runGuessing } from './accounts-run.js';

/**
 * Issue 12 item 4, accounts: guessing sign-in codes, and codes being single-use (docs/security.md).
 * accounts-tokens.test.ts and accounts-oracle.test.ts hold the rest; accounts.stress.ts the 10 000 guesses.
 */

let t: TestApp;
let shop: Shop;
const nextIp = addressPool(80);
beforeAll(async () => {
  t = await createTestApp();
  shop = { t, storeId: await insertStore(t) };
});
afterAll(() => t.close());

describe('guessing sign-in codes (a few hundred guesses; accounts.stress.ts sends 10 000)', () => {
  // Two codes guessed at 12 times; two clients (one an IPv6 /64) asking 22 codes each; one
  // address attacked from 60 IPs for 100 simulated minutes, two sessions every 5 minutes.
  const plan: Plan = {
    burn: { guesses: [12, 12] },
    perIp: { clients: 2, sessions: 22 },
    oneAddress: { ticks: 20, attemptsPerTick: 2 },
  };

  it('none succeeds: each guess is refused by the rule the limits predict, and the right code works only where they allow', async () => {
    expect(guessesIn(plan)).toBe(444);
    const started = performance.now();
    const run = await runGuessing(shop, plan);
    reportGuessing('accounts (light)', run, plan, (performance.now() - started) / 1000);
    expectRulesHeld(run, plan);
    // Five codes in the first hour, one a round (the 60 s cooldown), then none until the hour has passed.
    expect(run.log.codeTicks).toEqual([0, 1, 2, 3, 4, 12, 13, 14, 15, 16]);
  });
});

const pendingCode = (email = uniqueEmail(), ip = nextIp()) => pendingSignIn(shop, email, ip);

const sessionIdOf = (token: string) => decodeJwt(token).sid as string;
const customerSessions = async (customerId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.customerId, customerId))).length;

describe('the guessing limits under simultaneous guesses', () => {
  const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');
  const wrongChecks = async (where: ReturnType<typeof sql>) =>
    (
      await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM one_time_codes WHERE purpose = 'login_check' AND ${where}`,
      )
    ).rows[0]!.n;

  it('compares 5 of 20 wrong codes sent at once from 20 IPs to one code, then burns it', async () => {
    const visitor = await pendingCode();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => tryCode(shop, { ...visitor, ip: nextIp() }, wrongFor(visitor.code))),
    );
    const tally: Counts = {};
    for (const answer of answers) bump(tally, checkAnswer(answer));
    expect(tally).toEqual({ invalid: 4, burnt: 16 });
    expect(await wrongChecks(sql`email = ${visitor.email}`)).toBe(5);
    expect(checkAnswer(await tryCode(shop, visitor, visitor.code))).toBe('burnt');
  });

  it('compares 30 of 60 wrong codes sent at once from one IP to 12 codes, and refuses the rest with 429', async () => {
    const ip = nextIp();
    const visitors = [];
    for (let i = 0; i < 12; i++) visitors.push(await pendingCode(uniqueEmail(), ip));
    const answers = await Promise.all(
      visitors.flatMap((v) => Array.from({ length: 5 }, () => tryCode(shop, v, wrongFor(v.code)))),
    );
    const refused = answers.filter((a) => checkAnswer(a) === 'ip_limit').length;
    expect(refused).toBe(30);
    expect(await wrongChecks(sql`request_ip = ${ip}`)).toBe(30);
    expect(answers.every((a) => a.statusCode === 422 || a.statusCode === 429)).toBe(true);
  });
});

describe('a sign-in code is single-use', () => {
  it('signs in once; the same code again finds the visitor session retired, and even reopened the code is spent', async () => {
    const visitor = await pendingCode();
    const first = await tryCode(shop, visitor, visitor.code);
    expect(first.statusCode).toBe(200);
    expect((await tryCode(shop, visitor, visitor.code)).statusCode).toBe(418);
    // Were the retirement ever lost, the code itself still refuses a second sign-in.
    await t.db
      .update(sessions)
      .set({ revokedAt: null, revokedReason: null })
      .where(eq(sessions.id, sessionIdOf(visitor.token)));
    const again = await tryCode(shop, visitor, visitor.code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ verification_code: ['Invalid code'] });
    expect(await customerSessions(first.json().data.customer.id)).toBe(1);
  });

  it('lets exactly one of five simultaneous checks with the right code sign in', async () => {
    const visitor = await pendingCode();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => tryCode(shop, { ...visitor, ip: nextIp() }, visitor.code)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 418 || s === 422)).toBe(true);
    const [customer] = await t.db.select().from(customers).where(eq(customers.email, visitor.email));
    expect(await customerSessions(customer!.id)).toBe(1);
  });
});
