import { type AnonymousSignInRequest, authMessages, type TokenPair } from '@kordon/contract';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import type { DbExecutor } from '../outbox/outbox.queries.js';
import {
  consumeRefreshToken,
  findRefreshToken,
  findSession,
  findStore,
  insertRefreshToken,
  insertSession,
  revokeSession,
  type SessionRow,
  touchSession,
} from './session.queries.js';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './token.service.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** A new access token and a new refresh token of the session's family. */
export async function issueTokenPair(
  db: DbExecutor,
  config: Deps['config'],
  session: Pick<SessionRow, 'id' | 'storeId' | 'customerId'>,
): Promise<TokenPair> {
  const refresh = newRefreshToken();
  await insertRefreshToken(db, session.id, refresh.hash, config.REFRESH_TOKEN_TTL_DAYS);
  const token = await signAccessToken(config, {
    sub: session.customerId ?? 'anonymous',
    sid: session.id,
    store: session.storeId,
  });
  return { token, refresh_token: refresh.token };
}

export async function assertStoreExists(db: DbExecutor, storeId: number) {
  const store = await findStore(db, storeId);
  if (!store) throw AppError.validation({ store_id: [authMessages.unknownStore] });
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

/**
 * Rotates a refresh token. A token presented a second time means it was copied: the whole
 * family is revoked (committed before answering 418), so neither copy works any more.
 */
export async function refreshSession({ db, config }: Deps, presented: string | undefined): Promise<TokenPair> {
  if (!presented) throw new AppError('unauthenticated', 'The refresh token is missing');
  const hash = hashRefreshToken(presented);
  const outcome = await db.transaction(async (tx) => {
    const sessionId = await consumeRefreshToken(tx, hash);
    if (sessionId) {
      const session = await findSession(tx, sessionId);
      if (!session || session.revokedAt) return { kind: 'revoked' as const };
      await touchSession(tx, session.id);
      return { kind: 'rotated' as const, pair: await issueTokenPair(tx, config, session) };
    }
    const known = await findRefreshToken(tx, hash);
    if (known?.usedAt) {
      await revokeSession(tx, known.sessionId, 'reuse');
      return { kind: 'reused' as const };
    }
    return { kind: 'unknown' as const };
  });
  if (outcome.kind === 'rotated') return outcome.pair;
  if (outcome.kind === 'unknown') throw new AppError('unauthenticated', 'The refresh token is invalid or expired');
  throw new AppError('session_revoked', 'The session has ended; sign in again');
}

export async function endSession({ db }: Deps, sessionId: string) {
  await revokeSession(db, sessionId, 'logout');
}
