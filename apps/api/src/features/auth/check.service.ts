import { type CheckCodeRequest, type FieldError, fieldError, type SignedIn } from '@kordon/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { type AuthSession, assertSameStore } from './auth.hooks.js';
import { moveCart, moveOrders, moveRestockRequests } from './carry-over.queries.js';
import {
  consumeCode,
  latestCodeOfSession,
  lockWrongCheckCounter,
  recordWrongGuess,
  wrongChecksFromIp,
} from './code.queries.js';
import { findOrCreateCustomer } from './customer.queries.js';
import { loginLimits as limits, RateLimitedError, waitMessage } from './login.limits.js';
import { codeMatches } from './one-time-code.js';
import { insertSession, revokeSession } from './session.queries.js';
import { issueTokenPair } from './session.service.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

type Outcome = { kind: 'signed_in'; result: SignedIn } | { kind: 'rejected'; error: FieldError };

const rejected = (code: 'invalid_code' | 'code_expired' | 'code_burnt'): Outcome => ({
  kind: 'rejected',
  error: fieldError(code),
});

/**
 * Redeems the session's newest code: a new session family replaces the visitor's, carrying its cart and
 * restock requests over. A wrong guess is committed before the 422, so attempts add up.
 */
export async function signInWithCode(
  { db, config }: Deps,
  session: AuthSession,
  input: CheckCodeRequest,
  context: { ip: string },
): Promise<SignedIn> {
  assertSameStore(session, input.store_id);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await lockWrongCheckCounter(tx, context.ip);
    const wrong = await wrongChecksFromIp(tx, context.ip);
    if (wrong.count >= limits.wrongChecksPerIpPer10Minutes) {
      throw new RateLimitedError(waitMessage(wrong.left, 'trying another code'), wrong.left);
    }
    const code = await latestCodeOfSession(tx, session.sessionId);
    if (!code || code.consumed) return rejected('invalid_code');
    if (code.attempts >= limits.maxWrongAttempts) return rejected('code_burnt');
    if (code.expired) return rejected('code_expired');
    if (!codeMatches(config.jwtSecret, code.email, input.verification_code, code.codeHash)) {
      const attempts = await recordWrongGuess(tx, code, context.ip, session.sessionId);
      return rejected(attempts >= limits.maxWrongAttempts ? 'code_burnt' : 'invalid_code');
    }
    await consumeCode(tx, code.id);
    const customer = await findOrCreateCustomer(tx, code.storeId, code.email);
    const next = await insertSession(tx, {
      storeId: code.storeId,
      customerId: customer.id,
      deviceId: input.device_id,
      platform: input.platform,
    });
    // A customer session signing in as someone else keeps its cart to itself.
    if (!session.customerId || session.customerId === customer.id) {
      await moveCart(tx, session.sessionId, next.id, customer.id);
      await moveRestockRequests(tx, session.sessionId, next.id, customer.id);
      await moveOrders(tx, session.sessionId, next.id, customer.id);
    }
    await revokeSession(tx, session.sessionId, 'upgraded');
    const pair = await issueTokenPair(tx, config, next);
    return { kind: 'signed_in', result: { ...pair, customer } };
  });
  if (outcome.kind === 'rejected') {
    throw AppError.validation({ verification_code: [outcome.error] }, outcome.error.message);
  }
  return outcome.result;
}
