import { messages } from '@kordon/contract';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses input with a contract schema; failures become 422 with messages per dotted field path. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const text = issue.code === 'invalid_type' && issue.input === undefined ? messages.required : issue.message;
    const list = (fields[key] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  throw AppError.validation(fields);
}
