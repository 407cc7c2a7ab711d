import type { SearchKind } from '../../src/shared/contracts/catalog'

/** SPEC.md §5: spaces and hyphens are stripped before a term is classified. */
export function stripTerm(term: string): string {
  return term.replace(/[\s-]+/g, '')
}

/** `1.10234`, `5.40020XL` (1–2 digits, a dot, 5 digits, up to 5 alphanumerics) or `SA` + 6–10 alphanumerics. */
const ARTICLE_NUMBER = /^(\d{1,2}\.\d{5}[a-z0-9]{0,5}|sa[a-z0-9]{6,10})$/i

export function looksLikeArticleNumber(stripped: string): boolean {
  return ARTICLE_NUMBER.test(stripped)
}

/**
 * "Numeric-like without dots": letters, digits and slashes only, at least four digits, and at
 * least half of the characters digits — `A0004201220`, `20799663`, `RE504836` are; `H7`, `24V`, `brake` are not.
 */
export function looksLikeReferenceNumber(stripped: string): boolean {
  if (!/^[a-z0-9/]+$/i.test(stripped)) return false
  const digits = stripped.replace(/\D/g, '').length
  return digits >= 4 && digits * 2 >= stripped.length
}

/** Upper case without spaces, hyphens, dots or slashes: how article and OE numbers are compared. */
export function numberKey(value: string): string {
  return value.replace(/[\s.\-/]+/g, '').toUpperCase()
}

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
  if (looksLikeArticleNumber(stripped)) return 'article'
  if (!stripped.includes('.') && looksLikeReferenceNumber(stripped)) return 'reference'
  return 'freetext'
}
