import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { setAlternativeCurrency } from '../../../shared/lib/alternative-currency'
import { currenciesQuery } from '../api/currencies'

/**
 * Keeps the shared alternative currency (read by every Price) in step with the customer's choice;
 * the persisted query keeps it offline. Nobody logged in: no alternative.
 */
export function useAlternativeCurrency(customerId: string | null) {
  const { data } = useQuery({ ...currenciesQuery(customerId ?? ''), enabled: customerId !== null })
  useEffect(() => {
    const chosen = customerId ? data?.rates.find((rate) => rate.code === data.alternativeCurrency) : undefined
    setAlternativeCurrency(chosen && data ? { binding: data.currency, ...chosen } : null)
  }, [customerId, data])
}
