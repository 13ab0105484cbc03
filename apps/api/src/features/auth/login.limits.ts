import { AppError } from '../../http/app-error.js';

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

/** 429 with the seconds to wait; the auth routes copy them into a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

export function waitMessage(seconds: number, what: string): string {
  if (seconds <= 90) return `Please wait ${seconds} seconds before ${what}`;
  return `Please wait ${Math.ceil(seconds / 60)} minutes before ${what}`;
}
