import { ApiError } from '../../lib/api-errors';
import type { MessageKey } from '../../lib/i18n';

export const PERSONAL_FIELDS = ['firstname', 'lastname', 'phone'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** A message the storefront words itself (by key), or the server's text as it came. */
export type FieldMessage = { key: MessageKey } | { text: string };
export type PersonalErrors = { fields: Partial<Record<PersonalField, FieldMessage[]>>; form: FieldMessage | null };

/** Field codes of the API (contract field-codes.ts) worded in the page's language. */
const known: Partial<Record<string, MessageKey>> = {
  required: 'validation.required',
  invalid_characters: 'personalForm.invalidCharacters',
  invalid_phone: 'personalForm.invalidPhone',
};

const listOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * What a failed PUT /profile/personal shows: the 422's messages under their fields, by code where
 * we word it; anything else (another status, a field the form has not) one generic line.
 */
export function personalErrorsOf(error: unknown): PersonalErrors {
  const failed: PersonalErrors = { fields: {}, form: { key: 'personalForm.failed' } };
  if (!(error instanceof ApiError) || error.status !== 422) return failed;
  const { errors, codes } = (error.body ?? {}) as { errors?: Record<string, unknown>; codes?: Record<string, unknown> };
  const fields: PersonalErrors['fields'] = {};
  for (const field of PERSONAL_FIELDS) {
    const fieldCodes = listOf(codes?.[field]);
    const messages = listOf(errors?.[field]).map((text, i): FieldMessage => {
      const key = known[fieldCodes[i] ?? ''];
      return key ? { key } : { text };
    });
    if (messages.length > 0) fields[field] = messages;
  }
  return Object.keys(fields).length > 0 ? { fields, form: null } : failed;
}
