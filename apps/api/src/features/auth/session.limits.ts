// docs/security.md explains these numbers. Per-client limits count per node in memory: brakes on loops, not accounting.

/** Both per-client limits count in windows of this length. */
export const SESSION_LIMIT_WINDOW_SECONDS = 10 * 60;

/** One new visitor a second per client key, sustained, so a carrier NAT or an office proxy still gets in. */
export const ANONYMOUS_SESSIONS_PER_WINDOW = 600;

/** A browser renews once per access-token lifetime, so: 1 200 shoppers active at once behind one address. */
export const REFRESHES_PER_WINDOW = 1200;

/** A used refresh token shown again this soon gets the same answer, not a revoked family: the first was lost. */
export const REFRESH_GRACE_SECONDS = 30;

export const sweepLimits = {
  /** Seconds from ready to the first sweep, then between sweeps. */
  firstRunAfterSeconds: 60,
  everySeconds: 10 * 60,
  /** Rows per DELETE statement, so that no statement holds many locks or runs long. */
  batchSize: 5000,
  /** Used refresh tokens stay this long: reuse detection needs them, and once gone a copy only gets 401. */
  keepUsedTokensSeconds: 24 * 3600,
  /** Longer than an access token lives, so no valid token of a deleted session can exist. */
  idleSessionSeconds: 24 * 3600,
} as const;
