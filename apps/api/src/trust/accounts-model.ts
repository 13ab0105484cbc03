import { loginLimits } from '../features/auth/login.limits.js';
import { bump, type Counts } from './accounts-attack.js';

/**
 * What the sign-in rules of docs/security.md predict for a guessing run: each guess and each code
 * request by the rule that answers it. The runs compare the shop's answers with these figures.
 */

export const LOGIN = {
  sent: 'code sent',
  cooldown: 'refused: 60 s cooldown per address',
  addressHour: 'refused: 5 codes per address per hour',
  addressDay: 'refused: 10 codes per address per day',
  ipHour: 'refused: 20 codes per IP per hour',
} as const;

export const GUESS = {
  accepted: 'accepted',
  wrong: 'compared with the live code: wrong',
  burning: 'compared with the live code: wrong, the 5th try burns it',
  burnt: 'refused unread: the code is burnt (5 wrong tries)',
  ipLimit: 'refused unread: 30 wrong codes per IP in 10 minutes',
  noCode: (login: string) => `refused unread: no code, as /auth/login was ${login}`,
} as const;

/** Simulated seconds between two rounds of the attack on one address. */
export const TICK_SECONDS = 300;
/** Guesses the attacker sends from each session it opens. */
export const GUESSES_PER_SESSION = loginLimits.maxWrongAttempts;

export type Plan = {
  /** One code each, on an address and IP of its own: this many guesses at it. */
  burn: { guesses: number[] };
  /** Clients asking codes for fresh addresses, `sessions` each, every session guessing 5 times. */
  perIp: { clients: number; sessions: number };
  /** One address from many IPs: `attemptsPerTick` sessions every TICK_SECONDS, 5 guesses each. */
  oneAddress: { ticks: number; attemptsPerTick: number };
};

export const guessesIn = (plan: Plan) =>
  plan.burn.guesses.reduce((sum, n) => sum + n, 0) +
  (plan.perIp.clients * plan.perIp.sessions + plan.oneAddress.ticks * plan.oneAddress.attemptsPerTick) *
    GUESSES_PER_SESSION;

/**
 * Splits `total` guesses: 45 % at one address over at most a simulated day, 200 per client
 * against the per-IP rules, the rest at single codes (40 or so each).
 */
export function planFor(total: number): Plan {
  const attemptsPerTick = total >= 9000 ? 3 : 2;
  const ticks = Math.min(86_400 / TICK_SECONDS, Math.floor((total * 0.45) / (attemptsPerTick * GUESSES_PER_SESSION)));
  const atAddress = ticks * attemptsPerTick * GUESSES_PER_SESSION;
  const clients = Math.floor((total - atAddress - 400) / (40 * GUESSES_PER_SESSION));
  const rest = total - atAddress - clients * 40 * GUESSES_PER_SESSION;
  const codes = Math.max(2, Math.round(rest / 40));
  const guesses = Array.from({ length: codes }, (_, i) => Math.floor(rest / codes) + (i < rest % codes ? 1 : 0));
  return { burn: { guesses }, perIp: { clients, sessions: 40 }, oneAddress: { ticks, attemptsPerTick } };
}

/** The address rule that refuses a code request at `now`, given when codes were sent (seconds). */
export function addressRuleAt(sentAt: number[], now: number): string | null {
  const within = (seconds: number) => sentAt.filter((at) => now - at < seconds).length;
  if (within(loginLimits.resendCooldownSeconds) > 0) return LOGIN.cooldown;
  if (within(3600) >= loginLimits.codesPerAddressPerHour) return LOGIN.addressHour;
  if (within(86_400) >= loginLimits.codesPerAddressPerDay) return LOGIN.addressDay;
  return null;
}

/** Code requests for one address, in rounds: the ticks that get a code and each request's answer. */
export function oneAddressSchedule({ ticks, attemptsPerTick }: Plan['oneAddress']) {
  const sentAt: number[] = [];
  const logins: Counts = {};
  const codeTicks: number[] = [];
  for (let tick = 0; tick < ticks; tick++) {
    for (let attempt = 0; attempt < attemptsPerTick; attempt++) {
      const refusal = addressRuleAt(sentAt, tick * TICK_SECONDS);
      bump(logins, refusal ?? LOGIN.sent);
      if (!refusal) {
        sentAt.push(tick * TICK_SECONDS);
        codeTicks.push(tick);
      }
    }
  }
  return { logins, codeTicks };
}

/** Every code answer and code request the plan should meet, by rule. */
export function expectedFigures(plan: Plan): { guesses: Counts; logins: Counts } {
  const guesses: Counts = {};
  const logins: Counts = {};
  const tries = loginLimits.maxWrongAttempts;
  for (const n of plan.burn.guesses) {
    bump(logins, LOGIN.sent);
    bump(guesses, GUESS.wrong, tries - 1);
    bump(guesses, GUESS.burning);
    bump(guesses, GUESS.burnt, n - tries);
  }
  // Per client: codes until the IP's hourly figure; 30 wrong codes (6 burnt codes), then 429 to the rest.
  const { clients, sessions } = plan.perIp;
  const sent = Math.min(sessions, loginLimits.codesPerIpPerHour);
  const compared = loginLimits.wrongChecksPerIpPer10Minutes;
  bump(logins, LOGIN.sent, clients * sent);
  bump(logins, LOGIN.ipHour, clients * (sessions - sent));
  bump(guesses, GUESS.wrong, clients * (compared - compared / tries));
  bump(guesses, GUESS.burning, (clients * compared) / tries);
  bump(guesses, GUESS.ipLimit, clients * (sessions * GUESSES_PER_SESSION - compared));
  for (const [answer, n] of Object.entries(oneAddressSchedule(plan.oneAddress).logins)) {
    bump(logins, answer, n);
    if (answer === LOGIN.sent) {
      bump(guesses, GUESS.wrong, n * (tries - 1));
      bump(guesses, GUESS.burning, n);
    } else bump(guesses, GUESS.noCode(answer), n * GUESSES_PER_SESSION);
  }
  for (const key of Object.keys(guesses)) if (guesses[key] === 0) delete guesses[key];
  for (const key of Object.keys(logins)) if (logins[key] === 0) delete logins[key];
  return { guesses, logins };
}

/** The right-code probes of the runs and how each must be answered. */
export function expectedProbes(plan: Plan): Counts {
  const tries = loginLimits.maxWrongAttempts;
  const limit = loginLimits.wrongChecksPerIpPer10Minutes;
  const burnt = '422 validation_failed: Too many wrong attempts. Please request a new code';
  return {
    [`right code of a burnt code → ${burnt}`]: plan.burn.guesses.length + 1,
    [`right code after ${tries - 1} wrong tries → 200`]: 1,
    [`right code after ${limit} wrong codes from its IP → 429 rate_limited: Please wait N minutes before trying another code`]:
      plan.perIp.clients,
    [`right code after ${limit - 1} wrong codes from its IP → 200`]: 1,
    'the owner asks for a code during the attack → 429 rate_limited: Please wait N minutes before requesting a new code': 1,
    'the owner, a day after the attack, signs in → 200': 1,
  };
}
