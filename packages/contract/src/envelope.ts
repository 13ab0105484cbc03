import { z } from 'zod';
import type { AnyCall } from './call.js';

/** Every successful answer wraps its payload in `data`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** A page of a longer list: `total` counts every item, for paging (the `total` of spec-coverage 7.2.6, 7.2.25). */
export const pagedEnvelope = <T extends z.ZodType>(data: T) => z.object({ data, total: z.number().int().min(0) });

/**
 * 422: messages per field, shown together under the form (spec-coverage 5.8a), and beside them, in the same
 * order, a stable code per message for clients to branch on. Keys are dotted paths.
 */
export const validationErrorBody = z
  .object({
    message: z.string(),
    code: z.literal('validation_failed'),
    errors: z.record(z.string(), z.array(z.string())),
    codes: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: 'ValidationError' });

export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'token_expired',
  'session_revoked',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'out_of_stock',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'payment_declined',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Any other error: a human message and a stable code the client can branch on. */
export const errorBody = z.object({ message: z.string(), code: z.enum(errorCodes) }).meta({ id: 'Error' });

export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
export type ErrorBody = z.infer<typeof errorBody>;

/** The schema of a call's whole success body: `{ data }`, or `{ data, total }` for a paged call. */
export function answerSchemaOf(call: AnyCall): z.ZodType {
  const data = call.response ?? z.null();
  return call.paged ? pagedEnvelope(data) : envelope(data);
}
