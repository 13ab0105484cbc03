import { z } from 'zod';

/**
 * Stale edits: an object the back office edits carries a `version` that every write moves on. A
 * write sends the version it was read at; another version answers 409 `conflict` (nothing written).
 */
export const objectVersion = z.number({ error: 'Required field' }).int().min(1).max(2_147_483_647);

/** The message of that 409, for the app to show beside a reload. */
export const staleEditMessage = (what: string) =>
  `Someone else changed this ${what} since you opened it. Reload it to see their change, then edit again.`;
