import { type FieldErrorCode, fieldErrorOfIssue, loginRequest } from '@kordon/contract';
import type { LoginState, MessageKey } from './login-flow';

// The contract's schemas bring zod: this module loads with the sign-in form, not with every page.

const emailErrorKeys: Partial<Record<string, MessageKey>> = {
  required: 'validation.required',
  invalid_email: 'validation.invalidEmail',
  email_too_long: 'validation.emailTooLong',
} satisfies Partial<Record<FieldErrorCode, MessageKey>>;

/**
 * spec-coverage 5.1 e-mail rules (required, valid, at most 50 characters) with the contract's own schema,
 * so the form and the API never disagree. The first failing rule wins.
 */
export function emailError(value: string): MessageKey | null {
  const result = loginRequest.shape.email.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return (issue && emailErrorKeys[fieldErrorOfIssue(issue).code]) ?? 'validation.invalidEmail';
}

export const canSendEmail = (state: LoginState) => !state.busy && emailError(state.email) === null;
