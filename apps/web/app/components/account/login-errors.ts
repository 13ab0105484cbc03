import { authMessages, messages } from '@kordon/contract';
import { ApiError } from '../../lib/api-errors';
import type { FormMessage, MessageKey } from './login-flow';

const known: Record<string, MessageKey> = {
  [messages.required]: 'validation.required',
  [messages.invalidEmail]: 'validation.invalidEmail',
  [authMessages.emailTooLong]: 'validation.emailTooLong',
  [authMessages.invalidCode]: 'login.errors.invalidCode',
  [authMessages.codeExpired]: 'login.errors.codeExpired',
  [authMessages.codeBurnt]: 'login.errors.codeBurnt',
};

const toMessage = (text: string): FormMessage => (known[text] ? { key: known[text] } : { text });

function fieldMessages(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors).flatMap((list) => (Array.isArray(list) ? list.map(String) : []));
}

/**
 * What a failed sign-in call shows under the form (spec §5, §8): every per-field message of a 422
 * (once each), the wait of a 429 in the reader's language, or a plain "try again".
 */
export function loginErrorMessages(error: unknown): FormMessage[] {
  if (!(error instanceof ApiError)) return [{ key: 'login.errors.failed' }];
  if (error.status === 429) {
    const seconds = Number(error.headers?.get('retry-after'));
    if (Number.isFinite(seconds) && seconds > 90) {
      return [{ key: 'login.errors.waitMinutes', count: Math.ceil(seconds / 60) }];
    }
    if (Number.isFinite(seconds) && seconds > 0) return [{ key: 'login.errors.wait', count: seconds }];
  }
  const listed = [...new Set(fieldMessages(error.body))];
  if (listed.length > 0) return listed.map(toMessage);
  const message = (error.body as { message?: unknown } | null)?.message;
  if (error.status < 500 && typeof message === 'string' && message !== '') return [toMessage(message)];
  return [{ key: 'login.errors.failed' }];
}
