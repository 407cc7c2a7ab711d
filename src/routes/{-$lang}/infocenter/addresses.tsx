import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { addressesQuery } from '../../../features/addresses/api/addresses'
import { AddressesPage } from '../../../features/addresses/components/addresses-page'
import { addAlert } from '../../../shared/alerts/alert-store'
import { sessionStore } from '../../../shared/session/session-store'

export const Route = createFileRoute('/{-$lang}/infocenter/addresses')({
  // Not awaited: offline, the persisted copy shows; a failure shows in the page with a retry.
  loader: ({ context }) => void context.queryClient.prefetchQuery(addressesQuery(sessionStore.customerId)),
  component: Addresses,
})

function Addresses() {
  const { customerId, userBillingAddressCountry } = useSnapshot(sessionStore)
  return (
    <AddressesPage
      customerId={customerId}
      billingCountry={userBillingAddressCountry || 'DE'}
      onDone={(message) => addAlert('success', message)}
    />
  )
}
