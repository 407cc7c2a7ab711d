/**
 * SPEC.md §5's rules for reading a search term, shared by the server's search and the SPA's
 * offline search and submit rule. Plain functions: no zod, so the SPA may import them.
 */

/** Spaces and hyphens are stripped before a term is classified. */
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

/** A term's kind by its pattern alone (what the server falls back to when it has no results to go by). */
export function kindByPattern(term: string): 'article' | 'reference' | 'freetext' {
  const stripped = stripTerm(term)
  if (looksLikeArticleNumber(stripped)) return 'article'
  if (!stripped.includes('.') && looksLikeReferenceNumber(stripped)) return 'reference'
  return 'freetext'
}
