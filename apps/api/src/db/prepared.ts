import type { DbExecutor } from './executor.js';

// Drizzle's own path for `db.execute`, with the statement name it leaves out. Both the database
// and a transaction carry a session (drizzle-orm 0.45, pg-core/db.js `execute`).
type DrizzleInternals = {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
};

/** A statement whose text never changes: every value is a parameter ($1, $2 …). */
export type PreparedStatement = { name: string; text: string };

/**
 * Runs a statement as a named prepared statement: each connection has PostgreSQL parse and plan
 * it once, not on every call, and the text is not rebuilt from SQL fragments on every call either.
 * node-postgres refuses one name for two texts, hence constants. The cart's catalogue read took
 * 0.48 ms to plan and 0.26 ms to run (docs/performance.md, "Prepared statements"). Rows come as
 * PostgreSQL sends them (timestamps as text, as with drizzle's `execute`).
 */
export async function preparedRows<T>(
  executor: DbExecutor,
  statement: PreparedStatement,
  params: unknown[],
): Promise<T[]> {
  const { session } = executor as unknown as DrizzleInternals;
  const query = session.prepareQuery({ sql: statement.text, params }, undefined, statement.name, false);
  return (await query.execute()).rows as T[];
}
