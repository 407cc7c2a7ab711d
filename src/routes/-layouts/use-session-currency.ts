import { useSnapshot } from 'valtio'
import { useAlternativeCurrency } from '../../features/currencies/components/use-alternative-currency'
import { isLoggedIn, sessionStore } from '../../shared/session/session-store'

/** Every layout's prices follow the logged-in customer's alternative currency (none for visitors). */
export function useSessionCurrency() {
  const session = useSnapshot(sessionStore)
  useAlternativeCurrency(isLoggedIn(session) ? session.customerId : null)
}
