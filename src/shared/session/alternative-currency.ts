import { queryOptions, useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import type { CurrenciesResponse } from '../contracts/customer-lists'
import { apiGet } from '../lib/api-client'
import { isLoggedIn, sessionStore } from './session-store'

export type AlternativeCurrency = {
  /** The customer's own currency: prices in it are binding. */
  binding: string
  code: string
  /** One unit of `binding` in `code`. */
  rate: number
  /** The day the rate applies from (ISO date). */
  date: string
}

/** The customer's currencies: the binding one, the rates and the chosen alternative (SPEC.md §3 alternativeCurrency). */
export const currenciesQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['currencies', customerId],
    queryFn: () => apiGet<CurrenciesResponse>('/currencies'),
  })

function chosenOf(data: CurrenciesResponse): AlternativeCurrency | null {
  const chosen = data.rates.find((rate) => rate.code === data.alternativeCurrency)
  return chosen ? { binding: data.currency, ...chosen } : null
}

/**
 * The second currency the logged-in customer chose to read prices in, or null (nobody logged in,
 * none chosen, not known yet). Every Price asks; they share one cached answer (persisted, so it
 * holds offline), and a choice on the currencies page updates that answer in place.
 */
export function useAlternativeCurrency(): AlternativeCurrency | null {
  const session = useSnapshot(sessionStore)
  const customerId = isLoggedIn(session) ? session.customerId : null
  // Many prices on one page: one request when the page opens, not one per price or per page.
  const { data } = useQuery({
    ...currenciesQuery(customerId ?? ''),
    enabled: customerId !== null,
    staleTime: 5 * 60_000,
    select: chosenOf,
  })
  return customerId === null ? null : (data ?? null)
}

/** Rounded to cents like the shop's own prices; only for display, never for ordering. */
export const convert = (value: number, rate: number) => Math.round(value * rate * 100) / 100
