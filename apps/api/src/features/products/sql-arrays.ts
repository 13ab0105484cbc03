import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// drizzle spreads a JS array in a template into a list of parameters; these bind it as ONE
// array parameter instead, so `= ANY(...)` works for any length (and stays one prepared shape).
export const intArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

/** Only for values already checked against a closed list (game codes): no quoting is done. */
export const codeArray = (values: readonly string[]): SQL => sql`${`{${values.join(',')}}`}::text[]`;

/** The rows of a raw query, typed by the caller (the SQL names the columns). */
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
