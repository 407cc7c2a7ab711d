import type { SearchKind } from '../../src/shared/contracts/catalog'
import { kindByPattern, numberKey, stripTerm } from '../../src/shared/contracts/search-terms'

/** How the search found its results: an article number, an OE reference, the names, or nothing. */
export type MatchedBy = 'article' | 'reference' | 'text' | null

export type ClassificationEvidence = {
  firstSku: string | null
  /** The cross references of every result. */
  crossReferences: string[]
  matchedBy: MatchedBy
}

/**
 * SPEC.md §5 on a term and what the search found. What the results prove comes first (the term
 * is the first result's article number ignoring dots, or one of the results' OE numbers); then
 * how the results were found; a term with no results is classified by its pattern alone. So
 * `81.50820-6019`, which fits the article pattern, is a reference when it is a MAN OE number.
 */
export function classifyTerm(term: string, evidence: ClassificationEvidence): SearchKind {
  const stripped = stripTerm(term)
  const key = numberKey(stripped)
  if (evidence.firstSku && numberKey(evidence.firstSku) === key) return 'article'
  if (evidence.crossReferences.some((reference) => numberKey(reference) === key)) return 'reference'
  if (evidence.matchedBy === 'article') return 'article'
  if (evidence.matchedBy === 'reference') return 'reference'
  if (evidence.matchedBy === 'text') return 'freetext'
  return kindByPattern(stripped)
}
