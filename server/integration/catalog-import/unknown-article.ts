/** Why a row's article is unknown: not in the catalogue, or its part row was refused in this import. */
export function unknownArticle(articleId: string, refusedParts: Set<string>, where: string): string {
  return refusedParts.has(articleId)
    ? `article_id "${articleId}": its part row was refused, so this row is too`
    : `article_id "${articleId}" is not ${where}`
}
