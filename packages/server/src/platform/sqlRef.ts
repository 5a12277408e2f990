import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column always written with its table ("table"."column"). Drizzle leaves the table out of
 * single-table queries, which would make a correlated subquery compare a table with itself.
 */
export function ref(column: AnyColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
