/** The numbers of passwordless sign-in; docs/security.md explains them. */
export const loginLimits = {
  codeTtlSeconds: 10 * 60,
  maxWrongAttempts: 5,
  resendCooldownSeconds: 60,
  codesPerAddressPerHour: 5,
  codesPerAddressPerDay: 10,
  codesPerIpPerHour: 20,
  wrongChecksPerIpPer10Minutes: 30,
  /** Code rows older than this are deleted when the address asks for a new code. */
  keepRowsDays: 2,
} as const;
