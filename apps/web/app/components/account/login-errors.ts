import type { FieldErrorCode } from '@kordon/contract';
import { ApiError } from '../../lib/api-errors';
import type { FormMessage, MessageKey } from './login-flow';

/** Field error codes of the API (contract field-codes.ts) that the storefront words itself, in its own catalogue. */
const known: Partial<Record<string, MessageKey>> = {
  required: 'validation.required',
  invalid_email: 'validation.invalidEmail',
  email_too_long: 'validation.emailTooLong',
  invalid_code: 'login.errors.invalidCode',
  code_expired: 'login.errors.codeExpired',
  code_burnt: 'login.errors.codeBurnt',
} satisfies Partial<Record<FieldErrorCode, MessageKey>>;

type FieldLists = Record<string, unknown>;
const listOf = (lists: FieldLists | undefined, field: string) =>
  Array.isArray(lists?.[field]) ? (lists[field] as unknown[]).map(String) : [];

/** Every per-field error of a 422 as a message: by its code when we word it, else the server's text. */
function fieldMessages(body: unknown): FormMessage[] {
  const { errors, codes } = (body ?? {}) as { errors?: FieldLists; codes?: FieldLists };
  if (!errors || typeof errors !== 'object') return [];
  return Object.keys(errors).flatMap((field) => {
    const fieldCodes = listOf(codes, field);
    return listOf(errors, field).map((text, i): FormMessage => {
      const key = known[fieldCodes[i] ?? ''];
      return key ? { key } : { text };
    });
  });
}

const identity = (message: FormMessage) => ('key' in message ? `key:${message.key}` : `text:${message.text}`);

/**
 * What a failed sign-in call shows under the form (spec-coverage 5.8a, 8.11): every per-field message of a 422
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
  const listed = [...new Map(fieldMessages(error.body).map((m) => [identity(m), m])).values()];
  if (listed.length > 0) return listed;
  const message = (error.body as { message?: unknown } | null)?.message;
  if (error.status < 500 && typeof message === 'string' && message !== '') return [{ text: message }];
  return [{ key: 'login.errors.failed' }];
}
