import type { DbExecutor } from './executor.js';

// Drizzle's own path for `db.execute` (pg-core/db.js), with the statement name it leaves out.
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
 * Runs a named prepared statement, so each connection plans it once (decision 0012); node-postgres
 * refuses one name for two texts, hence constants. Rows come as sent (timestamps as text).
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
