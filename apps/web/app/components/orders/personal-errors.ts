import { ApiError } from '../../lib/api-errors';
import type { MessageKey } from '../../lib/i18n';

export const PERSONAL_FIELDS = ['firstname', 'lastname', 'phone'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** A message the storefront words itself (by key), or the server's text as it came. */
export type FieldMessage = { key: MessageKey } | { text: string };
export type FormErrors<F extends string> = { fields: Partial<Record<F, FieldMessage[]>>; form: FieldMessage | null };
export type PersonalErrors = FormErrors<PersonalField>;

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
  return formErrorsOf(error, PERSONAL_FIELDS, { key: 'personalForm.failed' });
}

/** The same for any profile form of `names` (the saved addresses too); `failed` is the generic line. */
export function formErrorsOf<F extends string>(
  error: unknown,
  names: readonly F[],
  failed: FieldMessage,
): FormErrors<F> {
  const generic: FormErrors<F> = { fields: {}, form: failed };
  if (!(error instanceof ApiError) || error.status !== 422) return generic;
  const { errors, codes } = (error.body ?? {}) as { errors?: Record<string, unknown>; codes?: Record<string, unknown> };
  const fields: FormErrors<F>['fields'] = {};
  for (const field of names) {
    const fieldCodes = listOf(codes?.[field]);
    const messages = listOf(errors?.[field]).map((text, i): FieldMessage => {
      const key = known[fieldCodes[i] ?? ''];
      return key ? { key } : { text };
    });
    if (messages.length > 0) fields[field] = messages;
  }
  return Object.keys(fields).length > 0 ? { fields, form: null } : generic;
}
