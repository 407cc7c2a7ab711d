import SQLite from 'better-sqlite3'
import { createPartRows } from './part-rows'
import { createSearchEngine, type Match, NUMBER_MATCH_CAP } from './search-engine'
import type { SearchPort } from './search-port'
import { snapshotRowsFromSqlite } from './snapshot-rows'
import { versionedSnapshot } from './versioned-snapshot'

/**
 * The SQLite adapter of the search port, on its own read-only connection: exact lookups are
 * index seeks on the normalized columns, free text runs FTS5 over the few thousand designation
 * names (parts share them), and facets and paging come from the in-memory designation counts.
 * The snapshot follows the catalogue's version, so an import (in this process or the CLI) shows at once.
 */
export async function createSqliteSearch(file: string, options: { cacheMiB?: number } = {}): Promise<SearchPort> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true })
  // The page cache is what stays resident; no mmap, so the file's size never shows up as process memory.
  sqlite.pragma(`cache_size = -${(options.cacheMiB ?? 48) * 1024}`)
  sqlite.pragma('mmap_size = 0')
  sqlite.pragma('busy_timeout = 5000')
  const version = sqlite.prepare(
    "SELECT value FROM catalog_meta WHERE key IN ('version', 'built_at') ORDER BY key = 'version' DESC LIMIT 1",
  )
  const snapshot = await versionedSnapshot(
    async () => (version.get() as { value: string } | undefined)?.value ?? null,
    async () => snapshotRowsFromSqlite(sqlite),
  )
  const summaries = createPartRows(sqlite)

  const bySkuNorm = sqlite.prepare('SELECT id, designation_id AS designationId, is_new AS isNew FROM parts WHERE sku_norm = ?')
  // Up to four spellings of one GTIN (14, 13, 12 and 8 digits), unused places bound to null.
  const byGtin = sqlite.prepare(
    'SELECT id, designation_id AS designationId, is_new AS isNew FROM parts WHERE gtin IN (?, ?, ?, ?)',
  )
  const bySkuPrefix = sqlite.prepare(
    `SELECT id, designation_id AS designationId, is_new AS isNew FROM parts WHERE sku >= ? AND sku < ? ORDER BY sku LIMIT ${NUMBER_MATCH_CAP}`,
  )
  const byReference = sqlite.prepare(
    `SELECT DISTINCT p.id, p.designation_id AS designationId, p.is_new AS isNew
       FROM part_xrefs x JOIN parts p ON p.id = x.part_id WHERE x.reference_norm = ? LIMIT ${NUMBER_MATCH_CAP}`,
  )
  const byReferencePrefix = sqlite.prepare(
    `SELECT DISTINCT p.id, p.designation_id AS designationId, p.is_new AS isNew
       FROM part_xrefs x JOIN parts p ON p.id = x.part_id
      WHERE x.reference_norm >= ? AND x.reference_norm < ? LIMIT ${NUMBER_MATCH_CAP}`,
  )
  const freeTextStatements = new Map<string, SQLite.Statement>()
  /**
   * One statement per shape of term: words of three or more letters go through the trigram index,
   * shorter ones through LIKE. Names in every language are searched (a German term still finds parts
   * after switching the page to English); rows in the UI language come first, then by relevance.
   */
  function freeTextStatement(longWords: number, shortWords: number): SQLite.Statement {
    const key = `${longWords}:${shortWords}`
    let statement = freeTextStatements.get(key)
    if (!statement) {
      const conditions: string[] = Array(shortWords).fill('name LIKE ?')
      if (longWords) conditions.unshift('designation_fts MATCH ?')
      const relevance = longWords ? 'bm25(designation_fts), ' : ''
      statement = sqlite.prepare(
        `SELECT designation_id AS id FROM designation_fts WHERE ${conditions.join(' AND ')}
          ORDER BY lang = ? DESC, ${relevance}designation_id`,
      )
      freeTextStatements.set(key, statement)
    }
    return statement
  }
  const pageOfDesignation = sqlite.prepare('SELECT id FROM parts WHERE designation_id = ? ORDER BY id LIMIT ? OFFSET ?')
  const pageOfNewInDesignation = sqlite.prepare(
    'SELECT id FROM parts WHERE designation_id = ? AND is_new = 1 ORDER BY id LIMIT ? OFFSET ?',
  )

  const engine = createSearchEngine({
    snapshot,
    bySkuNorm: async (key) => bySkuNorm.all(key) as Match[],
    byGtin: async (forms) => byGtin.all(...[0, 1, 2, 3].map((i) => forms[i] ?? null)) as Match[],
    bySkuPrefix: async (low, high) => bySkuPrefix.all(low, high) as Match[],
    byReference: async (key) => byReference.all(key) as Match[],
    byReferencePrefix: async (low, high) => byReferencePrefix.all(low, high) as Match[],
    async freeText(long, short, lang) {
      const likes = short.map((token) => `%${token}%`)
      const parameters = long.length ? [long.map((token) => `"${token}"`).join(' '), ...likes, lang] : [...likes, lang]
      return (freeTextStatement(long.length, short.length).all(...parameters) as Array<{ id: number }>).map((row) => row.id)
    },
    async pageOfDesignation(designationId, newsOnly, take, skip) {
      const statement = newsOnly ? pageOfNewInDesignation : pageOfDesignation
      return (statement.all(designationId, take, skip) as Array<{ id: number }>).map((row) => row.id)
    },
    summaries: async (ids, lang, at) => summaries(ids, lang, at),
  })

  return {
    ...engine,
    close() {
      sqlite.close()
    },
  }
}
