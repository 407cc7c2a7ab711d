import type { SearchKind, SearchProduct } from '../../src/shared/contracts/catalog'
import type { Language } from '../../src/shared/contracts/languages'

/** A search row before pricing: the route adds the price the caller may see. */
export type PartSummary = Omit<SearchProduct, 'price' | 'deposit'> & {
  id: number
  listPriceCents: number
  /** An exchange unit's deposit per unit, 0 for none; the API shows it only with prices. */
  depositCents: number
  categoryId: string
}

export type CategoryCount = { id: string; name: string; count: number }

export type SearchQuery = {
  /** Absent or blank: browse by category and/or news only. */
  term?: string
  lang: Language
  /** Only parts in this category or below it. */
  categoryId?: string
  newsOnly?: boolean
  offset: number
  limit: number
}

export type SearchResult = {
  /** How the term was classified (SPEC.md §5); null without a term. */
  kind: SearchKind | null
  products: PartSummary[]
  /** The categories the matching parts are in (after the filters), most parts first. */
  categories: CategoryCount[]
  total: number
}

/**
 * Everything that finds parts goes through this port, so a PostgreSQL adapter (normalized
 * columns + tsvector/pg_trgm) can replace the SQLite one without touching a route.
 */
export interface SearchPort {
  search(query: SearchQuery): Promise<SearchResult>
  /** Parts whose article number equals the key ignoring dots, or else whose OE number equals it (SPEC.md §5's part-number search). */
  findByPartNumber(key: string, lang: Language): Promise<PartSummary[]>
  /** Search rows for known part ids, in the given order (vehicle part lists). */
  summaries(ids: number[], lang: Language): Promise<PartSummary[]>
  close(): void
}
