import { type CheckCodeRequest, type FieldError, fieldError, type SignedIn } from '@kordon/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { type AuthSession, assertSameStore } from './auth.hooks.js';
import { moveCart, moveOrders, moveRestockRequests } from './carry-over.queries.js';
import { findOrCreateCustomer } from './customer.queries.js';
import { insertSession, revokeSession } from './session.queries.js';
import { issueTokenPair } from './session.service.js';
import { redeemSignInCode, type SignInCodeRefusal } from './sign-in-code.service.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

type Outcome = { kind: 'signed_in'; result: SignedIn } | { kind: 'rejected'; error: FieldError };

const rejected = (code: SignInCodeRefusal): Outcome => ({ kind: 'rejected', error: fieldError(code) });

/**
 * Redeems the newest code this session asked for. Success opens a new session family for the
 * customer (created on first sign-in) and retires the visitor's, carrying its cart and restock
 * requests over. A wrong guess is committed before the 422, so attempts really add up.
 */
export async function signInWithCode(
  { db, config }: Deps,
  session: AuthSession,
  input: CheckCodeRequest,
  context: { ip: string },
): Promise<SignedIn> {
  assertSameStore(session, input.store_id);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const redeemed = await redeemSignInCode(tx, config.jwtSecret, {
      scope: { purpose: 'login', storeId: session.storeId },
      of: { sessionId: session.sessionId },
      code: input.verification_code,
      ip: context.ip,
    });
    if (!redeemed.ok) return rejected(redeemed.refusal);
    const customer = await findOrCreateCustomer(tx, session.storeId, redeemed.email);
    const next = await insertSession(tx, {
      storeId: session.storeId,
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
