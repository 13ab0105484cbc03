import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AdminApiError } from '../../api/api-error';
import { showServerErrors } from '../../components/form/server-errors';

/**
 * A ConfirmDialog's confirm for a form inside it: checks the fields (the contract's schema), sends,
 * and answers false to keep the dialog open when a field is wrong, here or on the server (422).
 * Any other refusal (a 409, the provider's) is thrown for the dialog to show; a 409 reads the order again.
 */
export function confirmForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  send: (values: T) => Promise<unknown>,
  onConflict: () => unknown,
) {
  return async () => {
    let sent = false;
    await form.handleSubmit(async (values) => {
      try {
        await send(values);
        sent = true;
      } catch (error) {
        if (error instanceof AdminApiError && error.code === 'validation_failed') {
          showServerErrors(error, form.setError, fields);
          return;
        }
        if (error instanceof AdminApiError && error.isConflict) await onConflict();
        throw error;
      }
    })();
    return sent;
  };
}
