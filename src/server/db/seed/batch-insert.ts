import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { jsonbParameter } from '../jsonb-parameter';

/** Rows per statement: one JSON parameter each, a few MB at most. */
const rowsPerStatement = 20_000;

/**
 * Inserts many rows quickly: each batch travels as one JSON parameter (`insertFromJson`),
 * instead of one bound parameter per value (which makes PGlite spend most of a large seed
 * parsing parameters).
 */
export async function insertInBatches<TTable extends PgTable>(
  tx: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
) {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await tx.execute(insertFromJson(table, rows.slice(start, start + rowsPerStatement)));
  }
}

/**
 * An INSERT of these rows (all with the same fields) that travel as one `jsonb` parameter in
 * binary format (`jsonbParameter`), which the database expands with jsonb_populate_recordset
 * (parsed once; json_populate_recordset parsed each jsonb column again: 16% more CPU for a
 * round).
 */
export function insertFromJson<TTable extends PgTable>(
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): SQL {
  const fields = Object.keys(rows[0] ?? {});
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = fields.map((field) => columns[field]?.name ?? field);
  const columnList = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const records = rows.map((row) =>
    Object.fromEntries(
      fields.map((field, index) => [names[index], row[field as keyof typeof row]]),
    ),
  );
  return sql`insert into ${tableName} (${columnList}) select ${columnList} from jsonb_populate_recordset(null::${tableName}, ${jsonbParameter(records)}::jsonb)`;
}
