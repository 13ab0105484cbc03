import { addFieldError, type FieldErrors, fieldError, fieldErrorOfIssue } from '@kordon/contract';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses input with a contract schema; failures become 422 with messages and codes per dotted field path. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  // reportInput: zod 4 only keeps the offending value on an issue when asked, and `missing` needs it.
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    // A check that names a code is worded from the contract's table; any other keeps zod's code.
    const error = missing ? fieldError('required') : fieldErrorOfIssue(issue);
    if (fields[key]?.some((listed) => listed.message === error.message)) continue;
    addFieldError(fields, key, error);
  }
  throw AppError.validation(fields);
}
