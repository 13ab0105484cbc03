import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

const texts = new Map<string, string>();

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `INSERT … SELECT … FROM jsonb_to_recordset($1)` for `columns` of `table`, made once per column set. */
function statementText(table: PgTable, keys: string[]): string {
  const { name, schema } = getTableConfig(table);
  const id = `${schema ?? ''}.${name}:${keys.join(',')}`;
  let text = texts.get(id);
  if (text) return text;
  const columns = getTableColumns(table);
  // The record's fields carry the rows' own (JavaScript) keys, so rows go to JSON as they are.
  const picked = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${name} has no column ${key}`);
    return { column: quoted(column.name), field: quoted(key), type: column.getSQLType() };
  });
  const target = schema ? `${quoted(schema)}.${quoted(name)}` : quoted(name);
  text = `INSERT INTO ${target} (${picked.map((c) => c.column).join(', ')}) SELECT ${picked
    .map((c) => c.field)
    .join(', ')} FROM jsonb_to_recordset(\u0000::jsonb) AS r(${picked.map((c) => `${c.field} ${c.type}`).join(', ')})`;
  texts.set(id, text);
  return text;
}

/**
 * Rows inserted from one jsonb parameter, by a text made once per table and key set rather than by
 * drizzle's builder per row (decision 0011). A key absent from a row is NULL, not the column default.
 */
export function jsonInsert<T extends PgTable>(
  table: T,
  rows: T['$inferInsert'][],
  options: { returning?: SQL; when?: SQL; skipConflicts?: boolean } = {},
): SQL {
  const { returning, when, skipConflicts } = options;
  const keys = [
    ...new Set(rows.flatMap((row) => Object.keys(row).filter((k) => row[k as keyof typeof row] !== undefined))),
  ];
  const [before, after] = statementText(table, keys).split('\u0000') as [string, string];
  return sql.join([
    sql.raw(before),
    sql.param(JSON.stringify(rows)),
    sql.raw(after),
    ...(when ? [sql` WHERE `, when] : []),
    ...(skipConflicts ? [sql` ON CONFLICT DO NOTHING`] : []),
    ...(returning ? [sql` RETURNING `, returning] : []),
  ]);
}
