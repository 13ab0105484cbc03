/** The lifetimes of a staff sign-in; docs/admin.md, "Sessions", explains them. */
export const staffSessionLimits = {
  /** The access token: short, so a stolen copy is worth little; the role is re-read on every call anyway. */
  accessTokenSeconds: 10 * 60,
  /** A refresh later than this after the previous one (a night, a weekend) finds the session ended. */
  refreshIdleSeconds: 12 * 3600,
  /** However active, a sign-in lasts at most this long; then the code again. */
  sessionMaxSeconds: 7 * 86_400,
  /** A used refresh token presented again this soon gets the same answer: the first was lost on the way. */
  refreshGraceSeconds: 30,
  /** Ended sessions of a member are deleted this long after they ended, at their next sign-in. */
  keepEndedSessionsSeconds: 86_400,
} as const;

/** The refresh cookie: httpOnly, SameSite=Strict, sent only to the staff auth calls. */
export const STAFF_REFRESH_COOKIE = 'kordon_staff_refresh';
