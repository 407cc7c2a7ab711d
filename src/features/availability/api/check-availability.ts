import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { AvailabilityLine } from '../../../shared/contracts/customer-lists'
import type { Language } from '../../../shared/contracts/languages'
import { apiPost } from '../../../shared/lib/api-client'
import type { DraftLine } from '../../../shared/lib/parse-lines'

export type AvailabilityCheck = { text: string; checkedAt: string; lines: AvailabilityLine[] }

/**
 * The last check, kept in the (persisted) query cache per customer: a rep who checked a list in the
 * office still reads it in a yard without signal. The query never fetches by itself.
 */
export const lastCheckQuery = (customerId: string) =>
  queryOptions<AvailabilityCheck | null>({
    queryKey: ['availability', customerId, 'last'],
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  })

export async function checkAvailability(
  queryClient: QueryClient,
  customerId: string,
  text: string,
  lines: DraftLine[],
  languageID: Language,
) {
  // NaN (a bad quantity in the paste) travels as 0, which the server reports as BAD_QUANTITY for that line.
  const body = { lines: lines.map((line) => ({ term: line.term, qty: Number.isFinite(line.qty) ? line.qty : 0 })), languageID }
  const answer = await apiPost<{ lines: AvailabilityLine[] }>('/availability', body)
  const check: AvailabilityCheck = { text, checkedAt: new Date().toISOString(), lines: answer.lines }
  queryClient.setQueryData(lastCheckQuery(customerId).queryKey, check)
  return check
}
