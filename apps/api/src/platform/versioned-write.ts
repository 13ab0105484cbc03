import { isDeepStrictEqual } from 'node:util';
import { staleEditMessage } from '@kordon/contract';
import { AppError } from '../http/app-error.js';

/**
 * Stale edits (docs/admin.md, "Adding an admin call"). A versioned row carries an integer `version`
 * that every write moves on (`version = version + 1`); the write sends the version it was read at.
 * Read the row `FOR UPDATE`, take `changesOf`, and only when something changes `assertFreshVersion`:
 * a retry of a write that already landed changes nothing and answers the row as it is.
 */

/** The fields of `patch` that are set and differ from `current`; empty when the write would change nothing. */
export function changesOf<T extends Record<string, unknown>>(current: T, patch: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const value = patch[key];
    if (value !== undefined && !isDeepStrictEqual(value, current[key])) changes[key] = value;
  }
  return changes;
}

export const hasChanges = (changes: object) => Object.keys(changes).length > 0;

/** 409 `conflict` when the row moved on since the client read it; `what` names it in the message. */
export function assertFreshVersion(current: number, sent: number, what: string): void {
  if (current !== sent) throw new AppError('conflict', staleEditMessage(what));
}
