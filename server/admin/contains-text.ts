import { type Expression, type SqlBool, sql } from 'kysely'

/**
 * Case-insensitive "contains" for admin searches: LIKE with its wildcards escaped (an e-mail's `_` is
 * a letter here), written with an explicit ESCAPE so SQLite and PostgreSQL read it the same.
 */
export function containsText(column: Expression<unknown>, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`
}
