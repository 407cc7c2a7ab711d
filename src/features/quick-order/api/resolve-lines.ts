import type { QuickOrderResolvedLine } from '../../../shared/contracts/cart'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiPost } from '../../../shared/lib/api-client'
import type { DraftLine } from '../../../shared/lib/parse-lines'
import type { CheckedLine } from '../lib/checked-line'
import { resolveOffline } from '../lib/resolve-offline'

/**
 * Resolves up to 500 lines at a time; reading, not changing, so no Idempotency-Key. Without a
 * network (fetch throws a TypeError, not an answer) the lines are checked against `seenParts`.
 */
export async function resolveLines(
  lines: DraftLine[],
  languageID: Language,
  countryID: string,
  seenParts: () => SearchProduct[],
): Promise<CheckedLine[]> {
  const resolved: QuickOrderResolvedLine[] = []
  try {
    for (let start = 0; start < lines.length; start += 500) {
      const chunk = lines.slice(start, start + 500).map((line) => ({
        term: line.term.slice(0, 60),
        // An unreadable quantity goes as 0, so the server answers BAD_QUANTITY for that line alone.
        qty: Number.isInteger(line.qty) ? line.qty : 0,
      }))
      const answer = await apiPost<{ lines: QuickOrderResolvedLine[] }>('/quickorder/resolve', {
        languageID,
        countryID,
        lines: chunk,
      })
      resolved.push(...answer.lines)
    }
    return resolved
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    return resolveOffline(lines, seenParts())
  }
}
