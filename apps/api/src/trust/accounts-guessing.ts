import { eq, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../db/schema/index.js';
import { uniqueEmail } from '../features/auth/auth.testing.js';
import { loginLimits } from '../features/auth/login.limits.js';
import {
  type AttackSession,
  addressPool,
  answerLabel,
  askCode,
  bump,
  type Counts,
  checkAnswer,
  codeMailedTo,
  codesMailedTo,
  inParallel,
  loginAnswer,
  openSession,
  type Shop,
  tryCode,
  wrongGuess,
} from './accounts-attack.js';
import { addressRuleAt, GUESS, GUESSES_PER_SESSION, LOGIN, type Plan, TICK_SECONDS } from './accounts-model.js';

// The trust suite's guessing runs, each answer tallied by the rule that gave it; probes with the right
// code show where it still works, so a run cannot pass by refusing everything.

export type RunLog = {
  guesses: Counts;
  answers: Counts;
  logins: Counts;
  probes: Counts;
  /** Wrong codes sent to set up a probe, outside the tally (the database counts them). */
  leadUp: number;
  /** Rounds of the attack on one address in which it got a code. */
  codeTicks: number[];
};

export const newRunLog = (): RunLog => ({ guesses: {}, answers: {}, logins: {}, probes: {}, leadUp: 0, codeTicks: [] });

const TRIES = loginLimits.maxWrongAttempts;

/** The rule behind a check's answer, from what this session knows: whether it holds a code, how often it missed. */
function ruleOf(answer: string, session: AttackSession): string {
  if (answer === 'accepted') return GUESS.accepted;
  if (answer === 'ip_limit') return GUESS.ipLimit;
  if (!session.code) return answer === 'invalid' ? GUESS.noCode(session.refusedBy!) : `unexpected: ${answer}, no code`;
  if (answer === 'invalid' && session.tries < TRIES - 1) {
    session.tries++;
    return GUESS.wrong;
  }
  if (answer === 'burnt' && session.tries === TRIES - 1) {
    session.tries++;
    return GUESS.burning;
  }
  if (answer === 'burnt' && session.tries >= TRIES) return GUESS.burnt;
  return `unexpected: ${answer} after ${session.tries} wrong tries`;
}

async function guess(shop: Shop, session: AttackSession, log: RunLog) {
  const response = await tryCode(shop, session, wrongGuess(session.code));
  bump(log.answers, answerLabel(response));
  bump(log.guesses, ruleOf(checkAnswer(response), session));
}

async function probe(shop: Shop, session: AttackSession, label: string, log: RunLog) {
  bump(log.probes, `${label} → ${answerLabel(await tryCode(shop, session, session.code!))}`);
}

/** Wrong codes outside the tally: the lead-up to a probe. */
async function miss(shop: Shop, session: AttackSession, times: number, log: RunLog) {
  for (let i = 0; i < times; i++) await tryCode(shop, session, wrongGuess(session.code));
  log.leadUp += times;
}

async function sessionWithCode(shop: Shop, ip: string, email: string, log?: RunLog): Promise<AttackSession> {
  const session = await openSession(shop, ip);
  const answer = loginAnswer(await askCode(shop, session, email));
  if (log) bump(log.logins, answer === 'sent' ? LOGIN.sent : `unexpected: ${answer}`);
  if (answer === 'sent') session.code = await codeMailedTo(shop.t, email);
  return session;
}

/** One code per fresh address and IP, guessed at `n` times; then its right code. */
export async function burnCodes(shop: Shop, plan: Plan, log: RunLog) {
  const nextIp = addressPool(71);
  const ips = plan.burn.guesses.map(() => nextIp());
  await inParallel(
    plan.burn.guesses.map((n, i) => ({ n, ip: ips[i]! })),
    4,
    async ({ n, ip }) => {
      const session = await sessionWithCode(shop, ip, uniqueEmail('burn'), log);
      for (let i = 0; i < n; i++) await guess(shop, session, log);
      await probe(shop, session, 'right code of a burnt code', log);
    },
  );
  const control = await sessionWithCode(shop, nextIp(), uniqueEmail('burn'));
  await miss(shop, control, TRIES - 1, log);
  await probe(shop, control, `right code after ${TRIES - 1} wrong tries`, log);
}

/**
 * Clients that ask codes for fresh addresses and guess 5 times in each session. Every second
 * client is an IPv6 /64 that gives each session another address of it: still one client.
 */
export async function exhaustClients(shop: Shop, plan: Plan, log: RunLog) {
  const limit = loginLimits.wrongChecksPerIpPer10Minutes;
  const clients = Array.from({ length: plan.perIp.clients }, (_, i) => i);
  await inParallel(clients, 6, async (i) => {
    const ipOf = (n: number) => (i % 2 === 1 ? `2001:db8:72:${i}::${n + 1}` : `10.72.${i >> 8}.${(i % 250) + 1}`);
    const sessions: AttackSession[] = [];
    const emails: string[] = [];
    for (let n = 0; n < plan.perIp.sessions; n++) {
      const session = await openSession(shop, ipOf(n));
      const email = uniqueEmail('spray');
      const answer = loginAnswer(await askCode(shop, session, email));
      bump(log.logins, answer === 'sent' ? LOGIN.sent : answer === 'ip' ? LOGIN.ipHour : `unexpected: ${answer}`);
      if (answer === 'sent') emails[n] = email;
      else session.refusedBy = LOGIN.ipHour;
      sessions.push(session);
    }
    const codes = await codesMailedTo(shop.t, emails.filter(Boolean));
    sessions.forEach((session, n) => {
      if (emails[n]) session.code = codes.get(emails[n]!);
    });
    for (const session of sessions) for (let k = 0; k < GUESSES_PER_SESSION; k++) await guess(shop, session, log);
    // A session that holds a code nobody has tried yet.
    const untried = sessions.find((session) => session.code && session.tries === 0)!;
    await probe(shop, untried, `right code after ${limit} wrong codes from its IP`, log);
  });
  const ip = addressPool(74)();
  const controls: AttackSession[] = [];
  for (let n = 0; n < limit / TRIES; n++) controls.push(await sessionWithCode(shop, ip, uniqueEmail('spray')));
  for (const [n, session] of controls.entries())
    await miss(shop, session, n < controls.length - 1 ? TRIES : TRIES - 1, log);
  await probe(shop, controls.at(-1)!, `right code after ${limit - 1} wrong codes from its IP`, log);
}

/** How many client addresses take turns attacking one address. */
export const ATTACKING_IPS = 60;

/** Moves the address's code rows back, as if `seconds` had passed for its limits. */
const passTime = (shop: Shop, email: string, seconds: number) =>
  shop.t.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.email, email));

/** One address attacked from many IPs over simulated time; its owner is refused during it and signs in a day later. */
export async function attackOneAddress(shop: Shop, plan: Plan, log: RunLog, victim: string) {
  const nextIp = addressPool(73);
  const ips = Array.from({ length: ATTACKING_IPS }, nextIp);
  const sentAt: number[] = [];
  let lastCoded: AttackSession | undefined;
  for (let tick = 0; tick < plan.oneAddress.ticks; tick++) {
    const now = tick * TICK_SECONDS;
    const round: AttackSession[] = [];
    for (let attempt = 0; attempt < plan.oneAddress.attemptsPerTick; attempt++) {
      const session = await openSession(shop, ips[(tick * plan.oneAddress.attemptsPerTick + attempt) % ips.length]!);
      // The answer does not say which address rule refused; the rules' own arithmetic does.
      const expected = addressRuleAt(sentAt, now);
      const answer = loginAnswer(await askCode(shop, session, victim));
      if (answer === 'sent') {
        session.code = await codeMailedTo(shop.t, victim);
        sentAt.push(now);
        log.codeTicks.push(tick);
        lastCoded = session;
      } else session.refusedBy = answer === 'address' && expected ? expected : `unexpected: ${answer}`;
      bump(log.logins, session.refusedBy ?? LOGIN.sent);
      round.push(session);
    }
    // The sessions of a round guess side by side, each from its own IP.
    await Promise.all(
      round.map(async (session) => {
        for (let k = 0; k < GUESSES_PER_SESSION; k++) await guess(shop, session, log);
      }),
    );
    if (tick < plan.oneAddress.ticks - 1) await passTime(shop, victim, TICK_SECONDS);
  }
  await probe(shop, lastCoded!, 'right code of a burnt code', log);
  const owner = await openSession(shop, addressPool(75)());
  bump(log.probes, `the owner asks for a code during the attack → ${answerLabel(await askCode(shop, owner, victim))}`);
  await passTime(shop, victim, 86_400);
  const later = await sessionWithCode(shop, owner.ip, victim);
  await probe(shop, later, 'the owner, a day after the attack, signs in', log);
}
