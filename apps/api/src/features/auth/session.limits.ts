/**
 * The numbers of sessions and refresh tokens; docs/security.md explains them. The per-client
 * limits count per node in memory (`@fastify/rate-limit`): brakes on loops, not accounting.
 */

/** Both per-client limits count in windows of this length. */
export const SESSION_LIMIT_WINDOW_SECONDS = 10 * 60;

/**
 * Anonymous sessions one client key (IPv4 address or IPv6 /64) may start per window: one new
 * visitor a second, sustained, so that a carrier NAT or an office proxy at a busy hour still
 * gets in. The sweep reclaims the rows of sessions nothing was attached to a day later.
 */
export const ANONYMOUS_SESSIONS_PER_WINDOW = 600;

/**
 * Refreshes one client key may make per window. A browser renews once per access-token
 * lifetime (10 minutes), however many tabs it has, so this is 1 200 shoppers active at once
 * behind one address: twice the anonymous figure, since visits last longer than the window.
 */
export const REFRESHES_PER_WINDOW = 1200;

/**
 * A used refresh token presented again within this many seconds of its first use gets the same
 * answer again instead of ending the family: the first answer was lost on the way, and the retry
 * carries the only token the client has.
 */
export const REFRESH_GRACE_SECONDS = 30;

export const sweepLimits = {
  /** Seconds from ready to the first sweep, then between sweeps. */
  firstRunAfterSeconds: 60,
  everySeconds: 10 * 60,
  /** Rows per DELETE statement, so that no statement holds many locks or runs long. */
  batchSize: 5000,
  /**
   * Used refresh tokens stay this long. The grace window (REFRESH_GRACE_SECONDS, far shorter)
   * replays from them, and reuse detection needs them: a copy presented while its used row exists
   * revokes the family; once the row is gone it only answers 401, and the family lives on.
   */
  keepUsedTokensSeconds: 24 * 3600,
  /**
   * A session is only deleted when it was last seen (and revoked, if it was) this long ago, and at
   * least an hour longer than an access token lives: no valid access token of a deleted session
   * can exist, so nothing can be attached to it while it goes.
   */
  idleSessionSeconds: 24 * 3600,
} as const;
