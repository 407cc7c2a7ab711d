import SQLite from 'better-sqlite3'
import type { Language } from '../../src/shared/contracts/languages'
import { looksLikeReferenceNumber, numberKey, stripTerm } from '../../src/shared/contracts/search-terms'
import { CatalogSnapshot, type DesignationInfo } from './catalog-snapshot'
import { classifyTerm, type MatchedBy } from './classify'
import { createPartRows } from './part-rows'
import type { CategoryCount, SearchPort, SearchQuery, SearchResult } from './search-port'

/** At most this many parts are considered for a number search's facets and total (prefix matches can be many). */
const NUMBER_MATCH_CAP = 200

type Match = { id: number; designationId: number; isNew: number }

/**
 * The SQLite adapter of the search port, on its own read-only connection: exact lookups are
 * index seeks on the normalized columns, free text runs FTS5 over the few thousand designation
 * names (parts share them), and facets and paging come from the in-memory designation counts.
 */
export function createSqliteSearch(file: string, options: { cacheMiB?: number } = {}): SearchPort {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true })
  // The page cache is what stays resident; no mmap, so the file's size never shows up as process memory.
  sqlite.pragma(`cache_size = -${(options.cacheMiB ?? 48) * 1024}`)
  sqlite.pragma('mmap_size = 0')
  sqlite.pragma('busy_timeout = 5000')
  const snapshot = new CatalogSnapshot(sqlite)
  const summaries = createPartRows(sqlite, snapshot)

  const bySkuNorm = sqlite.prepare('SELECT id, designation_id AS designationId, is_new AS isNew FROM parts WHERE sku_norm = ?')
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

  /** Exact article number, exact OE number, then prefixes of either: what a part-number term matches. */
  function numberMatches(term: string): { matches: Match[]; matchedBy: MatchedBy } {
    const stripped = stripTerm(term)
    const key = numberKey(stripped)
    if (key.length < 3 || !/\d/.test(key)) return { matches: [], matchedBy: null }
    const exactSku = bySkuNorm.all(key) as Match[]
    const exactReference = byReference.all(key) as Match[]
    if (exactSku.length || exactReference.length) {
      const seen = new Set(exactSku.map((m) => m.id))
      return {
        matches: [...exactSku, ...exactReference.filter((m) => !seen.has(m.id))],
        matchedBy: exactSku.length ? 'article' : 'reference',
      }
    }
    const upper = stripped.toUpperCase()
    if (/^(\d{1,2}\.\d|SA\d)/.test(upper)) {
      const prefix = bySkuPrefix.all(upper, `${upper}~`) as Match[]
      if (prefix.length) return { matches: prefix, matchedBy: 'article' }
    }
    if (key.length >= 5 && !stripped.includes('.') && looksLikeReferenceNumber(stripped)) {
      const prefix = byReferencePrefix.all(key, `${key}~`) as Match[]
      if (prefix.length) return { matches: prefix, matchedBy: 'reference' }
    }
    return { matches: [], matchedBy: null }
  }

  function textDesignations(term: string, lang: Language): DesignationInfo[] {
    const tokens = term.toLowerCase().match(/[\p{L}\p{N}]+/gu)
    if (!tokens?.length) return []
    // Every word must occur somewhere in the name (inside compounds too, and unfinished while typing).
    const long = tokens.filter((token) => [...token].length >= 3)
    const short = tokens.filter((token) => [...token].length < 3).map((token) => `%${token}%`)
    const parameters = long.length ? [long.map((token) => `"${token}"`).join(' '), ...short, lang] : [...short, lang]
    const rows = freeTextStatement(long.length, short.length).all(...parameters) as Array<{ id: number }>
    // A designation matching in several languages counts once, at its best place.
    const ids = new Set(rows.map((row) => row.id))
    return [...ids].flatMap((id) => snapshot.designations.get(id) ?? [])
  }

  function facets(counts: Map<string, number>, lang: Language): CategoryCount[] {
    return [...counts]
      .map(([id, count]) => ({ id, name: snapshot.categoryName(id, lang), count }))
      .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id))
  }

  /** A page out of designations, each holding `count` parts in id order: seek only into the designations the page touches. */
  function pageOfDesignations(list: DesignationInfo[], newsOnly: boolean, offset: number, limit: number): number[] {
    const ids: number[] = []
    let skip = offset
    for (const d of list) {
      const count = newsOnly ? d.newCount : d.partCount
      if (skip >= count) {
        skip -= count
        continue
      }
      const take = Math.min(limit - ids.length, count - skip)
      const statement = newsOnly ? pageOfNewInDesignation : pageOfDesignation
      for (const row of statement.all(d.id, take, skip) as Array<{ id: number }>) ids.push(row.id)
      skip = 0
      if (ids.length >= limit) break
    }
    return ids
  }

  function searchByDesignations(list: DesignationInfo[], query: SearchQuery) {
    const newsOnly = query.newsOnly ?? false
    const withParts = list.filter((d) => (newsOnly ? d.newCount : d.partCount) > 0)
    const filtered = query.categoryId
      ? withParts.filter((d) => snapshot.isWithin(d.categoryId, query.categoryId as string))
      : withParts
    const counts = new Map<string, number>()
    for (const d of filtered) counts.set(d.categoryId, (counts.get(d.categoryId) ?? 0) + (newsOnly ? d.newCount : d.partCount))
    const total = filtered.reduce((sum, d) => sum + (newsOnly ? d.newCount : d.partCount), 0)
    const ids = pageOfDesignations(filtered, newsOnly, query.offset, query.limit)
    return { ids, total, categories: facets(counts, query.lang) }
  }

  function searchByMatches(matches: Match[], query: SearchQuery) {
    const counts = new Map<string, number>()
    const kept: number[] = []
    for (const match of matches) {
      if (query.newsOnly && match.isNew !== 1) continue
      const categoryId = snapshot.designations.get(match.designationId)?.categoryId ?? ''
      if (query.categoryId && !snapshot.isWithin(categoryId, query.categoryId)) continue
      counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1)
      kept.push(match.id)
    }
    const ids = kept.slice(query.offset, query.offset + query.limit)
    return { ids, total: kept.length, categories: facets(counts, query.lang) }
  }

  return {
    async search(query) {
      const term = query.term?.trim() ?? ''
      if (!term) {
        const found = searchByDesignations(snapshot.browseOrder, query)
        return { kind: null, products: summaries(found.ids, query.lang), categories: found.categories, total: found.total }
      }
      const numbers = numberMatches(term)
      let matchedBy = numbers.matchedBy
      let found: { ids: number[]; total: number; categories: CategoryCount[] }
      if (numbers.matches.length) {
        found = searchByMatches(numbers.matches, query)
      } else {
        const designations = textDesignations(term, query.lang)
        if (designations.length) matchedBy = 'text'
        found = searchByDesignations(designations, query)
      }
      const products = summaries(found.ids, query.lang)
      const kind = classifyTerm(term, {
        firstSku: products[0]?.sku ?? null,
        crossReferences: products.flatMap((p) => p.crossReferences.map((x) => x.referenceNo)),
        matchedBy,
      })
      return { kind, products, categories: found.categories, total: found.total } satisfies SearchResult
    },

    async findByPartNumber(key, lang) {
      const normalized = numberKey(key)
      if (!normalized) return []
      const exact = bySkuNorm.all(normalized) as Match[]
      const matches = exact.length ? exact : (byReference.all(normalized) as Match[])
      return summaries(
        matches.map((m) => m.id),
        lang,
      )
    },

    async summaries(ids, lang) {
      return summaries(ids, lang)
    },

    close() {
      sqlite.close()
    },
  }
}
