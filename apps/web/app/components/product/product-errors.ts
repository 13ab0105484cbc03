import { ApiError } from '../../lib/api-errors';
import type { MessageKey } from '../../lib/i18n';

/** Field error codes of the API (contract field-codes.ts) that the product page words itself. */
const known: Partial<Record<string, MessageKey>> = {
  required: 'validation.required',
  invalid_email: 'validation.invalidEmail',
  email_too_long: 'validation.emailTooLong',
  restock_already_requested: 'product.restock.already',
};

export type ShownError = { key: MessageKey } | { text: string };

/**
 * What a failed restock or review call shows: each field message of a 422, by its code when we word
 * it, else the server's text; the 4xx message; or a plain "try again".
 */
export function errorsOf(error: unknown, fallback: MessageKey): ShownError[] {
  if (!(error instanceof ApiError)) return [{ key: fallback }];
  const body = (error.body ?? {}) as {
    errors?: Record<string, unknown>;
    codes?: Record<string, unknown>;
    message?: unknown;
  };
  const listed = Object.entries(body.errors ?? {}).flatMap(([field, texts]) =>
    (Array.isArray(texts) ? texts : []).map((text, i): ShownError => {
      const codes = body.codes?.[field];
      const key = known[Array.isArray(codes) ? String(codes[i]) : ''];
      return key ? { key } : { text: String(text) };
    }),
  );
  if (listed.length > 0) return listed;
  if (error.status < 500 && typeof body.message === 'string' && body.message) return [{ text: body.message }];
  return [{ key: fallback }];
}
