import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Maps a row that came back as JSON (`to_jsonb(t)` in a hand-written statement) to the shape
 * Drizzle's own queries return, using each column's own conversion (dates, bigints, jsonb).
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** The rows of a statement run with `db.execute` (node-postgres and PGlite both answer `rows`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
