import type { Db } from '@kordon/api/db/client.js';

/** The transaction handle drizzle passes to `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Splits rows so that one statement stays far below PostgreSQL's 65,535 parameters. */
export function chunks<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export type IdMap = Map<string, number>;

export const requireId = (map: IdMap, key: string, what: string): number => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return id;
};

const DAY = 86_400_000;
export const daysBefore = (now: Date, days: number, hour = 12) => {
  const d = new Date(now.getTime() - days * DAY);
  d.setUTCHours(hour, (days * 37) % 60, 0, 0);
  return d;
};
