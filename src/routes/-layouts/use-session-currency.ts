import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore } from '../../features/account/store'
import { useAlternativeCurrency } from '../../features/currencies/components/use-alternative-currency'

/** Every layout's prices follow the logged-in customer's alternative currency (none for visitors). */
export function useSessionCurrency() {
  const session = useSnapshot(sessionStore)
  useAlternativeCurrency(isLoggedIn(session) ? session.customerId : null)
}
