import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { NoticeEntry } from '../../../shared/contracts/customer-lists'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'

// The notice list and its four changes in one file, like the saved carts.
export const noticeListQuery = (customerId: string, languageID: Language) =>
  queryOptions({
    queryKey: ['noticelist', customerId, languageID],
    queryFn: () => apiGet<{ entries: NoticeEntry[] }>('/noticelist', { languageID }),
  })

const refresh = (queryClient: QueryClient, customerId: string) =>
  queryClient.invalidateQueries({ queryKey: ['noticelist', customerId] })

export async function watchPart(
  queryClient: QueryClient,
  customerId: string,
  part: { sku: string; vendorId: string; qty: number; note: string },
) {
  await sendChange('POST', '/noticelist', { sku: `${part.vendorId}-${part.sku}`, qty: part.qty, note: part.note })
  await refresh(queryClient, customerId)
}

export async function updateNotice(
  queryClient: QueryClient,
  customerId: string,
  id: string,
  change: { qty: number; note: string },
) {
  await sendChange('PUT', `/noticelist/${encodeURIComponent(id)}`, change)
  await refresh(queryClient, customerId)
}

export async function removeNotice(queryClient: QueryClient, customerId: string, id: string) {
  await sendChange('DELETE', `/noticelist/${encodeURIComponent(id)}`)
  await refresh(queryClient, customerId)
}

/** Moves entries into the cart (quantities add up with lines already there) and off the list. */
export async function moveNoticesToCart(queryClient: QueryClient, customerId: string, ids: string[]) {
  const answer = shopAnswer(
    await sendChange<{ moved: number; itemCount: number; unavailable: string[] }>('POST', '/noticelist/to-cart', { ids }),
  )
  await refresh(queryClient, customerId)
  return answer
}
