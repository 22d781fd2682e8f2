import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/** Rows per statement: one JSON parameter each, a few MB at most. */
const rowsPerStatement = 20_000;

/**
 * Inserts many rows quickly: each batch travels as one JSON parameter that the database
 * expands with json_populate_recordset, instead of one bound parameter per value (which makes
 * PGlite spend most of a large seed parsing parameters).
 */
export async function insertInBatches<TTable extends PgTable>(
  tx: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
) {
  const fields = Object.keys(rows[0] ?? {});
  if (fields.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = fields.map((field) => columns[field]?.name ?? field);
  const columnList = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows
      .slice(start, start + rowsPerStatement)
      .map((row) =>
        Object.fromEntries(
          fields.map((field, index) => [names[index], row[field as keyof typeof row]]),
        ),
      );
    await tx.execute(
      sql`insert into ${tableName} (${columnList}) select ${columnList} from json_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::json)`,
    );
  }
}
