import { codeOfFieldMessage, messages } from '@kordon/contract';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses input with a contract schema; failures become 422 with messages and codes per dotted field path. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  // reportInput: zod 4 only keeps the offending value on an issue when asked, and `missing` needs it.
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  const codes: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const text = missing ? messages.required : issue.message;
    const list = (fields[key] ??= []);
    if (list.includes(text)) continue;
    list.push(text);
    // A catalogue message has its own code; any other text is named by zod's issue code.
    (codes[key] ??= []).push(codeOfFieldMessage(text, issue.code));
  }
  throw AppError.validation(fields, undefined, codes);
}
