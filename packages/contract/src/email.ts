import { z } from 'zod';
import { authMessages, messages } from './messages.js';

/** Spec §5 and §9: an e-mail address has at most 50 characters. */
export const EMAIL_MAX = 50;

/** The one address pattern of sign-in, checkout and restock notices, so any accepted address can sign in. */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** The one e-mail rule: trimmed, required, at most 50 characters, the pattern above. */
export const emailAddress = z
  .string()
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(EMAIL_MAX, authMessages.emailTooLong)
  .email({ pattern: EMAIL_PATTERN, error: messages.invalidEmail });

/** The messages of the rule for one address, none when it holds (forms that check field by field). */
export const emailIssues = (value: string): string[] => {
  const result = emailAddress.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
