import type { Transaction } from '../../db/executor.js';
import { RateLimitedError, waitMessage } from '../../http/rate-limit.js';
import {
  addressUsage,
  type CodeScope,
  codesSentFromIp,
  consumeCode,
  insertCode,
  latestCode,
  lockLoginKeys,
  lockWrongCheckCounter,
  pruneOldCodes,
  recordWrongGuess,
  wrongChecksFromIp,
} from './code.queries.js';
import { loginLimits as limits } from './login.limits.js';
import { codeMatches, generateCode, hashCode } from './one-time-code.js';

export type { CodeScope } from './code.queries.js';

/**
 * One-time sign-in codes for customers and staff alike: the same numbers (login.limits.ts), counted
 * in the database per address and per client key of the scope, so they hold across nodes.
 */
export const signInCodeLimits = limits;

type CodeRequest = { scope: CodeScope; email: string; ip: string; sessionId: string | null };

/** Seconds until the address may have another code, when one of its limits is reached. */
function addressWait(address: Awaited<ReturnType<typeof addressUsage>>): number | undefined {
  if (address.cooldownLeft > 0) return address.cooldownLeft;
  if (address.lastHour >= limits.codesPerAddressPerHour) return address.hourLeft;
  if (address.lastDay >= limits.codesPerAddressPerDay) return address.dayLeft;
  return undefined;
}

/** Stores a new code for the address after the limits allow it, and returns it for the mail. */
export async function issueSignInCode(tx: Transaction, secret: string, request: CodeRequest): Promise<string> {
  const { scope, email, ip } = request;
  await lockLoginKeys(tx, scope, email, ip);
  const wait = addressWait(await addressUsage(tx, scope, email, limits.resendCooldownSeconds));
  if (wait !== undefined) throw new RateLimitedError(waitMessage(wait, 'requesting a new code'), wait);
  const fromIp = await codesSentFromIp(tx, scope, ip);
  if (fromIp.count >= limits.codesPerIpPerHour) {
    throw new RateLimitedError(waitMessage(fromIp.left, 'requesting more codes'), fromIp.left);
  }
  const code = generateCode();
  await insertCode(tx, scope, {
    email,
    codeHash: hashCode(secret, email, code),
    ttlSeconds: limits.codeTtlSeconds,
    ip,
    sessionId: request.sessionId,
  });
  await pruneOldCodes(tx, scope, email, limits.keepRowsDays);
  return code;
}

export type SignInCodeRefusal = 'invalid_code' | 'code_expired' | 'code_burnt';
export type Redeemed = { ok: true; email: string; storeId: number | null } | { ok: false; refusal: SignInCodeRefusal };

/**
 * Checks a code against the newest one of the session (customers) or address (staff). A wrong
 * guess is counted in `tx`: the caller commits it before answering 422, so attempts add up.
 */
export async function redeemSignInCode(
  tx: Transaction,
  secret: string,
  attempt: { scope: CodeScope; of: { sessionId: string } | { email: string }; code: string; ip: string },
): Promise<Redeemed> {
  const { scope, ip } = attempt;
  await lockWrongCheckCounter(tx, scope, ip);
  const wrong = await wrongChecksFromIp(tx, scope, ip);
  if (wrong.count >= limits.wrongChecksPerIpPer10Minutes) {
    throw new RateLimitedError(waitMessage(wrong.left, 'trying another code'), wrong.left);
  }
  const code = await latestCode(tx, scope, attempt.of);
  if (!code || code.consumed) return { ok: false, refusal: 'invalid_code' };
  if (code.attempts >= limits.maxWrongAttempts) return { ok: false, refusal: 'code_burnt' };
  if (code.expired) return { ok: false, refusal: 'code_expired' };
  if (!codeMatches(secret, code.email, attempt.code, code.codeHash)) {
    const sessionId = 'sessionId' in attempt.of ? attempt.of.sessionId : null;
    const attempts = await recordWrongGuess(tx, scope, code, ip, sessionId);
    return {
      ok: false,
      refusal: attempts >= limits.maxWrongAttempts ? 'code_burnt' : 'invalid_code',
    };
  }
  await consumeCode(tx, code.id);
  return { ok: true, email: code.email, storeId: code.storeId };
}
