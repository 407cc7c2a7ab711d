/**
 * Lower case without diacritics (`Ölfilter` → `olfilter`), the way SQLite's FTS5 trigram index with
 * remove_diacritics folds names; the PostgreSQL adapter stores names and compares terms folded so.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** A LIKE pattern that matches `text` anywhere; `\` escapes the pattern's own wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
