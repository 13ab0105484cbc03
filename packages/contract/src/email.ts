import { z } from 'zod';
import { byCode, type FieldError, fieldErrorOfIssue } from './field-codes.js';

/** Spec §5 and §9: an e-mail address has at most 50 characters. */
export const EMAIL_MAX = 50;

/** The one address pattern of sign-in, checkout and restock notices, so any accepted address can sign in. */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** The one e-mail rule: trimmed, required, at most 50 characters, the pattern above. */
export const emailAddress = z
  .string()
  .trim()
  .min(1, { error: byCode('required'), abort: true })
  .max(EMAIL_MAX, byCode('email_too_long'))
  .email({ pattern: EMAIL_PATTERN, error: byCode('invalid_email') });

/** The errors of the rule for one address, none when it holds (forms that check field by field). */
export const emailIssues = (value: string): FieldError[] => {
  const result = emailAddress.safeParse(value);
  return result.success ? [] : result.error.issues.map(fieldErrorOfIssue);
};
