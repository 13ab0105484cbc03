import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AdminApiError, errorText } from '../../api/api-error';

/** The form-wide message slot; `FormError` shows `formState.errors.root?.server`. */
export const SERVER_ERROR = 'root.server' as const;

/**
 * Puts a failed submit's messages where they belong: a 422's under each field the form has (the keys
 * are the contract's field names), anything else (a 429, a 409, an unknown field) above the buttons.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const rest: string[] = [];
  if (error instanceof AdminApiError && error.code === 'validation_failed') {
    for (const [name, messages] of Object.entries(error.fields)) {
      const field = fields.find((known) => known === name);
      if (field) setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
      else rest.push(...messages);
    }
    if (Object.keys(error.fields).length === 0) rest.push(error.message);
  } else {
    rest.push(waitText(error) ?? errorText(error));
  }
  if (rest.length > 0) setError(SERVER_ERROR, { type: 'server', message: rest.join(' ') });
}

/** A 429's words with its wait: "Too many requests. Try again in 40 s." */
function waitText(error: unknown) {
  if (!(error instanceof AdminApiError) || error.status !== 429) return undefined;
  const wait = error.retryAfterSeconds ? ` Try again in ${error.retryAfterSeconds} s.` : ' Try again later.';
  return `${error.message.replace(/\.?$/, '.')}${wait}`;
}
