import type SQLite from 'better-sqlite3'

/**
 * The free-text index of the SQLite adapter: FTS5 over the designation names (the name variants
 * parts share), one row per designation and language. Diacritics are folded so `Bremsbelage`
 * finds `Bremsbeläge`; prefixes of two and three characters are indexed for search-as-you-type.
 */
export function rebuildSqliteSearchIndex(sqlite: SQLite.Database): void {
  sqlite.exec('DROP TABLE IF EXISTS designation_fts')
  sqlite.exec(
    `CREATE VIRTUAL TABLE designation_fts USING fts5(
       name, lang UNINDEXED, designation_id UNINDEXED,
       tokenize = "unicode61 remove_diacritics 2", prefix = '2 3')`,
  )
  sqlite.exec('INSERT INTO designation_fts (name, lang, designation_id) SELECT name, lang, designation_id FROM designation_names')
  sqlite.exec("INSERT INTO designation_fts (designation_fts) VALUES ('optimize')")
}
