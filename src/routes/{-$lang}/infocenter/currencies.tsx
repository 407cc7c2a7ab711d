import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { CurrenciesPage } from '../../../features/currencies/components/currencies-page'
import { addAlert } from '../../../shared/alerts/alert-store'
import { currenciesQuery } from '../../../shared/session/alternative-currency'
import { sessionStore } from '../../../shared/session/session-store'

export const Route = createFileRoute('/{-$lang}/infocenter/currencies')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(currenciesQuery(sessionStore.customerId)),
  component: Currencies,
})

function Currencies() {
  const { customerId } = useSnapshot(sessionStore)
  return <CurrenciesPage customerId={customerId} onDone={(message) => addAlert('success', message)} />
}
