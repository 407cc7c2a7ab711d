import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { CurrenciesResponse } from '../../../shared/contracts/customer-lists'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'

export const currenciesQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['currencies', customerId],
    queryFn: () => apiGet<CurrenciesResponse>('/currencies'),
  })

export async function chooseAlternativeCurrency(queryClient: QueryClient, customerId: string, code: string | null) {
  const answer = shopAnswer(await sendChange<CurrenciesResponse>('PUT', '/currencies/alternative', { alternativeCurrency: code }))
  queryClient.setQueryData(currenciesQuery(customerId).queryKey, answer)
  return answer
}
