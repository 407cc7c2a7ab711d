import type { QueryClient } from '@tanstack/react-query'
import type { CurrenciesResponse } from '../../../shared/contracts/customer-lists'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'
import { currenciesQuery } from '../../../shared/session/alternative-currency'

export async function chooseAlternativeCurrency(queryClient: QueryClient, customerId: string, code: string | null) {
  const answer = shopAnswer(await sendChange<CurrenciesResponse>('PUT', '/currencies/alternative', { alternativeCurrency: code }))
  queryClient.setQueryData(currenciesQuery(customerId).queryKey, answer)
  return answer
}
