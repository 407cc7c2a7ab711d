import type SQLite from 'better-sqlite3'

/** The index's table, empty; `IF NOT EXISTS` lets an import on a shop without a catalogue yet create it. */
export const CREATE_SQLITE_SEARCH_INDEX = `CREATE VIRTUAL TABLE IF NOT EXISTS designation_fts USING fts5(
   name, lang UNINDEXED, designation_id UNINDEXED, tokenize = "trigram remove_diacritics 1")`

/**
 * The free-text index of the SQLite adapter: FTS5 over the designation names (the name variants
 * parts share), one row per designation and language. The trigram tokenizer matches inside words,
 * which German compounds need (`filter` finds `Ölfilter` and `Kraftstofffilter`), and folds
 * diacritics so `olfilter` finds `Ölfilter`.
 */
export function rebuildSqliteSearchIndex(sqlite: SQLite.Database): void {
  sqlite.exec('DROP TABLE IF EXISTS designation_fts')
  sqlite.exec(CREATE_SQLITE_SEARCH_INDEX)
  sqlite.exec('INSERT INTO designation_fts (name, lang, designation_id) SELECT name, lang, designation_id FROM designation_names')
  sqlite.exec("INSERT INTO designation_fts (designation_fts) VALUES ('optimize')")
}
