import { gtinLookupForms } from '../../src/shared/contracts/gtin-rules'
import type { Language } from '../../src/shared/contracts/languages'
import { looksLikeReferenceNumber, numberKey, stripTerm } from '../../src/shared/contracts/search-terms'
import type { CatalogSnapshot, DesignationInfo } from './catalog-snapshot'
import { classifyTerm, type MatchedBy } from './classify'
import type { CategoryCount, PartSummary, SearchPort, SearchQuery, SearchResult } from './search-port'

/** At most this many parts are considered for a number search's facets and total (prefix matches can be many). */
export const NUMBER_MATCH_CAP = 200

export type Match = { id: number; designationId: number; isNew: number }

/**
 * What an adapter must look up in its database; everything else (classification, facets, paging
 * over designation counts) is shared, so SQLite and PostgreSQL give the same answers.
 */
export type SearchLookups = {
  snapshot(): Promise<CatalogSnapshot>
  bySkuNorm(key: string): Promise<Match[]>
  /** Parts whose GTIN is one of these spellings of one GTIN (gtinLookupForms). */
  byGtin(forms: string[]): Promise<Match[]>
  /** Article numbers from `low` (inclusive) to `high` (exclusive) in byte order, by sku, at most NUMBER_MATCH_CAP. */
  bySkuPrefix(low: string, high: string): Promise<Match[]>
  byReference(key: string): Promise<Match[]>
  byReferencePrefix(low: string, high: string): Promise<Match[]>
  /**
   * Designation ids whose name (any language) contains every long word (3+ letters, case and
   * diacritics folded) and every short one (case-insensitive); the UI language first, then by relevance.
   */
  freeText(longWords: string[], shortWords: string[], lang: Language): Promise<number[]>
  /** `take` part ids of one designation from `skip`, in id order. */
  pageOfDesignation(designationId: number, newsOnly: boolean, take: number, skip: number): Promise<number[]>
  summaries(ids: number[], lang: Language, snapshot: CatalogSnapshot): Promise<PartSummary[]>
}

export function createSearchEngine(lookups: SearchLookups): Omit<SearchPort, 'close'> {
  /** A scanned or typed GTIN (8, 12, 13 or 14 digits, right check digit) finds its part exactly; anything else finds none this way. */
  async function gtinMatches(key: string): Promise<Match[]> {
    const forms = gtinLookupForms(key)
    return forms.length ? lookups.byGtin(forms) : []
  }

  /** Exact article number, exact OE number, then prefixes of either: what a part-number term matches. */
  async function numberMatches(term: string): Promise<{ matches: Match[]; matchedBy: MatchedBy }> {
    const stripped = stripTerm(term)
    const key = numberKey(stripped)
    if (key.length < 3 || !/\d/.test(key)) return { matches: [], matchedBy: null }
    const [exactSku, exactGtin, exactReference] = await Promise.all([
      lookups.bySkuNorm(key),
      gtinMatches(key),
      lookups.byReference(key),
    ])
    if (exactSku.length || exactGtin.length || exactReference.length) {
      // A GTIN names one article as surely as its article number does, so it counts as one.
      const own = [...exactSku, ...exactGtin]
      const seen = new Set(own.map((m) => m.id))
      return {
        matches: [...own, ...exactReference.filter((m) => !seen.has(m.id))],
        matchedBy: own.length ? 'article' : 'reference',
      }
    }
    const upper = stripped.toUpperCase()
    if (/^(\d{1,2}\.\d|SA\d)/.test(upper)) {
      const prefix = await lookups.bySkuPrefix(upper, `${upper}~`)
      if (prefix.length) return { matches: prefix, matchedBy: 'article' }
    }
    if (key.length >= 5 && !stripped.includes('.') && looksLikeReferenceNumber(stripped)) {
      const prefix = await lookups.byReferencePrefix(key, `${key}~`)
      if (prefix.length) return { matches: prefix, matchedBy: 'reference' }
    }
    return { matches: [], matchedBy: null }
  }

  async function textDesignations(term: string, lang: Language, snapshot: CatalogSnapshot): Promise<DesignationInfo[]> {
    const tokens = term.toLowerCase().match(/[\p{L}\p{N}]+/gu)
    if (!tokens?.length) return []
    // Every word must occur somewhere in the name (inside compounds too, and unfinished while typing).
    const long = tokens.filter((token) => [...token].length >= 3)
    const short = tokens.filter((token) => [...token].length < 3)
    // A designation matching in several languages counts once, at its best place.
    const ids = new Set(await lookups.freeText(long, short, lang))
    return [...ids].flatMap((id) => snapshot.designations.get(id) ?? [])
  }

  function facets(counts: Map<string, number>, lang: Language, snapshot: CatalogSnapshot): CategoryCount[] {
    return [...counts]
      .map(([id, count]) => ({ id, name: snapshot.categoryName(id, lang), count }))
      .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id))
  }

  /** A page out of designations, each holding `count` parts in id order: seek only into the designations the page touches. */
  async function pageOfDesignations(list: DesignationInfo[], newsOnly: boolean, offset: number, limit: number) {
    const ids: number[] = []
    let skip = offset
    for (const d of list) {
      const count = newsOnly ? d.newCount : d.partCount
      if (skip >= count) {
        skip -= count
        continue
      }
      const take = Math.min(limit - ids.length, count - skip)
      ids.push(...(await lookups.pageOfDesignation(d.id, newsOnly, take, skip)))
      skip = 0
      if (ids.length >= limit) break
    }
    return ids
  }

  async function searchByDesignations(list: DesignationInfo[], query: SearchQuery, snapshot: CatalogSnapshot) {
    const newsOnly = query.newsOnly ?? false
    const withParts = list.filter((d) => (newsOnly ? d.newCount : d.partCount) > 0)
    const filtered = query.categoryId
      ? withParts.filter((d) => snapshot.isWithin(d.categoryId, query.categoryId as string))
      : withParts
    const counts = new Map<string, number>()
    for (const d of filtered) counts.set(d.categoryId, (counts.get(d.categoryId) ?? 0) + (newsOnly ? d.newCount : d.partCount))
    const total = filtered.reduce((sum, d) => sum + (newsOnly ? d.newCount : d.partCount), 0)
    const ids = await pageOfDesignations(filtered, newsOnly, query.offset, query.limit)
    return { ids, total, categories: facets(counts, query.lang, snapshot) }
  }

  function searchByMatches(matches: Match[], query: SearchQuery, snapshot: CatalogSnapshot) {
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
    return { ids, total: kept.length, categories: facets(counts, query.lang, snapshot) }
  }

  return {
    async search(query) {
      const snapshot = await lookups.snapshot()
      const term = query.term?.trim() ?? ''
      if (!term) {
        const found = await searchByDesignations(snapshot.browseOrder, query, snapshot)
        const products = await lookups.summaries(found.ids, query.lang, snapshot)
        return { kind: null, products, categories: found.categories, total: found.total }
      }
      const numbers = await numberMatches(term)
      let matchedBy = numbers.matchedBy
      let found: { ids: number[]; total: number; categories: CategoryCount[] }
      if (numbers.matches.length) {
        found = searchByMatches(numbers.matches, query, snapshot)
      } else {
        const designations = await textDesignations(term, query.lang, snapshot)
        if (designations.length) matchedBy = 'text'
        found = await searchByDesignations(designations, query, snapshot)
      }
      const products = await lookups.summaries(found.ids, query.lang, snapshot)
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
      const exact = await lookups.bySkuNorm(normalized)
      const matches = exact.length ? exact : await lookups.byReference(normalized)
      const snapshot = await lookups.snapshot()
      return lookups.summaries(
        matches.map((m) => m.id),
        lang,
        snapshot,
      )
    },

    async summaries(ids, lang) {
      return lookups.summaries(ids, lang, await lookups.snapshot())
    },
  }
}
