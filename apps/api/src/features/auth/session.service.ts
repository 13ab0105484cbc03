import { type AnonymousSignInRequest, fieldError, type TokenPair } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { REFRESH_GRACE_SECONDS } from './session.limits.js';
import {
  consumeRefreshToken,
  findStore,
  findUsedRefreshToken,
  insertRefreshToken,
  insertSession,
  isRefreshTokenUnused,
  lockSessionOfToken,
  revokeSession,
  type SessionRow,
  touchSession,
} from './session.queries.js';
import { hashRefreshToken, newRefreshToken, signAccessToken, successorRefreshToken } from './token.service.js';

export { clientKeyOf } from '../../http/client-key.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type Session = Pick<SessionRow, 'id' | 'storeId' | 'customerId'>;

/** The pair for a refresh token; the same `issuedAt` (epoch seconds) gives the same access token. */
async function signedPair(config: Deps['config'], session: Session, refreshToken: string, issuedAt?: number) {
  const token = await signAccessToken(
    config,
    { sub: session.customerId ?? 'anonymous', sid: session.id, store: session.storeId },
    undefined,
    issuedAt,
  );
  return { token, refresh_token: refreshToken };
}

/** A new access token and a new random refresh token of the session's family. */
export async function issueTokenPair(db: DbExecutor, config: Deps['config'], session: Session): Promise<TokenPair> {
  const refresh = newRefreshToken();
  await insertRefreshToken(db, session.id, refresh.hash, config.REFRESH_TOKEN_TTL_DAYS);
  return signedPair(config, session, refresh.token);
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function assertStoreExists(db: DbExecutor, storeId: number) {
  const store = await findStore(db, storeId);
  if (!store) throw AppError.validation({ store_id: [fieldError('unknown_store')] });
  return store;
}

export async function startAnonymousSession({ db, config }: Deps, input: AnonymousSignInRequest): Promise<TokenPair> {
  await assertStoreExists(db, input.store_id);
  return db.transaction(async (tx) => {
    const session = await insertSession(tx, {
      storeId: input.store_id,
      customerId: null,
      deviceId: input.device_id,
      platform: input.platform,
    });
    return issueTokenPair(tx, config, session);
  });
}

type Outcome = { kind: 'rotated'; pair: TokenPair } | { kind: 'revoked' | 'reused' | 'unknown' };

/**
 * Rotates a refresh token. One presented twice was copied, so its family is revoked (committed before
 * the 418), unless within REFRESH_GRACE_SECONDS and its successor unused: then the answer was lost.
 */
export async function refreshSession({ db, config }: Deps, presented: string | undefined): Promise<TokenPair> {
  if (!presented) throw new AppError('unauthenticated', 'The refresh token is missing');
  const outcome = await db.transaction((tx) => rotateOrReplay(tx, config, presented));
  if (outcome.kind === 'rotated') return outcome.pair;
  if (outcome.kind === 'unknown') throw new AppError('unauthenticated', 'The refresh token is invalid or expired');
  throw new AppError('session_revoked', 'The session has ended; sign in again');
}

async function rotateOrReplay(tx: DbExecutor, config: Deps['config'], presented: string): Promise<Outcome> {
  const hash = hashRefreshToken(presented);
  const session = await lockSessionOfToken(tx, hash);
  if (!session) return { kind: 'unknown' };
  // The answer is computed, not stored: the successor, and an access token issued at the second
  // the presented token was used. A retry within the grace window thus gets the same bytes.
  const successor = successorRefreshToken(config, presented);
  const answer = async (usedAt: Date): Promise<Outcome> => ({
    kind: 'rotated',
    pair: await signedPair(config, session, successor.token, epochSeconds(usedAt)),
  });
  const usedAt = await consumeRefreshToken(tx, hash);
  if (usedAt) {
    if (session.revokedAt) return { kind: 'revoked' };
    await touchSession(tx, session.id);
    await insertRefreshToken(tx, session.id, successor.hash, config.REFRESH_TOKEN_TTL_DAYS);
    return answer(usedAt);
  }
  const used = await findUsedRefreshToken(tx, hash, REFRESH_GRACE_SECONDS);
  if (!used) return { kind: 'unknown' };
  if (session.revokedAt) return { kind: 'revoked' };
  // A used successor means its holder moved on: whoever presents this token now holds a copy.
  if (used.inGrace && (await isRefreshTokenUnused(tx, session.id, successor.hash))) return answer(used.usedAt);
  await revokeSession(tx, session.id, 'reuse');
  return { kind: 'reused' };
}

export async function endSession({ db }: Deps, sessionId: string) {
  await revokeSession(db, sessionId, 'logout');
}
